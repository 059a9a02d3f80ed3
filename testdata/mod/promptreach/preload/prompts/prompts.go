// Package prompts loads the text of every prompt a server lists, for a
// host's system prompt.
package prompts

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// LoadAll fetches every listed prompt and joins their descriptions.
func LoadAll(ctx context.Context, cs *mcp.ClientSession) string {
	list, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return ""
	}
	var b strings.Builder
	for _, p := range list.Prompts {
		res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name})
		if err == nil {
			b.WriteString(res.Description + "\n")
		}
	}
	return b.String()
}
