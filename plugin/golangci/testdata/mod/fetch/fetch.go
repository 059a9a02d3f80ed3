// Package fetch gets MCP prompts as chat messages.
package fetch

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fetch gets the prompt called name and returns its messages.
func Fetch(ctx context.Context, cs *mcp.ClientSession, name string) ([]anthropic.MessageParam, error) {
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return nil, err
	}
	var out []anthropic.MessageParam
	for _, m := range res.Messages {
		if t, ok := m.Content.(*mcp.TextContent); ok {
			out = append(out, anthropic.NewUserMessage(anthropic.NewTextBlock(t.Text)))
		}
	}
	return out, nil
}
