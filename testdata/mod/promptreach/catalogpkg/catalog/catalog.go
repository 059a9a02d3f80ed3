// Package catalog keeps prompts for package host: its own prompts, built
// as literals, a helper that lists another server's, and one that keeps
// the first of what its caller gives it.
package catalog

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Own are the server's own prompts.
func Own() []*mcp.Prompt {
	return []*mcp.Prompt{
		{Name: "review", Description: "review a change"},
		{Name: "summarize", Description: "summarize a file"},
	}
}

// Listed lists another server's prompts.
func Listed(ctx context.Context, cs *mcp.ClientSession) ([]*mcp.Prompt, error) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	return res.Prompts, nil
}

// First keeps the first of its caller's prompts.
func First(ps []*mcp.Prompt) []*mcp.Prompt {
	if len(ps) == 0 {
		return nil
	}
	return ps[:1]
}
