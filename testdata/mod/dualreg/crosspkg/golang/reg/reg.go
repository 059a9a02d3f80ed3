// Package reg registers mcp-golang capabilities.
package reg

import mcp_golang "github.com/metoro-io/mcp-golang"

type Args struct {
	Incident string `json:"incident"`
}

// Tools registers the tools.
func Tools(s *mcp_golang.Server) error { // want Tools:`registrar\(tool "summarize_incident" on p0\)`
	return s.RegisterTool("summarize_incident", "summarize", func(a Args) (*mcp_golang.ToolResponse, error) { return nil, nil })
}

// Prompts registers the prompts under a name given by the caller.
func Prompts(s *mcp_golang.Server, name string) error { // want Prompts:`registrar\(prompt p1 on p0\)`
	return s.RegisterPrompt(name, "summarize", func(a Args) (*mcp_golang.PromptResponse, error) { return nil, nil })
}
