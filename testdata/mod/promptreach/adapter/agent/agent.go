// Package agent runs the model's tool calls on the tools it is given,
// through the framework's interface.
package agent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/adapter/mcpx"
	"example.com/t/promptreach/adapter/tool"
)

// Agent holds the model's tools.
type Agent struct{ tools []tool.Tool }

// New gives the model the session's tools.
func New(cs *mcp.ClientSession) *Agent { return &Agent{tools: mcpx.Tools(cs)} }

// NewClock gives the model a clock only.
func NewClock() *Agent { return &Agent{tools: mcpx.Clock()} }

// OnToolUse runs one tool call of the model.
func (a *Agent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	for _, t := range a.tools {
		if t.Name() == use.Name {
			return t.Call(ctx, string(use.Input)) // want `model tool-call handler \(\*agent.Agent\).OnToolUse reaches prompts/get`
		}
	}
	return "", nil
}
