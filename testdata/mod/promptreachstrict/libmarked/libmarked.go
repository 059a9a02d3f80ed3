// Package libmarked is lib's twin whose exported function is marked as the
// user-selection handler it is.
package libmarked

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Selected fetches the prompt a person selected in the host's menu.
//
//mcpvet:userselect
func Selected(ctx context.Context, cs *mcp.ClientSession, name string) ([]*mcp.PromptMessage, error) {
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return nil, err
	}
	return res.Messages, nil
}
