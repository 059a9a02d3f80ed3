// Command gclmod is the module golangci-lint runs mcpvet's linters on. The
// ops server registers the triage capability both as a tool and as a
// prompt (dualreg); so do the admin server, under a //nolint:dualreg on the
// finding's line, and the staging server, under one on its function.
package main

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/gclmod/prompts"
	"example.com/gclmod/tools"
)

func main() {
	ops := server.NewMCPServer("ops", "1.0.0")
	tools.Register(ops)
	prompts.Register(ops)
	_ = server.ServeStdio(ops)
}

// admin is the operators' server.
func admin() *server.MCPServer {
	s := server.NewMCPServer("admin", "1.0.0")
	tools.Register(s)
	prompts.Register(s) //nolint:dualreg // operators only
	return s
}

// staging is the test server.
//
//nolint:dualreg // a test server, never deployed
func staging() *server.MCPServer {
	st := server.NewMCPServer("staging", "1.0.0")
	tools.Register(st)
	prompts.Register(st)
	return st
}

var _, _ = admin, staging
