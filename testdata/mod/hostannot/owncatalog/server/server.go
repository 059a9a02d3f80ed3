// Package server registers prompts as tools, with a read-only hint: its
// own catalogue's (a server's hints on its own tools, not reported) and a
// listed one's (reported).
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/hostannot/owncatalog/catalog"
)

// Own registers the server's own prompts as tools.
func Own(s *server.MCPServer, h server.ToolHandlerFunc) {
	for _, p := range catalog.Prompts() {
		s.AddTool(mcp.NewTool("prompt_"+p.Name, mcp.WithDescription(p.Description), mcp.WithReadOnlyHintAnnotation(true)), h)
	}
}

// Proxied registers another server's listed prompts the same way.
func Proxied(ctx context.Context, c client.MCPClient, s *server.MCPServer, h server.ToolHandlerFunc) error {
	prompts, err := catalog.ListPrompts(ctx, c)
	if err != nil {
		return err
	}
	for _, p := range prompts {
		s.AddTool(mcp.NewTool("prompt_"+p.Name, mcp.WithDescription(p.Description), mcp.WithReadOnlyHintAnnotation(true)), h) // want `ReadOnlyHint=true on a tool built from a listed prompt \(catalog.ListPrompts at server.go:\d+\)`
	}
	return nil
}

// OwnFirst registers the first of the server's own prompts, through a
// helper of the catalogue that passes its argument on.
func OwnFirst(s *server.MCPServer, h server.ToolHandlerFunc) {
	for _, p := range catalog.First(catalog.Prompts()) {
		s.AddTool(mcp.NewTool("prompt_"+p.Name, mcp.WithReadOnlyHintAnnotation(true)), h)
	}
}

// ProxiedFirst registers the first of another server's listed prompts the
// same way.
func ProxiedFirst(ctx context.Context, c client.MCPClient, s *server.MCPServer, h server.ToolHandlerFunc) error {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range catalog.First(res.Prompts) {
		s.AddTool(mcp.NewTool("prompt_"+p.Name, mcp.WithReadOnlyHintAnnotation(true)), h) // want `ReadOnlyHint=true on a tool built from a listed prompt \(\(client.MCPClient\).ListPrompts at server.go:\d+\)`
	}
	return nil
}
