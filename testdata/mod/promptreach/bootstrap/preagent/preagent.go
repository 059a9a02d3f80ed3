// Package preagent is an agent loop that fetches every listed prompt for
// the system prompt of each turn (not model-reachable: its package reports
// nothing) and runs the model's tool calls on the registry it is given.
package preagent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/spine/tools"
)

// Agent talks to the model.
type Agent struct {
	client anthropic.Client
	cs     *mcp.ClientSession
	tools  *tools.Registry
}

// New returns an agent running the model's tool calls on reg.
func New(cs *mcp.ClientSession, reg *tools.Registry) *Agent {
	return &Agent{client: anthropic.NewClient(), cs: cs, tools: reg}
}

// Run runs turns until the model makes no tool call.
func (a *Agent) Run(ctx context.Context, q string) error {
	msgs := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(q))}
	for {
		system := ""
		if list, err := a.cs.ListPrompts(ctx, nil); err == nil {
			for _, p := range list.Prompts {
				if res, err := a.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name}); err == nil {
					system += res.Description + "\n"
				}
			}
		}
		resp, err := a.client.Messages.New(ctx, anthropic.MessageNewParams{
			Model: anthropic.ModelClaudeSonnet4_5, MaxTokens: 1024,
			System:   []anthropic.TextBlockParam{{Text: system}},
			Messages: msgs,
		})
		if err != nil {
			return err
		}
		msgs = append(msgs, resp.ToParam())
		var calls []anthropic.ToolUseBlock
		for _, b := range resp.Content {
			if tu, ok := b.AsAny().(anthropic.ToolUseBlock); ok {
				calls = append(calls, tu)
			}
		}
		if len(calls) == 0 {
			return nil
		}
		var results []anthropic.ContentBlockParamUnion
		for _, tu := range calls {
			out, _ := a.tools.Run(ctx, tu.Name, tu.Input)
			results = append(results, anthropic.NewToolResultBlock(tu.ID, out, false))
		}
		msgs = append(msgs, anthropic.NewUserMessage(results...))
	}
}
