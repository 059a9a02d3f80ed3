// Package flagpick's selection handler is named on the command line
// (-promptreach.userselect) instead of marked.
package flagpick

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Pick fetches the prompt a person picked.
func Pick(ctx context.Context, cs *mcp.ClientSession, name string) error {
	_, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	return err
}

// Repick runs the pick handler again: a path through the selection.
func Repick(ctx context.Context, cs *mcp.ClientSession, name string) error {
	return Pick(ctx, cs, name)
}

// Peek fetches a prompt for a preview, not on a selection.
func Peek(ctx context.Context, cs *mcp.ClientSession, name string) error {
	_, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name}) // want `strict: flagpick.Peek, an exported function of a library package, reaches prompts/get without a user selection`
	return err
}
