// Package agent runs the conversation with Claude and executes the tool
// calls the model makes through the registry it is given.
package agent

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/anthropichost/tools"
)

// Agent holds one conversation.
type Agent struct {
	client  anthropic.Client
	tools   *tools.Registry
	system  string
	history []anthropic.MessageParam
}

// New returns an agent that offers the model the tools of reg.
func New(client anthropic.Client, reg *tools.Registry, system string) *Agent {
	return &Agent{client: client, tools: reg, system: system}
}

// Send adds a user message and runs the model until it stops calling tools.
func (a *Agent) Send(ctx context.Context, text string) (string, error) {
	a.history = append(a.history, anthropic.NewUserMessage(anthropic.NewTextBlock(text)))
	for {
		msg, err := a.client.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     anthropic.ModelClaudeSonnet4_5,
			MaxTokens: 2048,
			System:    []anthropic.TextBlockParam{{Text: a.system}},
			Messages:  a.history,
			Tools:     a.tools.Params(),
		})
		if err != nil {
			return "", err
		}
		a.history = append(a.history, msg.ToParam())
		var results []anthropic.ContentBlockParamUnion
		var reply strings.Builder
		for _, blk := range msg.Content {
			switch b := blk.AsAny().(type) {
			case anthropic.TextBlock:
				reply.WriteString(b.Text)
			case anthropic.ToolUseBlock:
				out, err := a.call(ctx, b.Name, b.Input)
				results = append(results, anthropic.NewToolResultBlock(b.ID, out, err != nil))
			}
		}
		if len(results) == 0 {
			return reply.String(), nil
		}
		a.history = append(a.history, anthropic.NewUserMessage(results...))
	}
}

func (a *Agent) call(ctx context.Context, name string, input json.RawMessage) (string, error) {
	out, err := a.tools.Run(ctx, name, input)
	if err != nil {
		return err.Error(), err
	}
	return out, nil
}
