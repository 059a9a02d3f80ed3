package globalsrv // want package:`globalRegs\(tool "deploy" on g:example.com/t/dualreg/globalsrv.srv.\*; .*\)`

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

// A package-level server: its registrations are joined across functions.
var srv = server.NewMCPServer("x", "1")

func init() {
	srv.AddTool(mcp.NewTool("deploy"), toolH)
}

func registerPrompts() {
	srv.AddPrompt(mcp.NewPrompt("Deploy"), promptH) // want `capability "deploy" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at globalsrv\.go:\d+\) and as a prompt named "Deploy" \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

// Both in one function.
func Both() { // want Both:`registrar\(tool "rollback" on g:example.com/t/dualreg/globalsrv.srv.\*; prompt "rollback" on g:example.com/t/dualreg/globalsrv.srv.\*\)`
	srv.AddTool(mcp.NewTool("rollback"), toolH)
	srv.AddPrompt(mcp.NewPrompt("rollback"), promptH) // want `capability "rollback" is registered both as a tool`
}

// One or the other, by configuration.
var Server = gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil)

func Configure(prompt bool) { // want Configure:`registrar\(prompt "handoff" on g:example.com/t/dualreg/globalsrv.Server.\*; tool "handoff" on g:example.com/t/dualreg/globalsrv.Server.\*\)`
	if prompt {
		Server.AddPrompt(&gomcp.Prompt{Name: "handoff"}, func(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
			return nil, nil
		})
	} else {
		Server.AddTool(&gomcp.Tool{Name: "handoff"}, func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
			return nil, nil
		})
	}
}

// A server built in one function, kept in a package-level variable, and
// extended in another.
var shared *server.MCPServer

func setup() {
	s := server.NewMCPServer("shared", "1")
	s.AddTool(mcp.NewTool("notify_team"), toolH)
	shared = s
}

func extend() {
	shared.AddPrompt(mcp.NewPrompt("notify_team"), promptH) // want `capability "notify_team" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at globalsrv\.go:\d+\) and as a prompt`
}
