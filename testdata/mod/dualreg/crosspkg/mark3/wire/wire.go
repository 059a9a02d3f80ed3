// Package wire joins the mcp-go tools and prompts on one server.
package wire

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/dualreg/crosspkg/mark3/prompts"
	"example.com/t/dualreg/crosspkg/mark3/tools"
)

func handle(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

type Server struct {
	mcp *server.MCPServer
}

// New wires the packages into the server kept in a field.
func New() *Server { // want New:`registrar\(tool "escalate_incident" on r0\.mcp; tool "page_oncall" on r0\.mcp; prompt "EscalateIncident" on r0\.mcp; prompt "triage incident" on r0\.mcp; tool "triage_incident" on r0\.mcp\)`
	s := &Server{mcp: server.NewMCPServer("incidents", "1")}
	tools.Add(s.mcp)
	prompts.Add(s.mcp)                    // want `capability "escalate_incident" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTools at tools\.go:\d+ via tools\.Add\) and as a prompt named "EscalateIncident" \(\(\*server\.MCPServer\)\.AddPrompts at prompts\.go:\d+ via prompts\.Add\)`
	s.mcp.AddTool(tools.Triage(), handle) // want `capability "triage incident" is registered both as a tool named "triage_incident" \(\(\*server\.MCPServer\)\.AddTool\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompts at prompts\.go:\d+ via prompts\.Add\)`
	return s
}

// Tools registers the tools another package builds, and the prompts, on a
// server of its own: the tool list given to AddTools from package tools
// has escalate_incident, which package prompts registers as a prompt.
func Tools() {
	s := server.NewMCPServer("x", "1")
	s.AddTools(tools.All()...)
	prompts.Add(s) // want `capability "escalate_incident" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTools at wire\.go:\d+, an element of the table tools\.All returns\) and as a prompt named "EscalateIncident" \(\(\*server\.MCPServer\)\.AddPrompts at prompts\.go:\d+ via prompts\.Add\)`
}
