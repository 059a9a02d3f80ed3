// Package goserver is server on the go-sdk.
package goserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/hostannot/owncatalog/gocatalog"
)

// Own registers the server's own prompts as tools.
func Own(s *mcp.Server, h mcp.ToolHandler) {
	for _, p := range gocatalog.Prompts() {
		s.AddTool(&mcp.Tool{Name: "prompt_" + p.Name, Description: p.Description, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, h)
	}
}

// Proxied registers another server's listed prompts the same way.
func Proxied(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) error {
	prompts, err := gocatalog.ListPrompts(ctx, cs)
	if err != nil {
		return err
	}
	for _, p := range prompts {
		s.AddTool(&mcp.Tool{Name: "prompt_" + p.Name, Description: p.Description, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, h) // want `ReadOnlyHint=true on a tool built from a listed prompt \(gocatalog.ListPrompts at goserver.go:\d+\)`
	}
	return nil
}

// OwnFirst registers the first of the server's own prompts, through a
// helper of the catalogue that passes its argument on.
func OwnFirst(s *mcp.Server, h mcp.ToolHandler) {
	for _, p := range gocatalog.First(gocatalog.Prompts()) {
		s.AddTool(&mcp.Tool{Name: "prompt_" + p.Name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, h)
	}
}

// ProxiedFirst registers the first of another server's listed prompts the
// same way.
func ProxiedFirst(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range gocatalog.First(res.Prompts) {
		s.AddTool(&mcp.Tool{Name: "prompt_" + p.Name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, h) // want `ReadOnlyHint=true on a tool built from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts at goserver.go:\d+\)`
	}
	return nil
}
