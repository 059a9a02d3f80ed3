// Package negapp gives the prompt tool to the person's menu only: the
// model's registry holds the clock. No model tool call fetches a prompt,
// though both registries are of one type.
package negapp

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/callgraph/agent"
	"example.com/t/callgraph/clock"
	"example.com/t/callgraph/menu"
	"example.com/t/callgraph/prompts"
	"example.com/t/callgraph/tool"
)

func Main(ctx context.Context, s *mcp.ClientSession) {
	tools := tool.NewRegistry()
	tools.Add("clock", clock.Clock{})
	picks := tool.NewRegistry()
	picks.Add("release", &prompts.Prompt{Session: s, Name: "release"})

	a := &agent.Agent{Tools: tools}
	m := &menu.Menu{Prompts: picks}
	_, _ = a.Dispatch(ctx, "clock")
	_, _ = m.Pick(ctx, "release")
}
