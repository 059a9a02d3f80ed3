// Package tools has no strict directive: its exported fetcher is reported
// only when strict mode is asked for on the command line.
package tools

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Welcome fetches the server's welcome prompt.
func Welcome(ctx context.Context, cs *mcp.ClientSession) (string, error) {
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "welcome"})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}
