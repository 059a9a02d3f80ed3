// Package gocatalog is catalog on the go-sdk: a server's own prompts, and
// a helper that lists another server's.
package gocatalog

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Prompts are the server's own prompts.
func Prompts() []*mcp.Prompt {
	return []*mcp.Prompt{
		{Name: "review", Description: "review a change"},
		{Name: "summarize", Description: "summarize a file"},
	}
}

// ListPrompts lists another server's prompts.
func ListPrompts(ctx context.Context, cs *mcp.ClientSession) ([]*mcp.Prompt, error) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	return res.Prompts, nil
}

// First keeps the first of its caller's prompts.
func First(ps []*mcp.Prompt) []*mcp.Prompt {
	return ps[:1]
}
