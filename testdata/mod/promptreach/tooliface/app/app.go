package app

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/tooliface/agent"
	"example.com/t/promptreach/tooliface/mcprt"
	"example.com/t/promptreach/tooliface/prompttool"
	"example.com/t/promptreach/tooliface/tool"
)

// Main wires the agent with a registry holding a prompt tool.
func Main() {
	ctx := context.Background()
	sessions := map[string]*mcp.ClientSession{}
	r := mcprt.New(sessions)
	reg := tool.NewRegistry()
	reg.Register(prompttool.New(r, "ops", "release"))
	a := agent.New(reg, anthropic.NewClient())
	_ = a.Turn(ctx, nil) // want `model dispatch entry \(\*agent.Agent\).Turn reaches prompts/get through a registered function: \(\*agent.Agent\).Turn → \(\*tool.Registry\).ExecuteTool → \(\*prompttool.promptTool\).Execute → \(\*mcprt.Runtime\).GetPrompt → \(\*mcp.ClientSession\).GetPrompt`
}
