// Package good type-checks.
package good

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fetch runs a prompt the user picked.
func Fetch(ctx context.Context, cs *mcp.ClientSession, name string) (*mcp.GetPromptResult, error) {
	return cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
}
