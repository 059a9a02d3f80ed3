// Package agent runs the model's tool calls on the tools its owner puts
// in its tool set.
package agent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

// AgentTool is one model tool.
type AgentTool struct {
	Name    string
	Execute func(ctx context.Context, input string) (string, error)
}

// ToolSet holds the tools by name.
type ToolSet map[string]AgentTool

// Add puts a tool in the set.
func (s ToolSet) Add(t AgentTool) { s[t.Name] = t }

// Agent runs the model's tool calls.
type Agent struct{ set ToolSet }

// New returns an agent with an empty tool set.
func New() *Agent { return &Agent{set: ToolSet{}} }

// UpdateTools lets its caller change the tool set.
func (a *Agent) UpdateTools(fn func(ToolSet)) { fn(a.set) }

// OnToolUse runs the tool the model named (no finding here: this package
// never sees a tool that reaches prompts/get).
func (a *Agent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return a.set[use.Name].Execute(ctx, string(use.Input))
}
