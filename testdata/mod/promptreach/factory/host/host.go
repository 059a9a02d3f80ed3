// Package host wires the agent to the factory of the assembled
// dependencies: the model can fetch prompts.
package host

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/factory/agent"
	"example.com/t/promptreach/factory/deps"
)

// Ask asks the model with the MCP tools available.
func Ask(ctx context.Context, cs *mcp.ClientSession, q string) (string, error) {
	d, err := deps.Build(cs)
	if err != nil {
		return "", err
	}
	reg := agent.WithSub(agent.Options{Tools: d.NewTools})
	return agent.New(anthropic.NewClient(), reg).Ask(ctx, q) // want `model dispatch entry \(\*agent.Agent\).Ask reaches prompts/get`
}
