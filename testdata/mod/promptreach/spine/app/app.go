// Package app configures the agent with a registry that holds the prompt
// tool: the model can fetch prompts through the spine.
package app

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/spine/agent"
	"example.com/t/promptreach/spine/tools"
)

// Ask asks the model with the prompt tool available.
func Ask(ctx context.Context, cs *mcp.ClientSession, q string) (string, error) {
	reg := tools.NewRegistry(tools.Clock{}, &tools.PromptTool{Session: cs})
	a := agent.New(anthropic.NewClient(), agent.Config{Tools: reg})
	return a.Ask(ctx, q) // want `model dispatch entry \(\*agent.Agent\).Ask reaches prompts/get through a registered function`
}
