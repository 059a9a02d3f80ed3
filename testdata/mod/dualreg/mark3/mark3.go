// Package mark3 registers capabilities with mark3labs/mcp-go.
package mark3

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

func taskH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	return nil, nil
}

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func newServer() *server.MCPServer { return server.NewMCPServer("incidents", "1.0.0") }

// NewTool and NewPrompt.
func Constructors() {
	s := newServer()
	s.AddTool(mcp.NewTool("review", mcp.WithDescription("review code"), mcp.WithString("path", mcp.Required())), toolH)
	s.AddPrompt(mcp.NewPrompt("review", mcp.WithPromptDescription("d")), promptH) // want `capability "review" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at mark3\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

// ServerTool and ServerPrompt with composite literals.
func Entries() {
	s := newServer()
	s.AddTools(
		server.ServerTool{Tool: mcp.NewTool("fetch_deploys"), Handler: toolH},
		server.ServerTool{Tool: mcp.Tool{Name: "open_postmortem"}, Handler: toolH},
	)
	s.AddPrompts(server.ServerPrompt{Prompt: mcp.Prompt{Name: "OpenPostmortem"}, Handler: promptH}) // want `capability "open_postmortem" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTools at mark3\.go:\d+\) and as a prompt named "OpenPostmortem" \(\(\*server\.MCPServer\)\.AddPrompts\)`
}

// A slice of ServerTool built with append, given to SetTools.
func SetTools() {
	s := newServer()
	tools := []server.ServerTool{{Tool: mcp.NewTool("list_alerts"), Handler: toolH}}
	tools = append(tools, server.ServerTool{Tool: mcp.NewTool("rollback_release"), Handler: toolH})
	s.SetTools(tools...)
	s.AddPrompt(mcp.NewPrompt("rollback-release"), promptH) // want `capability "rollback_release" is registered both as a tool \(\(\*server\.MCPServer\)\.SetTools at mark3\.go:\d+\) and as a prompt named "rollback-release"`
}

// Session tools and task tools are tools too.
func Session(sessionID string) {
	s := newServer()
	_ = s.AddSessionTool(sessionID, mcp.NewTool("escalate"), toolH)
	s.AddPrompt(mcp.NewPrompt("Escalate"), promptH) // want `capability "escalate" is registered both as a tool \(\(\*server\.MCPServer\)\.AddSessionTool at mark3\.go:\d+\) and as a prompt named "Escalate"`
}

func SessionTools(sessionID string) {
	s := newServer()
	s.AddPrompt(mcp.NewPrompt("page_oncall"), promptH)
	_ = s.AddSessionTools(sessionID, server.ServerTool{Tool: mcp.NewTool("pageOncall"), Handler: toolH}) // want `capability "page_oncall" is registered both as a tool named "pageOncall" \(\(\*server\.MCPServer\)\.AddSessionTools\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt at mark3\.go:\d+\)`
}

func Task() {
	s := newServer()
	s.AddTaskTool(mcp.NewTool("generate_report"), taskH)
	s.AddPrompt(mcp.NewPrompt("generate_report"), promptH) // want `capability "generate_report" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTaskTool at mark3\.go:\d+\)`
}

func TaskTools() {
	s := newServer()
	s.AddTaskTools(server.ServerTaskTool{Tool: mcp.NewTool("export_timeline"), Handler: taskH})
	s.AddPrompts(server.ServerPrompt{Prompt: mcp.NewPrompt("export timeline"), Handler: promptH}) // want `capability "export_timeline" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTaskTools at mark3\.go:\d+\)`
}

// Helpers that build the entries, and a tool kept in a variable.
func triageTool() mcp.Tool {
	return mcp.NewTool("triage_incident", mcp.WithDescription("triage"))
}

func namedPrompt(name string) mcp.Prompt {
	return mcp.NewPrompt(name, mcp.WithPromptDescription("a prompt"))
}

func Helpers() {
	s := newServer()
	t := triageTool()
	s.AddTool(t, toolH)
	s.AddPrompt(namedPrompt("triageIncident"), promptH) // want `capability "triage_incident" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at mark3\.go:\d+\) and as a prompt named "triageIncident"`
}
