// Package prompts registers prompts on the servers package host keeps.
package prompts

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/dualreg/hostsrv/host"
)

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func gsPromptH(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
	return nil, nil
}

// Register registers the triage prompt on the app's server.
func Register(app *host.App) { // want Register:`registrar\(prompt "triage" on p0\.Srv\)`
	app.Srv.AddPrompt(mcp.NewPrompt("triage"), promptH)
}

// RegisterHost registers it through the host's accessor.
func RegisterHost(h *host.Host) { // want RegisterHost:`registrar\(prompt "triage" on p0\.srv\)`
	h.Server().AddPrompt(mcp.NewPrompt("triage"), promptH)
}

// RegisterG registers the go-sdk summarize prompt.
func RegisterG(a *host.GApp) { // want RegisterG:`registrar\(prompt "summarize" on p0\.S\)`
	a.S.AddPrompt(&gomcp.Prompt{Name: "summarize"}, gsPromptH)
}
