// Package router routes the tool calls of the host's own LLM client, which
// no SDK table knows: promptreach sees Route as a dispatch entry only
// through the dispatch setting.
package router

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Router runs tools by name.
type Router struct {
	Session *mcp.ClientSession
}

// Route runs the tool the model called.
func (r *Router) Route(ctx context.Context, tool, arg string) (string, error) {
	if tool != "run_prompt" {
		return "", nil
	}
	res, err := r.Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: arg})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}
