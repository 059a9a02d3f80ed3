// Package oneline has sources, hints and helper calls that share a line:
// each is told apart by its instruction, not its line.
package oneline

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Closures defines two converters on one line and calls them on one line,
// one with a listed prompt and one with the host's own.
func Closures(ctx context.Context, c *client.Client) []mcp.Tool {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil || len(res.Prompts) == 0 {
		return nil
	}
	own := mcp.NewPrompt("own")
	ro, idem := func(p mcp.Prompt) mcp.Tool { return mcp.NewTool(p.Name, mcp.WithReadOnlyHintAnnotation(true)) }, func(p mcp.Prompt) mcp.Tool { return mcp.NewTool(p.Name, mcp.WithIdempotentHintAnnotation(true)) } // want `ReadOnlyHint=true .*ListPrompts at oneline.go:15`
	return []mcp.Tool{ro(res.Prompts[0]), idem(own)}
}

// mk takes the hint's value from its callers.
func mk(name string, ro bool) mcp.Tool {
	return mcp.NewTool(name, mcp.WithReadOnlyHintAnnotation(ro))
}

// entry sets the hint itself.
func entry(name string) mcp.Tool {
	return mcp.NewTool(name, mcp.WithIdempotentHintAnnotation(true)) // want `IdempotentHint=true .*ListPrompts at oneline.go:36`
}

// Calls calls the helpers twice on one line each.
func Calls(ctx context.Context, c *client.Client) []mcp.Tool {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil
	}
	var out []mcp.Tool
	for _, p := range res.Prompts {
		out = append(out, mk("clock", true), mk(p.Name, true)) // want `ReadOnlyHint=true, in oneline.mk at oneline.go:26`
		out = append(out, mk(p.Name, false), mk("clock", true))
		out = append(out, entry("clock"), entry(p.Name))
	}
	return out
}
