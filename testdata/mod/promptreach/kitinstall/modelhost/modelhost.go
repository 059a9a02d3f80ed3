// Package modelhost is host's twin: the model's toolbox, made by a
// composite literal here, is the one package kit's prompt installer fills.
package modelhost

import (
	"context"

	"example.com/t/promptreach/kitinstall/kit"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Host has the model's toolbox.
type Host struct {
	model *kit.Box
}

func New(upstream *mcp.ClientSession) *Host {
	model := &kit.Box{}
	kit.InstallClock(model)
	kit.InstallPrompts(model, upstream)
	return &Host{model: model}
}

// Handle runs the model's tool calls on the model's toolbox.
func (h *Host) Handle(ctx context.Context, calls []openai.ToolCall) {
	for _, c := range calls {
		_, _ = h.model.Invoke(ctx, c.Function.Name, c.Function.Arguments) // want `model tool-call handler \(\*modelhost.Host\).Handle reaches prompts/get: \(\*modelhost.Host\).Handle → \(\*kit.Box\).Invoke → \(kit.fnTool\).Run → kit.InstallPrompts.func1 → \(\*mcp.ClientSession\).GetPrompt`
	}
}

// Serve wires the host to the model's replies.
func Serve(ctx context.Context, upstream *mcp.ClientSession, replies <-chan []openai.ToolCall) {
	h := New(upstream)
	for calls := range replies {
		h.Handle(ctx, calls)
	}
}
