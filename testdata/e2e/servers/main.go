// Command servers wires one MCP server from two packages: the triage
// capability ends up registered both as a tool and as a prompt.
package main

import (
	"example.com/servers/prompts"
	"example.com/servers/tools"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("ops", "1.0.0")
	tools.Register(s)
	prompts.Register(s)
	_ = server.ServeStdio(s)
}
