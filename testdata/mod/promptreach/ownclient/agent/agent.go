// Package agent runs the model's tool calls against the registry.
package agent

import (
	"context"
	"encoding/json"

	"example.com/t/promptreach/ownclient/tools"
	"example.com/t/promptreach/ownclient/wire"
)

// Loop is the agent loop of a host with its own LLM client.
type Loop struct{ Tools *tools.Registry }

// New builds the loop and its tools.
func New(up *tools.Upstream) *Loop {
	reg := tools.NewRegistry()
	reg.Add(&tools.MCPTool{Up: up})
	return &Loop{Tools: reg}
}

// Handle runs every tool call of the model's reply.
func (l *Loop) Handle(ctx context.Context, reply *wire.Reply) []string {
	var results []string
	for _, c := range reply.Calls {
		if c.Function == nil {
			continue
		}
		var args map[string]any
		_ = json.Unmarshal([]byte(c.Function.Arguments), &args)
		out, _ := l.Tools.Run(ctx, c.Function.Name, args) // want `model tool-call dispatch \(\*agent.Loop\).Handle reaches prompts/get: \(\*agent.Loop\).Handle → \(\*tools.Registry\).Run → \(\*tools.MCPTool\).Run → JSON-RPC "prompts/get"`
		results = append(results, out)
	}
	return results
}
