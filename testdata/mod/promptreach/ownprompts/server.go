// Package ownprompts is a server that derives a tool from a prompt it
// defines itself: not a listed prompt, so not flattening (dualreg is the
// analyzer that speaks about registering one capability twice).
package ownprompts

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func promptH(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}

func toolH(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	p := mcp.NewPrompt("triage", mcp.WithPromptDescription("triage an incident"))
	s.AddPrompt(p, promptH)
	s.AddTool(mcp.NewTool(p.Name+"_tool", mcp.WithDescription(p.Description)), toolH)
	addAsTool(s, &p)
}

func addAsTool(s *server.MCPServer, p *mcp.Prompt) {
	s.AddTool(mcp.NewTool("run_"+p.Name, mcp.WithDescription(p.Description)), toolH)
}
