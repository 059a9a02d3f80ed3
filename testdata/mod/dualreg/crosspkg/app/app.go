// Package app uses the server wire builds.
package app

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/dualreg/crosspkg/prompts"
	"example.com/t/dualreg/crosspkg/wire"
)

func handle(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}

// Main uses the built server: what wire reported is not reported again.
func Main() {
	s := wire.Build()
	_ = s
	a, b := wire.Split()
	_, _ = a, b
}

// Extend adds a prompt of its own to the built server, under the name of
// one of its tools, and gives the split tool server a prompt the same way.
func Extend() {
	s := wire.Build()
	s.AddPrompt(&mcp.Prompt{Name: "FetchDeploys"}, handle) // want `capability "fetch_deploys" is registered both as a tool \(mcp\.AddTool at tools\.go:\d+ via wire\.Build\) and as a prompt named "FetchDeploys" \(\(\*mcp\.Server\)\.AddPrompt\)`

	tools, _ := wire.Split()
	prompts.Postmortem(tools) // want `capability "fetch_deploys" is registered both as a tool \(mcp\.AddTool at tools\.go:\d+ via wire\.Split\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt at prompts\.go:\d+ via prompts\.Postmortem\)`
}
