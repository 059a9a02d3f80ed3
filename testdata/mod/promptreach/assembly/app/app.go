// Package app assembles the host: the tools of every connected server,
// their prompt tools included, go into the registry the model's runner
// uses. The path to prompts/get exists only because of that assembly, so
// it is reported here, at the call into the runner.
package app

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/assembly/agent"
	"example.com/t/promptreach/assembly/conn"
	"example.com/t/promptreach/assembly/tool"
)

// Ask answers a question with the servers' tools.
func Ask(ctx context.Context, servers []string, question string) string {
	m := conn.ConnectAll(ctx, servers)
	reg := tool.NewRegistry(m.Tools()...)
	r := agent.New(anthropic.NewClient(), reg)
	return <-r.Start(ctx, question) // want `model dispatch entry \(\*agent.Runner\).loop reaches prompts/get through a registered function: \(\*agent.Runner\).loop → \(\*conn.methodTool\).Execute → conn.promptTools.func2 → \(\*mcp.ClientSession\).GetPrompt`
}
