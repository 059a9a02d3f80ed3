package menuapp

import (
	"context"
	"net/http"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/tooliface/agent"
	"example.com/t/promptreach/tooliface/mcprt"
	"example.com/t/promptreach/tooliface/picker"
	"example.com/t/promptreach/tooliface/prompttool"
	"example.com/t/promptreach/tooliface/tool"
)

// Main gives the prompt tool to the picker only.
func Main() {
	ctx := context.Background()
	sessions := map[string]*mcp.ClientSession{}
	r := mcprt.New(sessions)
	menu := tool.NewRegistry()
	menu.Register(prompttool.New(r, "ops", "release"))
	tools := tool.NewRegistry()
	a := agent.New(tools, anthropic.NewClient())
	_ = a.Turn(ctx, nil)
	_ = http.ListenAndServe(":8080", picker.New(menu))
}
