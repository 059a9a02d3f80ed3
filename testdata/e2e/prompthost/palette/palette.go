// Package palette is a command palette on mcp-go: the user types part of
// a prompt's title, and the first match is fetched.
package palette

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// titles maps each listed prompt's title to its name.
func titles(ctx context.Context, c client.MCPClient) map[string]string {
	out := map[string]string{}
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return out
	}
	for _, p := range res.Prompts {
		out[p.Title] = p.Name
	}
	return out
}

// Run fetches the first prompt whose title contains query, by its title.
func Run(ctx context.Context, c client.MCPClient, query string) (*mcp.GetPromptResult, error) {
	for title := range titles(ctx, c) {
		if strings.Contains(title, query) {
			var req mcp.GetPromptRequest
			req.Params.Name = title
			return c.GetPrompt(ctx, req)
		}
	}
	return nil, nil
}

// RunByName fetches the first match by its name.
func RunByName(ctx context.Context, c client.MCPClient, query string) (*mcp.GetPromptResult, error) {
	for title, name := range titles(ctx, c) {
		if strings.Contains(title, query) {
			var req mcp.GetPromptRequest
			req.Params.Name = name
			return c.GetPrompt(ctx, req)
		}
	}
	return nil, nil
}
