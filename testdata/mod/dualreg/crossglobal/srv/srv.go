// Package srv holds the process-wide MCP server.
package srv

import "github.com/mark3labs/mcp-go/server"

var S = server.NewMCPServer("global", "1")
