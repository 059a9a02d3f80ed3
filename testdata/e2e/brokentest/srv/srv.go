// Package srv serves a tool that fetches an MCP prompt: a promptreach
// finding. Its test file does not type-check.
package srv

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	Name string `json:"name"`
}

// Register adds the run_prompt tool to s.
func Register(s *mcp.Server, upstream *mcp.ClientSession) {
	mcp.AddTool(s, &mcp.Tool{Name: "run_prompt"}, func(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
		res, err := upstream.GetPrompt(ctx, &mcp.GetPromptParams{Name: in.Name})
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Description}}}, nil, nil
	})
}
