// Package tools is a host's tool interface, a registry, and a tool that
// fetches an MCP prompt the model names.
package tools

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool is one capability.
type Tool interface {
	Name() string
	Run(ctx context.Context, input json.RawMessage) (string, error)
}

// Registry holds tools by name.
type Registry struct{ tools map[string]Tool }

// NewRegistry builds a registry of ts.
func NewRegistry(ts ...Tool) *Registry {
	m := map[string]Tool{}
	for _, t := range ts {
		m[t.Name()] = t
	}
	return &Registry{tools: m}
}

// Run dispatches to a tool by name.
func (r *Registry) Run(ctx context.Context, name string, input json.RawMessage) (string, error) {
	t, ok := r.tools[name]
	if !ok {
		return "", fmt.Errorf("unknown tool %s", name)
	}
	return t.Run(ctx, input)
}

// PromptTool fetches the prompt the model names.
type PromptTool struct{ Session *mcp.ClientSession }

// Name implements Tool.
func (*PromptTool) Name() string { return "prompt" }

// Run implements Tool.
func (t *PromptTool) Run(ctx context.Context, input json.RawMessage) (string, error) {
	var in struct{ Name string }
	_ = json.Unmarshal(input, &in)
	res, err := t.Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: in.Name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

// Clock tells the time.
type Clock struct{}

// Name implements Tool.
func (Clock) Name() string { return "clock" }

// Run implements Tool.
func (Clock) Run(context.Context, json.RawMessage) (string, error) { return "12:00", nil }
