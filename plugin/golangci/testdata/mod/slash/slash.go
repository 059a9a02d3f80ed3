// Package slash runs the prompts the user picks as /name commands: a
// person chooses them, and nothing is reported.
package slash

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Run fetches the prompt the user typed.
func Run(ctx context.Context, cs *mcp.ClientSession, line string) (*mcp.GetPromptResult, error) {
	return cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: line[1:]})
}
