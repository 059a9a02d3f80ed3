// Package lib is a library whose exported function fetches a prompt: any
// importer can call it from anywhere, so strict mode reports it.
package lib

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fetch returns the messages of the named prompt.
func Fetch(ctx context.Context, cs *mcp.ClientSession, name string) ([]*mcp.PromptMessage, error) {
	return fetch(ctx, cs, name) // want `strict: lib.Fetch, an exported function of a library package, reaches prompts/get without a user selection: lib.Fetch → lib.fetch → \(\*mcp.ClientSession\).GetPrompt`
}

func fetch(ctx context.Context, cs *mcp.ClientSession, name string) ([]*mcp.PromptMessage, error) {
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return nil, err
	}
	return res.Messages, nil
}

// Names lists the server's prompts (no prompts/get).
func Names(ctx context.Context, cs *mcp.ClientSession) ([]string, error) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, p := range res.Prompts {
		out = append(out, p.Name)
	}
	return out, nil
}
