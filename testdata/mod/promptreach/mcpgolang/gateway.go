// Package mcpgolang is an mcp-golang gateway: a registered tool fetches an
// upstream prompt.
package mcpgolang

import (
	"context"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Args struct {
	Name string `json:"name"`
}

func Serve(srv *mcp_golang.Server, up *mcp_golang.Client) error {
	err := srv.RegisterTool("run_prompt", "runs an upstream prompt", func(args Args) (*mcp_golang.ToolResponse, error) {
		_, err := up.GetPrompt(context.Background(), args.Name, nil) // want `MCP tool handler mcpgolang.Serve.func1 reaches prompts/get: mcpgolang.Serve.func1 → \(\*mcp_golang.Client\).GetPrompt`
		return &mcp_golang.ToolResponse{}, err
	})
	if err != nil {
		return err
	}
	return srv.RegisterPrompt("review", "a person picks this", func(args Args) (*mcp_golang.PromptResponse, error) {
		_, err := up.GetPrompt(context.Background(), args.Name, nil) // prompts may get prompts
		return &mcp_golang.PromptResponse{}, err
	})
}
