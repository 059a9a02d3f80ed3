// Package agent runs the model's tool calls on a registry; WithSub builds
// that registry by calling the factory it is given.
package agent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/factory/tools"
)

// Options configures the registry.
type Options struct {
	Tools func(root string) []tools.Tool
}

// WithSub returns a registry of the factory's tools for the current
// directory.
func WithSub(opt Options) *tools.Registry {
	all := append([]tools.Tool{}, opt.Tools("")...)
	return tools.NewRegistry(all...)
}

// Agent talks to the model.
type Agent struct {
	client anthropic.Client
	reg    *tools.Registry
}

// New returns an agent running tool calls on reg.
func New(client anthropic.Client, reg *tools.Registry) *Agent {
	return &Agent{client: client, reg: reg}
}

// Ask runs one model turn and its tool calls.
func (a *Agent) Ask(ctx context.Context, q string) (string, error) {
	resp, err := a.client.Messages.New(ctx, anthropic.MessageNewParams{
		Model: anthropic.ModelClaudeSonnet4_5, MaxTokens: 1024,
		Messages: []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(q))},
	})
	if err != nil {
		return "", err
	}
	var out string
	for _, b := range resp.Content {
		if use, ok := b.AsAny().(anthropic.ToolUseBlock); ok {
			t, err := a.reg.Get(use.Name)
			if err != nil {
				continue
			}
			r, _ := t.Run(ctx, use.Input)
			out += r
		}
	}
	return out, nil
}
