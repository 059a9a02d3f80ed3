// Package tested has internal and external tests: go vet reports the
// package with its internal tests once, under its import path, and the
// external test package under its own.
package tested

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	Name string `json:"name"`
}

// Register adds a tool whose handler fetches a prompt.
func Register(s *mcp.Server, cs *mcp.ClientSession) {
	mcp.AddTool(s, &mcp.Tool{Name: "tested_prompt"}, func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		_, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: a.Name})
		return nil, nil, err
	})
}
