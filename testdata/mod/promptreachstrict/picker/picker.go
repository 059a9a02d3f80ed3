// Package picker is a host whose prompt menu is the only way to prompts/get:
// the menu's selection handler is marked; the model loop runs tools that
// cannot fetch prompts. Strict mode has nothing to report.
package picker

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type host struct {
	cs  *mcp.ClientSession
	llm anthropic.Client
}

// onSelect runs when a person picks a prompt in the menu.
//
//mcpvet:userselect
func (h *host) onSelect(ctx context.Context, name string) ([]*mcp.PromptMessage, error) {
	res, err := h.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return nil, err
	}
	return res.Messages, nil
}

func (h *host) ask(ctx context.Context, q string) (string, error) {
	resp, err := h.llm.Messages.New(ctx, anthropic.MessageNewParams{
		Model: anthropic.ModelClaudeSonnet4_5, MaxTokens: 512,
		Messages: []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(q))},
	})
	if err != nil {
		return "", err
	}
	out := ""
	for _, b := range resp.Content {
		if use, ok := b.AsAny().(anthropic.ToolUseBlock); ok {
			out += "ran " + use.Name
		}
	}
	return out, nil
}

// Menu is the host's UI: a person's pick, then a question to the model.
type Menu struct{ h *host }

// Pick handles a click in the prompt menu.
func (m *Menu) Pick(ctx context.Context, name string) error {
	_, err := m.h.onSelect(ctx, name)
	return err
}

// Ask sends a question to the model.
func (m *Menu) Ask(ctx context.Context, q string) (string, error) { return m.h.ask(ctx, q) }
