// Package preapp is the bootstrap of preagent: it puts the prompt tool in
// the agent's registry, and the path is reported here. (preagent's
// preload is not, anywhere.)
package preapp

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/bootstrap/preagent"
	"example.com/t/promptreach/spine/tools"
)

// Main wires the agent and runs it.
func Main(ctx context.Context, cs *mcp.ClientSession) error {
	reg := tools.NewRegistry(tools.Clock{}, &tools.PromptTool{Session: cs})
	return preagent.New(cs, reg).Run(ctx, "hello") // want `model dispatch entry \(\*preagent.Agent\).Run reaches prompts/get through a registered function: \(\*preagent.Agent\).Run → \(\*tools.Registry\).Run → \(\*tools.PromptTool\).Run → \(\*mcp.ClientSession\).GetPrompt`
}

// Quiet gives the agent the clock only: silent.
func Quiet(ctx context.Context, cs *mcp.ClientSession) error {
	return preagent.New(cs, tools.NewRegistry(tools.Clock{})).Run(ctx, "hello")
}
