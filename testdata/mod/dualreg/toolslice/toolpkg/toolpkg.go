// Package toolpkg builds the application's tool lists; package srv
// registers them.
package toolpkg

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func gsToolH(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

// All returns the mcp-go tools, in a literal.
func All() []server.ServerTool { // want All:`registrar\(returns "summarize"; returns "rollback_release"\)`
	return []server.ServerTool{
		{Tool: mcp.NewTool("summarize", mcp.WithDescription("summarize a thread")), Handler: toolH},
		{Tool: mcp.NewTool("rollback_release"), Handler: toolH},
	}
}

// Built appends them one by one, through a helper.
func Built() []server.ServerTool { // want Built:`registrar\(returns "page_oncall"; returns "list_alerts"\)`
	var out []server.ServerTool
	out = append(out, server.ServerTool{Tool: mcp.NewTool("page_oncall"), Handler: toolH})
	out = append(out, alerts())
	return out
}

func alerts() server.ServerTool {
	return server.ServerTool{Tool: mcp.Tool{Name: "list_alerts"}, Handler: toolH}
}

// Entry is the host's own pairing of a go-sdk tool and its handler.
type Entry struct {
	Tool    *gomcp.Tool
	Handler gomcp.ToolHandler
}

// Entries returns go-sdk entries.
func Entries() []Entry { // want Entries:`registrar\(returns "summarize"; returns "standup"\)`
	return []Entry{
		{Tool: &gomcp.Tool{Name: "summarize"}, Handler: gsToolH},
		{Tool: &gomcp.Tool{Name: "standup"}, Handler: gsToolH},
	}
}

// Named returns entries whose names are the caller's: nothing to read.
func Named(names []string) []server.ServerTool {
	var out []server.ServerTool
	for _, n := range names {
		out = append(out, server.ServerTool{Tool: mcp.NewTool(n), Handler: toolH})
	}
	return out
}

// RegisterPrompts registers the rollback prompt on the caller's server.
func RegisterPrompts(s *server.MCPServer) { // want RegisterPrompts:`registrar\(prompt "rollback-release" on p0\)`
	s.AddPrompt(mcp.NewPrompt("rollback-release"), promptH)
}

// Capability is the application's own description of a capability.
type Capability struct {
	Name        string
	Description string
}

// Capabilities lists them; package srv names tools after them.
func Capabilities() []Capability { // want Capabilities:`registrar\(returns "escalate"; returns "handover"; returns "Page the on-call engineer"; returns "Hand the incident over"\)`
	return []Capability{
		{Name: "escalate", Description: "Page the on-call engineer"},
		{Name: "handover", Description: "Hand the incident over"},
	}
}

// Names lists names.
func Names() []string { // want Names:`registrar\(returns "standup_notes"\)`
	return []string{"standup_notes"}
}
