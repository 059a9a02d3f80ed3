// Package tools registers the incident tools on a server it is given.
package tools

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Incident string `json:"incident"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// Register adds the tools.
func Register(s *mcp.Server) { // want Register:`registrar\(tool "triage_incident" on p0; tool "fetch_deploys" on p0\)`
	mcp.AddTool(s, &mcp.Tool{Name: "triage_incident"}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_deploys"}, handle)
}
