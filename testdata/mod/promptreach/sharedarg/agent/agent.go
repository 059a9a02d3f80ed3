// Package agent runs the model's tool calls on the tools its callers add.
// Its update event can name one bundle of tools twice: as the primary
// bundle and as an element of the list of all bundles.
package agent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

// Tool is one capability the model can call.
type Tool struct {
	Name    string
	Execute func(ctx context.Context, input string) (string, error)
}

// Bundle is the tools of one MCP server.
type Bundle struct{ Tools []Tool }

// Update is what an MCP manager reports when its servers' tools change.
type Update struct {
	Primary *Bundle   // the default server's bundle, also in All
	All     []*Bundle // every server's bundle
	Spare   *Bundle   // the tools kept for when every server is down
}

// Agent talks to the model.
type Agent struct {
	client anthropic.Client
	tools  map[string]Tool
}

// New returns an agent with no tools.
func New() *Agent { return &Agent{client: anthropic.NewClient(), tools: map[string]Tool{}} }

// Add gives the model tool t.
func (a *Agent) Add(t Tool) { a.tools[t.Name] = t }

// Ask sends the question to the model and runs the tools it calls.
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
		tu, ok := b.AsAny().(anthropic.ToolUseBlock)
		if !ok {
			continue
		}
		if t, ok := a.tools[tu.Name]; ok {
			r, err := t.Execute(ctx, string(tu.Input))
			if err != nil {
				return "", err
			}
			out += r
		}
	}
	return out, nil
}
