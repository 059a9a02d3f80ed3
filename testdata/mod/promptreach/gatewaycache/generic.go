package gatewaycache

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// identity returns the name of a tool or a prompt.
func identity(item any) string {
	switch v := item.(type) {
	case mcp.Tool:
		return v.Name
	case mcp.Prompt:
		return v.Name
	}
	return ""
}

// expose renames items of one kind with the cache's prefix; one generic
// body serves tools and prompts, and each instance runs only its own arm.
func expose[T any](c *Cache, server string, items []T) []any {
	var out []any
	for _, item := range items {
		name := c.exposed(server, identity(item))
		switch v := any(item).(type) {
		case mcp.Tool:
			t := v
			t.Name = name
			out = append(out, t)
		case mcp.Prompt:
			p := v
			p.Name = name
			out = append(out, p)
		}
	}
	return out
}

// MountAll registers every upstream's tools as tools and prompts as
// prompts, through expose.
func (c *Cache) MountAll(s *server.MCPServer, call server.ToolHandlerFunc, get server.PromptHandlerFunc) {
	for name, u := range c.upstreams {
		for _, t := range expose(c, name, u.tools) {
			s.AddTool(t.(mcp.Tool), call)
		}
		for _, p := range expose(c, name, u.prompts) {
			s.AddPrompt(p.(mcp.Prompt), get)
		}
	}
}
