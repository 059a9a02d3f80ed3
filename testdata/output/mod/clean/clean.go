// Package clean is an MCP server with a tool and a prompt that are
// different capabilities: nothing to report.
package clean

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city"`
}

func weather(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{}, nil, nil
}

func plan(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}

// New returns the server.
func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "travel", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "weather"}, weather)
	s.AddPrompt(&mcp.Prompt{Name: "plan_trip"}, plan)
	return s
}
