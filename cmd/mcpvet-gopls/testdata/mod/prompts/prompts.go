// Package prompts registers the server's prompts.
package prompts

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Register adds the review prompt to s.
func Register(s *mcp.Server) {
	s.AddPrompt(&mcp.Prompt{Name: "reviewChange", Description: "start a review"}, review)
}

func review(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	text := "Review the change " + req.Params.Arguments["change"]
	return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: text}}}}, nil
}
