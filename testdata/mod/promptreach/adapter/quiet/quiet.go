// Package quiet is the negative twin of package agent: the model gets the
// clock only, through the same adapter. It runs the model's tool calls
// through the framework's interface.
package quiet

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/adapter/mcpx"
	"example.com/t/promptreach/adapter/tool"
)

// Agent holds the model's tools.
type Agent struct{ tools []tool.Tool }

// NewClock gives the model a clock only.
func NewClock() *Agent { return &Agent{tools: mcpx.Clock()} }

// OnToolUse runs one tool call of the model.
func (a *Agent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	for _, t := range a.tools {
		if t.Name() == use.Name {
			return t.Call(ctx, string(use.Input))
		}
	}
	return "", nil
}
