// Package menuapp is app's negative twin: the servers' tools, prompt tools
// included, go only into a menu a person picks from; the model's runner
// gets a registry of its own without them.
package menuapp

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/assembly/agent"
	"example.com/t/promptreach/assembly/conn"
	"example.com/t/promptreach/assembly/tool"
)

type clock struct{}

func (clock) Name() string                                    { return "clock" }
func (clock) Execute(context.Context, string) (string, error) { return "12:00", nil }

// Pick runs the tool a person picked from the menu.
func Pick(ctx context.Context, menu *tool.Registry, picked, args string) (string, error) {
	t, ok := menu.Lookup(picked)
	if !ok {
		return "", nil
	}
	return t.Execute(ctx, args)
}

// Ask answers a question with the clock only, and serves the menu.
func Ask(ctx context.Context, servers []string, question, picked string) string {
	m := conn.ConnectAll(ctx, servers)
	menu := tool.NewRegistry(m.Tools()...)
	_, _ = Pick(ctx, menu, picked, "")
	r := agent.New(anthropic.NewClient(), tool.NewRegistry(clock{}))
	return <-r.Start(ctx, question)
}
