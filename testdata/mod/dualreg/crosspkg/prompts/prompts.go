// Package prompts registers the incident prompts on a server it is given.
package prompts

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func handle(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}

// Register adds the prompts.
func Register(s *mcp.Server) { // want Register:`registrar\(prompt "triage-incident" on p0; prompt "write_postmortem" on p0\)`
	s.AddPrompt(&mcp.Prompt{Name: "triage-incident"}, handle)
	s.AddPrompt(&mcp.Prompt{Name: "write_postmortem"}, handle)
}

// Postmortem adds one prompt.
func Postmortem(s *mcp.Server) { // want Postmortem:`registrar\(prompt "fetch_deploys" on p0\)`
	s.AddPrompt(&mcp.Prompt{Name: "fetch_deploys"}, handle)
}
