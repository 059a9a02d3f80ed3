// Package host keeps two toolboxes that package kit fills through one Add:
// the menu a person picks from has the prompt tool, the model's has only
// the clock. Not a finding: what one installer gave Add is not in the box
// the other installer filled.
package host

import (
	"context"

	"example.com/t/promptreach/kitinstall/kit"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Host has the person's menu and the model's toolbox.
type Host struct {
	menu, model *kit.Box
}

func New(upstream *mcp.ClientSession) *Host {
	menu, model := &kit.Box{}, &kit.Box{}
	kit.InstallPrompts(menu, upstream)
	kit.InstallClock(model)
	model.Add("echo", echo)
	return &Host{menu: menu, model: model}
}

func echo(ctx context.Context, args string) (string, error) { return args, nil }

// Handle runs the model's tool calls on the model's toolbox.
func (h *Host) Handle(ctx context.Context, calls []openai.ToolCall) {
	for _, c := range calls {
		_, _ = h.model.Invoke(ctx, c.Function.Name, c.Function.Arguments)
	}
}

// Pick runs the menu entry a person chose.
func (h *Host) Pick(ctx context.Context, name string) (string, error) {
	return h.menu.Invoke(ctx, name, "")
}

// Serve wires the host to the model's replies.
func Serve(ctx context.Context, upstream *mcp.ClientSession, replies <-chan []openai.ToolCall) {
	h := New(upstream)
	for calls := range replies {
		h.Handle(ctx, calls)
	}
}
