// Package agent runs the model's tool calls through a spine of layers, each
// a closure wrapping the next, the innermost running the registry it was
// configured with.
package agent

import (
	"context"
	"encoding/json"
	"log"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/spine/tools"
)

// Call is one tool call.
type Call struct {
	Name  string
	Input json.RawMessage
}

// Invoker runs a tool call.
type Invoker interface {
	Invoke(ctx context.Context, c Call) (string, error)
}

// InvokerFunc adapts a function to Invoker.
type InvokerFunc func(ctx context.Context, c Call) (string, error)

// Invoke implements Invoker.
func (f InvokerFunc) Invoke(ctx context.Context, c Call) (string, error) { return f(ctx, c) }

// Layer wraps an invoker.
type Layer func(next Invoker) Invoker

// Config configures an agent.
type Config struct {
	Tools *tools.Registry
}

// Agent talks to the model.
type Agent struct {
	client  anthropic.Client
	invoker Invoker
}

// New returns an agent running tool calls on cfg.Tools.
func New(client anthropic.Client, cfg Config) *Agent {
	return &Agent{client: client, invoker: spine(cfg)}
}

func spine(cfg Config) Invoker {
	inv := exec(cfg.Tools)
	for _, l := range []Layer{logging} {
		inv = l(inv)
	}
	return inv
}

func exec(reg *tools.Registry) Invoker {
	return InvokerFunc(func(ctx context.Context, c Call) (string, error) {
		return reg.Run(ctx, c.Name, c.Input)
	})
}

func logging(next Invoker) Invoker {
	return InvokerFunc(func(ctx context.Context, c Call) (string, error) {
		log.Printf("tool %s", c.Name)
		return next.Invoke(ctx, c)
	})
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
			r, _ := a.invoker.Invoke(ctx, Call{Name: use.Name, Input: use.Input})
			out += r
		}
	}
	return out, nil
}
