// Package host gives the model the bridge's prompt tools (reported) and
// shows the prompt names to the user only (silent).
package host

import (
	"context"
	"fmt"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/rangefunc/bridge"
	"example.com/t/promptreach/rangefunc/tools"
)

// Agent runs the model's tool calls on its registry.
type Agent struct{ reg *tools.Registry }

// OnToolUse runs one tool call of the model.
func (a *Agent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return a.reg.Run(ctx, use.Name, use.Input) // want `model tool-call handler \(\*host.Agent\).OnToolUse reaches prompts/get: \(\*host.Agent\).OnToolUse → \(\*tools.Registry\).Run → \(\*bridge.promptTool\).Run → \(\*mcp.ClientSession\).GetPrompt`
}

// New gives the model a tool per listed prompt.
func New(ctx context.Context, cs *mcp.ClientSession) *Agent {
	return &Agent{reg: tools.NewRegistry(bridge.PromptTools(ctx, cs))}
}

// Menu prints the prompts for the user to pick from: no tool.
func Menu(ctx context.Context, cs *mcp.ClientSession) {
	for _, n := range bridge.Names(ctx, cs) {
		fmt.Println("/" + n)
	}
}
