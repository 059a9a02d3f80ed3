// Package quietapp is app's negative twin: the agent's registry holds the
// clock only (the slash commands still fetch prompts: a person's choice).
package quietapp

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/bootstrap/agent"
	"example.com/t/promptreach/spine/tools"
)

// Main wires the agent and runs it.
func Main(ctx context.Context, cs *mcp.ClientSession) error {
	return agent.New(cs, tools.NewRegistry(tools.Clock{})).Run(ctx, os.Stdin)
}
