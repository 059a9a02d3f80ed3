// Package m3 is the same on mark3labs/mcp-go.
package m3

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Entry is the host's own description of a prompt.
type Entry struct {
	Name           string
	IdempotentHint bool
}

// Registered entries become tools of the host's server, the hint an
// option.
func Registered(ctx context.Context, c client.MCPClient, s *server.MCPServer, h server.ToolHandlerFunc) error {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		e := Entry{Name: p.Name, IdempotentHint: true} // want `IdempotentHint=true on a tool built from a listed prompt \(\(client.MCPClient\).ListPrompts at m3.go:\d+\)`
		s.AddTool(mcp.NewTool(e.Name, mcp.WithIdempotentHintAnnotation(e.IdempotentHint)), h)
	}
	return nil
}

// Listed entries are only printed.
func Listed(ctx context.Context, c client.MCPClient) error {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	var list []Entry
	for _, p := range res.Prompts {
		list = append(list, Entry{Name: p.Name, IdempotentHint: true})
	}
	for _, e := range list {
		fmt.Printf("%s (idempotent: %v)\n", e.Name, e.IdempotentHint)
	}
	return nil
}
