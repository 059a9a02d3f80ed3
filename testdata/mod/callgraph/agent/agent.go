// Package agent runs the tool the model asks for, from its registry.
package agent

import (
	"context"

	"example.com/t/callgraph/tool"
)

type Agent struct{ Tools *tool.Registry }

// Dispatch runs a tool call of the model.
//
//mcpvet:dispatch
func (a *Agent) Dispatch(ctx context.Context, name string) (string, error) {
	return a.Tools.Run(ctx, name)
}
