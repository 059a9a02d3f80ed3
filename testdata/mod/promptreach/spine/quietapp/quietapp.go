// Package quietapp is app's negative twin: the agent's registry holds the
// clock only; the prompt tool is run by a person's menu.
package quietapp

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/spine/agent"
	"example.com/t/promptreach/spine/tools"
)

// Ask asks the model with the clock; Pick runs a prompt a person picked.
func Ask(ctx context.Context, cs *mcp.ClientSession, q, picked string) (string, error) {
	menu := tools.NewRegistry(&tools.PromptTool{Session: cs})
	in, _ := json.Marshal(map[string]string{"name": picked})
	_, _ = menu.Run(ctx, "prompt", in)
	a := agent.New(anthropic.NewClient(), agent.Config{Tools: tools.NewRegistry(tools.Clock{})})
	return a.Ask(ctx, q)
}
