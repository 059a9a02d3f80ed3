// Package prompts fetches MCP prompts and renders them as chat messages.
package prompts

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fetch gets the prompt called name from the server and returns its
// messages, ready to be added to the conversation.
func Fetch(ctx context.Context, cs *mcp.ClientSession, name string, args map[string]string) ([]anthropic.MessageParam, error) {
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name, Arguments: args})
	if err != nil {
		return nil, err
	}
	var out []anthropic.MessageParam
	for _, m := range res.Messages {
		t, ok := m.Content.(*mcp.TextContent)
		if !ok {
			continue
		}
		if m.Role == "assistant" {
			out = append(out, anthropic.NewAssistantMessage(anthropic.NewTextBlock(t.Text)))
		} else {
			out = append(out, anthropic.NewUserMessage(anthropic.NewTextBlock(t.Text)))
		}
	}
	return out, nil
}
