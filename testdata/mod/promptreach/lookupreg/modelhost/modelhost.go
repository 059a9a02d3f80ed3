// Package modelhost runs the model's tool calls on a toolbox of package
// registry that package installers filled with the prompt tool: the
// model's tool call reaches prompts/get through registry's lookup closure.
package modelhost

import (
	"context"

	"example.com/t/promptreach/lookupreg/installers"
	"example.com/t/promptreach/lookupreg/registry"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Host has the model's toolbox.
type Host struct {
	tools *registry.Toolbox
}

func New(upstream *mcp.ClientSession) *Host {
	tools := registry.NewToolbox()
	installers.InstallClock(tools)
	installers.InstallPrompts(tools, upstream)
	return &Host{tools: tools}
}

// Handle runs the model's tool calls.
func (h *Host) Handle(ctx context.Context, calls []openai.ToolCall) {
	for _, c := range calls {
		_, _ = h.tools.Call(ctx, c.Function.Name, c.Function.Arguments) // want `model tool-call handler \(\*modelhost.Host\).Handle reaches prompts/get: \(\*modelhost.Host\).Handle → \(\*registry.Toolbox\).Call → installers.InstallPrompts.func1 → \(\*mcp.ClientSession\).GetPrompt`
	}
}
