// Package clockhost is modelhost's twin with the clock only: the same
// toolbox, installer and dispatch, but no tool of the toolbox reaches
// prompts/get. Not a finding.
package clockhost

import (
	"context"

	"example.com/t/promptreach/lookupreg/installers"
	"example.com/t/promptreach/lookupreg/registry"
	openai "github.com/sashabaranov/go-openai"
)

// Host has the model's toolbox.
type Host struct {
	tools *registry.Toolbox
}

func New() *Host {
	tools := registry.NewToolbox()
	installers.InstallClock(tools)
	return &Host{tools: tools}
}

// Handle runs the model's tool calls.
func (h *Host) Handle(ctx context.Context, calls []openai.ToolCall) {
	for _, c := range calls {
		_, _ = h.tools.Call(ctx, c.Function.Name, c.Function.Arguments)
	}
}
