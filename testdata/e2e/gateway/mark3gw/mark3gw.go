// Package mark3gw is an mcp-go server that forwards to an upstream MCP
// server through mcp-go's client.
package mark3gw

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Gateway forwards to the upstream server.
type Gateway struct {
	Up client.MCPClient
}

// Register adds the gateway's tools and prompts to s.
func (g *Gateway) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_prompt",
		mcp.WithDescription("Fetch a prompt from the upstream server"),
		mcp.WithString("name", mcp.Required()),
	), g.getPrompt)
	s.AddTool(mcp.NewTool("echo", mcp.WithString("text", mcp.Required())), g.echo)
	s.AddPrompt(mcp.NewPrompt("review", mcp.WithPromptDescription("Review code")), g.review)
}

// RegisterPromptTools offers each upstream prompt as a tool.
func (g *Gateway) RegisterPromptTools(ctx context.Context, s *server.MCPServer) error {
	res, err := g.Up.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		s.AddTool(mcp.NewTool(p.Name, mcp.WithDescription(p.Description)), g.getPrompt)
	}
	return nil
}

func (g *Gateway) getPrompt(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", req.Params.Name)
	gp := mcp.GetPromptRequest{}
	gp.Params.Name = name
	res, err := g.Up.GetPrompt(ctx, gp)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(render(res.Messages)), nil
}

func (g *Gateway) echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("text", "")), nil
}

// review serves the gateway's own prompt from the upstream one: the user
// of the gateway's client picked it.
func (g *Gateway) review(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	up := mcp.GetPromptRequest{}
	up.Params.Name = "code_review"
	up.Params.Arguments = req.Params.Arguments
	return g.Up.GetPrompt(ctx, up)
}

func render(msgs []mcp.PromptMessage) string {
	var b strings.Builder
	for _, m := range msgs {
		if t, ok := m.Content.(mcp.TextContent); ok {
			fmt.Fprintf(&b, "%s: %s\n", m.Role, t.Text)
		}
	}
	return b.String()
}
