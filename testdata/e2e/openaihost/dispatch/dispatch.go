// Package dispatch executes tool calls by name against an MCP server.
package dispatch

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Dispatcher runs tools and prompts of one MCP server.
type Dispatcher struct {
	mc client.MCPClient
}

// New returns a dispatcher for mc.
func New(mc client.MCPClient) *Dispatcher { return &Dispatcher{mc: mc} }

// Execute runs the tool called name with JSON arguments.
func (d *Dispatcher) Execute(ctx context.Context, name, args string) (string, error) {
	switch name {
	case "get_time":
		return time.Now().UTC().Format(time.RFC3339), nil
	case "run_prompt":
		var in struct {
			Name string `json:"name"`
		}
		if err := json.Unmarshal([]byte(args), &in); err != nil {
			return "", err
		}
		return d.runPrompt(ctx, in.Name, nil)
	default:
		if p, ok := strings.CutPrefix(name, "prompt_"); ok {
			var pargs map[string]string
			_ = json.Unmarshal([]byte(args), &pargs)
			return d.runPrompt(ctx, p, pargs)
		}
		return d.callTool(ctx, name, args)
	}
}

// Slash runs a prompt the user typed as /name.
func (d *Dispatcher) Slash(ctx context.Context, name string) (string, error) {
	return d.runPrompt(ctx, name, nil)
}

func (d *Dispatcher) runPrompt(ctx context.Context, name string, args map[string]string) (string, error) {
	req := mcp.GetPromptRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := d.mc.GetPrompt(ctx, req)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, m := range res.Messages {
		if t, ok := m.Content.(mcp.TextContent); ok {
			fmt.Fprintf(&b, "%s: %s\n", m.Role, t.Text)
		}
	}
	return b.String(), nil
}

func (d *Dispatcher) callTool(ctx context.Context, name, args string) (string, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	var m map[string]any
	if err := json.Unmarshal([]byte(args), &m); err != nil {
		return "", err
	}
	req.Params.Arguments = m
	res, err := d.mc.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, c := range res.Content {
		if t, ok := c.(mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String(), nil
}
