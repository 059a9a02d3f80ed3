// Package cmd is a bootstrap two layers above the agent: it fills the
// registry that layer.Start hands the agent. Reported here.
package cmd

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/bootstrap/layer"
	"example.com/t/promptreach/spine/tools"
)

// Main fills the registry with the prompt tool and starts the agent.
func Main(ctx context.Context, cs *mcp.ClientSession) error {
	return layer.Start(ctx, cs, tools.NewRegistry(&tools.PromptTool{Session: cs})) // want `model dispatch entry \(\*agent.Agent\).Run reaches prompts/get through a registered function: \(\*agent.Agent\).Run → \(\*tools.Registry\).Run → \(\*tools.PromptTool\).Run → \(\*mcp.ClientSession\).GetPrompt`
}

// Quiet starts it with the clock only: silent.
func Quiet(ctx context.Context, cs *mcp.ClientSession) error {
	return layer.Start(ctx, cs, tools.NewRegistry(tools.Clock{}))
}
