// Package tools registers tools on the servers package host keeps.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/dualreg/hostsrv/host"
)

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

type in struct{}

func gsToolH(ctx context.Context, req *gomcp.CallToolRequest, _ in) (*gomcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// Register registers the triage tool on the app's server.
func Register(app *host.App) { // want Register:`registrar\(tool "triage" on p0\.Srv\)`
	app.Srv.AddTool(mcp.NewTool("triage"), toolH)
}

// RegisterHost registers it through the host's accessor.
func RegisterHost(h *host.Host) { // want RegisterHost:`registrar\(tool "triage" on p0\.srv\)`
	h.Server().AddTool(mcp.NewTool("triage"), toolH)
}

// RegisterG registers the go-sdk summarize tool.
func RegisterG(a *host.GApp) { // want RegisterG:`registrar\(tool "summarize" on p0\.S\)`
	gomcp.AddTool(a.S, &gomcp.Tool{Name: "summarize"}, gsToolH)
}
