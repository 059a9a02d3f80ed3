// Package agent builds its registry from tools of other packages and
// dispatches go-openai tool calls through it.
package agent

import (
	"context"

	"example.com/t/promptreach/registry/prompttool"
	"example.com/t/promptreach/registry/reg"
	openai "github.com/sashabaranov/go-openai"
)

type Agent struct {
	tools    *reg.Registry
	commands *reg.Registry
}

func New(pt *prompttool.Tool) *Agent {
	a := &Agent{tools: reg.New(), commands: reg.New()}
	a.tools.Register("clock", prompttool.Clock)
	a.tools.Register("run_prompt", pt.Run)
	a.commands.Register("/prompt", pt.Run)
	return a
}

func (a *Agent) Handle(ctx context.Context, calls []openai.ToolCall) {
	for _, c := range calls {
		_, _ = a.tools.Call(ctx, c.Function.Name, c.Function.Arguments) // want `\(\*agent.Agent\).Handle → \(\*reg.Registry\).Call → \(\*prompttool.Tool\).Run → \(\*mcp.ClientSession\).GetPrompt`
	}
}

// Command runs a user's slash command.
func (a *Agent) Command(ctx context.Context, name string) {
	_, _ = a.commands.Call(ctx, name, "")
}
