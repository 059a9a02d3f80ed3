// Package stale marks a function that fetches no prompt.
package stale

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// List shows the prompt menu.
//
//mcpvet:userselect
func List(ctx context.Context, cs *mcp.ClientSession) error { // want `stale user-selection mark \(//mcpvet:userselect\): stale.List reaches no prompts/get`
	_, err := cs.ListPrompts(ctx, nil)
	return err
}
