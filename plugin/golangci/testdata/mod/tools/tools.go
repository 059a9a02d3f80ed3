// Package tools registers the server's tools.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func triage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("triaged"), nil
}

func deploys(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("deploys"), nil
}

// Register adds the tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("triage_incident", mcp.WithDescription("triage an incident")), triage)
	s.AddTool(mcp.NewTool("fetch_deploys", mcp.WithDescription("list recent deploys")), deploys)
}
