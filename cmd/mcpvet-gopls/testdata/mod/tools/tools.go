// Package tools registers the server's tools.
package tools

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type reviewIn struct {
	Change string `json:"change" jsonschema:"the change to review"`
}

// Register adds the review tool to s.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "review_change", Description: "review a change"}, review)
}

func review(ctx context.Context, req *mcp.CallToolRequest, in reviewIn) (*mcp.CallToolResult, any, error) {
	text := "no findings in " + in.Change
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}
