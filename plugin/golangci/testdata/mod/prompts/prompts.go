// Package prompts registers the server's prompts.
package prompts

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func triage(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}

// Register adds the prompts to s.
func Register(s *server.MCPServer) {
	s.AddPrompt(mcp.NewPrompt("triageIncident", mcp.WithPromptDescription("walk through an incident")), triage)
}
