// Package optpkg builds mcp-go tools from listed prompts with option
// helpers of its own and of another package.
package optpkg

import (
	"context"

	"example.com/t/hostannot/optpkg/opts"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// readOnly is a helper of this package returning one option.
func readOnly() mcp.ToolOption {
	return mcp.WithReadOnlyHintAnnotation(true) // want `ReadOnlyHint=true .*ListPrompts at host.go:30`
}

// safe returns options through a variable.
func safe() []mcp.ToolOption {
	o := []mcp.ToolOption{mcp.WithDestructiveHintAnnotation(false)} // want `DestructiveHint=false .*ListPrompts at host.go:30`
	return o
}

func Tools(ctx context.Context, c client.MCPClient) []mcp.Tool {
	out := []mcp.Tool{
		mcp.NewTool("clock", opts.ReadOnly()),
		mcp.NewTool("clock", opts.Safe()...),
		mcp.NewTool("clock", readOnly()),
	}
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return out
	}
	for _, p := range res.Prompts {
		out = append(out, mcp.NewTool(p.Name, opts.ReadOnly())) // want `ReadOnlyHint=true, in opts.ReadOnly at opts.go:9, .*ListPrompts at host.go:30`
		out = append(out, mcp.NewTool(p.Name, opts.Safe()...))  // want `ReadOnlyHint=true, in opts.Safe at opts.go:15` `DestructiveHint=false, in opts.Safe at opts.go:16`
		out = append(out, mcp.NewTool(p.Name, opts.Strict()...))
		out = append(out, mcp.NewTool(p.Name, opts.Described("a prompt")...)) // want `IdempotentHint=true, in opts.Described at opts.go:23`
		out = append(out, mcp.NewTool(p.Name, readOnly()), mcp.NewTool(p.Name, safe()...))
	}
	tools, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return out
	}
	for _, t := range tools.Tools {
		out = append(out, mcp.NewTool(t.Name, opts.ReadOnly()), mcp.NewTool(t.Name, opts.Safe()...))
	}
	return out
}
