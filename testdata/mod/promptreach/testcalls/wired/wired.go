// Package wired gives the agent of promptreach/spine a registry holding
// the prompt tool: reported here, where the registry is wired. Its test
// wires the same registry into the same agent, and is silent.
package wired

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/spine/agent"
	"example.com/t/promptreach/spine/tools"
)

// Ask asks the model with the prompt tool available.
func Ask(ctx context.Context, cs *mcp.ClientSession, q string) (string, error) {
	reg := tools.NewRegistry(&tools.PromptTool{Session: cs})
	return agent.New(anthropic.NewClient(), agent.Config{Tools: reg}).Ask(ctx, q) // want `model dispatch entry \(\*agent.Agent\).Ask reaches prompts/get through a registered function`
}
