// Package gatewayhelpers is a gateway that mounts an upstream server's
// tools as tools and its prompts as prompts, naming both with one helper,
// and re-mounts them from a tool handler. Nothing here lets the model reach
// prompts/get: the prompt handlers run when a person picks the prompt.
package gatewayhelpers

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Gateway re-exposes one upstream server.
type Gateway struct {
	name string
	up   client.MCPClient
	s    *server.MCPServer
}

// qualified names an upstream entry for the gateway's clients: tools and
// prompts alike.
func qualified(server, name string) string {
	return strings.ToLower(server) + "__" + name
}

// Mount lists the upstream tools and prompts and registers them.
func (g *Gateway) Mount(ctx context.Context) error {
	tools, err := g.up.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return err
	}
	for _, t := range tools.Tools {
		name := t.Name
		g.s.AddTool(mcp.NewTool(qualified(g.name, name), mcp.WithDescription(t.Description)), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			req.Params.Name = name
			return g.up.CallTool(ctx, req)
		})
	}
	prompts, err := g.up.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range prompts.Prompts {
		name := p.Name
		g.s.AddPrompt(mcp.NewPrompt(qualified(g.name, name), mcp.WithPromptDescription(p.Description)), func(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			req.Params.Name = name
			return g.up.GetPrompt(ctx, req)
		})
	}
	return nil
}

// Register adds the gateway's own "refresh" tool, whose handler mounts
// the upstream entries again: registering a prompt handler stores it, it
// does not run it.
func (g *Gateway) Register() {
	g.s.AddTool(mcp.NewTool("refresh", mcp.WithDescription("reload the upstream tools and prompts")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := g.Mount(ctx); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
