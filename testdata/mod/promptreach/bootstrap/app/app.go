// Package app is the bootstrap: it puts the prompt tool in the registry
// it gives the agent, so the model can fetch prompts. The path is
// reported here, where the registry is wired.
package app

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/bootstrap/agent"
	"example.com/t/promptreach/spine/tools"
)

// Main wires the agent and runs it.
func Main(ctx context.Context, cs *mcp.ClientSession) error {
	reg := tools.NewRegistry(tools.Clock{}, &tools.PromptTool{Session: cs})
	return agent.New(cs, reg).Run(ctx, os.Stdin) // want `model dispatch entry \(\*agent.Agent\).Run reaches prompts/get through a registered function: \(\*agent.Agent\).Run → \(\*tools.Registry\).Run → \(\*tools.PromptTool\).Run → \(\*mcp.ClientSession\).GetPrompt`
}
