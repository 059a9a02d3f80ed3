// Package server builds the reporting server. The weekly report is
// registered both as a prompt and as a tool.
package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Week int `json:"week"`
}

func weeklyTool(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{}, nil, nil
}

func weeklyPrompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}

func statusTool(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{}, nil, nil
}

// New returns the server.
func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "reports", Version: "v1"}, nil)
	s.AddPrompt(&mcp.Prompt{Name: "weekly-report"}, weeklyPrompt)
	mcp.AddTool(s, &mcp.Tool{Name: "weekly_report"}, weeklyTool)

	//mcpvet:ignore dualreg status is only a tool; this directive is stale
	mcp.AddTool(s, &mcp.Tool{Name: "status"}, statusTool)
	//mcpvet:ignore dualreg
	return s
}
