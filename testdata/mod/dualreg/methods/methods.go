// Package methods registers through a server type of its own, the way
// larger servers are organised.
package methods

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// App keeps the MCP server in a field and registers in methods.
type App struct {
	mcp  *server.MCPServer
	name string
}

func New() *App { // want New:`registrar\(tool "draft_postmortem" on r0\.mcp; tool "fetch_deploys" on r0\.mcp; prompt "draftPostmortem" on r0\.mcp; prompt "triage_incident" on r0\.mcp\)`
	a := &App{mcp: server.NewMCPServer("incidents", "1.0.0")}
	a.registerTools()
	a.registerPrompts()
	return a
}

func (a *App) registerTools() {
	a.mcp.AddTool(mcp.NewTool("draft_postmortem"), a.draft)
	a.mcp.AddTool(mcp.NewTool("fetch_deploys"), a.draft)
}

func (a *App) registerPrompts() {
	a.mcp.AddPrompt(mcp.NewPrompt("draftPostmortem"), a.prompt) // want `capability "draft_postmortem" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at methods\.go:\d+\) and as a prompt named "draftPostmortem" \(\(\*server\.MCPServer\)\.AddPrompt\)`
	a.mcp.AddPrompt(mcp.NewPrompt("triage_incident"), a.prompt)
}

func (a *App) draft(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func (a *App) prompt(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

// Embedded is a server type that embeds the MCP server.
type Embedded struct {
	*server.MCPServer
}

func NewEmbedded() *Embedded { // want NewEmbedded:`registrar\(tool "escalate" on r0\.MCPServer; prompt "escalate" on r0\.MCPServer\)`
	e := &Embedded{MCPServer: server.NewMCPServer("e", "1")}
	e.AddTool(mcp.NewTool("escalate"), nil)
	e.AddPrompt(mcp.NewPrompt("escalate"), nil) // want `capability "escalate" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at methods\.go:\d+\)`
	return e
}

// Register registers a capability under one name both ways: its callers
// cannot fix that, so it is reported here, once.
func Register(s *server.MCPServer, name string) { // want Register:`registrar\(tool p1 on p0; prompt p1 on p0\)`
	s.AddTool(mcp.NewTool(name), nil)
	s.AddPrompt(mcp.NewPrompt(name), nil) // want `capability named by name is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at methods\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

func UseRegister() {
	s := server.NewMCPServer("x", "1")
	Register(s, "a")
	Register(s, "b")
}

// Tool and prompt helpers joined by their caller.
func addTool(s *server.MCPServer, name string) {
	s.AddTool(mcp.NewTool(name), nil)
}

func addPrompt(s *server.MCPServer, name string) {
	s.AddPrompt(mcp.NewPrompt(name), nil)
}

func Joined() {
	s := server.NewMCPServer("x", "1")
	addTool(s, "open_ticket")
	addTool(s, "close_ticket")
	addPrompt(s, "open-ticket") // want `capability "open_ticket" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at methods\.go:\d+ via methods\.addTool\) and as a prompt named "open-ticket" \(\(\*server\.MCPServer\)\.AddPrompt at methods\.go:\d+ via methods\.addPrompt\)`
}
