// Command elicitsrv serves the migration tools over go-sdk and two more
// tools over mcp-go.
package main

import (
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/elicitsrv/cleanup"
	"example.com/elicitsrv/mark3"
	"example.com/elicitsrv/migrate"
	"example.com/elicitsrv/plan"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "workspaces", Version: "v1"}, nil)
	migrate.Register(s)
	plan.Register(s)
	cleanup.Register(s)
	ms := server.NewMCPServer("projects", "v1", server.WithElicitation())
	mark3.Register(ms)
}
