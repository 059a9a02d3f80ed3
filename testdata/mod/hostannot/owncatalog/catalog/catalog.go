// Package catalog is a server's own prompt catalogue, and a helper that
// lists another server's prompts.
package catalog

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Prompts are the server's own prompts.
func Prompts() []mcp.Prompt {
	return []mcp.Prompt{
		mcp.NewPrompt("review", mcp.WithPromptDescription("review a change")),
		mcp.NewPrompt("summarize", mcp.WithPromptDescription("summarize a file")),
	}
}

// ListPrompts lists another server's prompts.
func ListPrompts(ctx context.Context, c client.MCPClient) ([]mcp.Prompt, error) {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	return res.Prompts, nil
}

// First keeps the first of its caller's prompts.
func First(ps []mcp.Prompt) []mcp.Prompt {
	return ps[:1]
}
