// Package mcpgolang registers capabilities with metoro-io/mcp-golang.
package mcpgolang

import mcp_golang "github.com/metoro-io/mcp-golang"

type Args struct {
	Incident string `json:"incident"`
}

func toolH(a Args) (*mcp_golang.ToolResponse, error)     { return nil, nil }
func promptH(a Args) (*mcp_golang.PromptResponse, error) { return nil, nil }
func resourceH() (string, error)                         { return "", nil }

func Register() {
	srv := mcp_golang.NewServer(nil)
	_ = srv.RegisterTool("review", "review code", toolH)
	if err := srv.RegisterPrompt("Review", "review code", promptH); err != nil { // want `capability "review" is registered both as a tool \(\(\*mcp_golang\.Server\)\.RegisterTool at mcpgolang\.go:\d+\) and as a prompt named "Review" \(\(\*mcp_golang\.Server\)\.RegisterPrompt\)`
		panic(err)
	}
}

// A resource is not a capability in this sense.
func Resource() {
	srv := mcp_golang.NewServer(nil)
	_ = srv.RegisterTool("runbook", "d", toolH)
	_ = srv.RegisterResource("file:///runbook", "runbook", "d", "text/plain", resourceH)
}

// Two servers.
func TwoServers() {
	a := mcp_golang.NewServer(nil)
	b := mcp_golang.NewServer(nil)
	_ = a.RegisterTool("review", "d", toolH)
	_ = b.RegisterPrompt("review", "d", promptH)
}

// A name computed once and used for both.
func Computed(prefix string) {
	srv := mcp_golang.NewServer(nil)
	name := prefix + "_triage"
	_ = srv.RegisterTool(name, "d", toolH)
	_ = srv.RegisterPrompt(name, "d", promptH) // want `capability named by name is registered both as a tool \(\(\*mcp_golang\.Server\)\.RegisterTool at mcpgolang\.go:\d+\) and as a prompt`
}
