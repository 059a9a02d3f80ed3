// Package bad does not type-check: GetPrompt takes a *GetPromptParams.
package bad

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fetch passes the prompt name where the parameters belong.
func Fetch(ctx context.Context, cs *mcp.ClientSession, name string) (*mcp.GetPromptResult, error) {
	return cs.GetPrompt(ctx, name)
}
