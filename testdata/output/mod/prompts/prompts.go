// Package prompts fetches prompts from an upstream MCP server. It is a
// library: the findings about its callers are reported where they are.
package prompts

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fetch returns the description of the named prompt.
func Fetch(ctx context.Context, cs *mcp.ClientSession, name string) (string, error) {
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

// Help returns the upstream server's fixed help prompt.
func Help(ctx context.Context, cs *mcp.ClientSession) (string, error) {
	//mcpvet:ignore promptreach fetches only the fixed "help" prompt; reviewed in SEC-42
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "help"})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}
