// Package boxhost runs the model's tool calls on a toolbox that package
// installers made and returned with the prompt tool: what the installer
// registered is in the toolbox it returns.
package boxhost

import (
	"context"

	"example.com/t/promptreach/lookupreg/installers"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Handle runs the model's tool calls.
func Handle(ctx context.Context, upstream *mcp.ClientSession, calls []openai.ToolCall) {
	tools := installers.NewPromptBox(upstream)
	for _, c := range calls {
		_, _ = tools.Call(ctx, c.Function.Name, c.Function.Arguments) // want `model tool-call handler boxhost.Handle reaches prompts/get: boxhost.Handle → \(\*registry.Toolbox\).Call → installers.InstallPrompts.func1 → \(\*mcp.ClientSession\).GetPrompt`
	}
}
