// Package tools builds mcp-go tools.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

// All returns the server tools.
func All() []server.ServerTool { // want All:`registrar\(returns "escalate_incident"; returns "list_alerts"\)`
	return []server.ServerTool{
		{Tool: mcp.NewTool("escalate_incident"), Handler: handle},
		{Tool: mcp.NewTool("list_alerts"), Handler: handle},
	}
}

// Triage returns one tool.
func Triage() mcp.Tool { // want Triage:`registrar\(returns "triage_incident"\)`
	return mcp.NewTool("triage_incident", mcp.WithDescription("triage"))
}

// Add adds the tools to a server.
func Add(s *server.MCPServer) { // want Add:`registrar\(tool "escalate_incident" on p0; tool "page_oncall" on p0\)`
	s.AddTools(
		server.ServerTool{Tool: mcp.NewTool("escalate_incident"), Handler: handle},
		server.ServerTool{Tool: mcp.Tool{Name: "page_oncall"}, Handler: handle},
	)
}
