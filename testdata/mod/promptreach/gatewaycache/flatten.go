package gatewaycache

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// asTools makes a tool of each item, whatever its kind: the instance for
// prompts flattens them.
func asTools[T any](c *Cache, server string, items []T) []mcp.Tool {
	var out []mcp.Tool
	for _, item := range items {
		out = append(out, mcp.NewTool(c.exposed(server, identity(item)))) // want `mcp.NewTool argument is derived from a listed prompt`
	}
	return out
}

// MountPromptTools registers every upstream's prompts as tools.
func (c *Cache) MountPromptTools(s *server.MCPServer, call server.ToolHandlerFunc) {
	for name, u := range c.upstreams {
		for _, t := range asTools(c, name, u.prompts) {
			s.AddTool(t, call)
		}
	}
}
