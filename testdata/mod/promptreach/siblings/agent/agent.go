// Package agent runs the model's tool calls on registries the MCP manager
// filled.
package agent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/siblings/mcpm"
	"example.com/t/promptreach/siblings/reg"
	"example.com/t/promptreach/siblings/regswap"
)

// Agent has the MCP server's tools.
type Agent struct{ r *reg.Registry }

func New(cs *mcp.ClientSession) *Agent {
	a := &Agent{r: &reg.Registry{}}
	mcpm.Install(a.r, cs)
	return a
}

func (a *Agent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return a.r.Run(ctx, use.Name, string(use.Input)) // want `model tool-call handler \(\*agent.Agent\).OnToolUse reaches prompts/get`
}

// SwapAgent is Agent on the registry with the fields the other way round.
type SwapAgent struct{ r *regswap.Registry }

func NewSwap(cs *mcp.ClientSession) *SwapAgent {
	a := &SwapAgent{r: &regswap.Registry{}}
	mcpm.InstallSwap(a.r, cs)
	return a
}

func (a *SwapAgent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return a.r.Run(ctx, use.Name, string(use.Input)) // want `model tool-call handler \(\*agent.SwapAgent\).OnToolUse reaches prompts/get`
}

// ClockAgent has only the clock: silent.
type ClockAgent struct{ r *reg.Registry }

func NewClock() *ClockAgent {
	a := &ClockAgent{r: &reg.Registry{}}
	mcpm.InstallClock(a.r)
	return a
}

func (a *ClockAgent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return a.r.Run(ctx, use.Name, string(use.Input))
}

// ManagedAgent's registry gets the manager's support tools (an installer
// that stores its own *getPromptTool straight into the registry it is
// given, through a method of its own).
type ManagedAgent struct{ r *reg.Registry }

func NewManaged(cs *mcp.ClientSession) *ManagedAgent {
	a := &ManagedAgent{r: &reg.Registry{}}
	mcpm.Start(a.r, cs)
	return a
}

func (a *ManagedAgent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return a.r.Run(ctx, use.Name, string(use.Input)) // want `model tool-call handler \(\*agent.ManagedAgent\).OnToolUse reaches prompts/get: \(\*agent.ManagedAgent\).OnToolUse → \(\*reg.Registry\).Run → \(\*mcpm.getPromptTool\).Run → \(\*mcp.ClientSession\).GetPrompt`
}

// ClockOnlyAgent's registry gets StartClock's clock: silent.
type ClockOnlyAgent struct{ r *reg.Registry }

func NewClockOnly() *ClockOnlyAgent {
	a := &ClockOnlyAgent{r: &reg.Registry{}}
	mcpm.StartClock(a.r)
	return a
}

func (a *ClockOnlyAgent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return a.r.Run(ctx, use.Name, string(use.Input))
}
