// Package posapp puts the prompt tool in the model's registry: a model tool
// call can fetch a prompt.
package posapp

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/callgraph/agent"
	"example.com/t/callgraph/prompts"
	"example.com/t/callgraph/tool"
)

func Main(ctx context.Context, s *mcp.ClientSession) {
	tools := tool.NewRegistry()
	tools.Add("release", &prompts.Prompt{Session: s, Name: "release"})

	a := &agent.Agent{Tools: tools}
	_, _ = a.Dispatch(ctx, "release")
}
