// Package agent runs the model's tool calls from a registry it is given.
package agent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/assembly/tool"
)

// Runner talks to the model.
type Runner struct {
	client anthropic.Client
	tools  *tool.Registry
}

// New returns a runner over tools.
func New(client anthropic.Client, tools *tool.Registry) *Runner {
	return &Runner{client: client, tools: tools}
}

// Start runs the conversation in the background.
func (r *Runner) Start(ctx context.Context, question string) <-chan string {
	out := make(chan string, 1)
	go func() {
		out <- r.loop(ctx, question)
	}()
	return out
}

func (r *Runner) loop(ctx context.Context, question string) string {
	msgs := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(question))}
	resp, err := r.client.Messages.New(ctx, anthropic.MessageNewParams{Model: anthropic.ModelClaudeSonnet4_5, MaxTokens: 1024, Messages: msgs})
	if err != nil {
		return err.Error()
	}
	var answer string
	for _, block := range resp.Content {
		use, ok := block.AsAny().(anthropic.ToolUseBlock)
		if !ok {
			continue
		}
		t, ok := r.tools.Lookup(use.Name)
		if !ok {
			continue
		}
		out, _ := t.Execute(ctx, string(use.Input))
		answer += out
	}
	return answer
}
