package sliceapp

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/tooliface/agent"
	"example.com/t/promptreach/tooliface/mcprt"
	"example.com/t/promptreach/tooliface/prompttool"
	"example.com/t/promptreach/tooliface/tool"
)

// Main registers the tools a constructor returns as a slice.
func Main() {
	ctx := context.Background()
	r := mcprt.New(map[string]*mcp.ClientSession{})
	reg := tool.NewRegistry()
	for _, t := range prompttool.NewAll(r, "ops", "release", "rollback") {
		reg.Register(t)
	}
	a := agent.New(reg, anthropic.NewClient())
	_ = a.Turn(ctx, nil) // want `model dispatch entry \(\*agent.Agent\).Turn reaches prompts/get through a registered function: \(\*agent.Agent\).Turn → \(\*tool.Registry\).ExecuteTool → \(\*prompttool.promptTool\).Execute → \(\*mcprt.Runtime\).GetPrompt → \(\*mcp.ClientSession\).GetPrompt`
}
