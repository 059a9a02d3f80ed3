// Package prompts adds mcp-go prompts.
package prompts

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

// Add adds the prompts to a server.
func Add(s *server.MCPServer) { // want Add:`registrar\(prompt "EscalateIncident" on p0; prompt "triage incident" on p0\)`
	s.AddPrompts(
		server.ServerPrompt{Prompt: mcp.NewPrompt("EscalateIncident"), Handler: handle},
		server.ServerPrompt{Prompt: mcp.NewPrompt("triage incident"), Handler: handle},
	)
}
