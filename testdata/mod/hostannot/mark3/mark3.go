// Package mark3 is a gateway host on mark3labs/mcp-go that turns listed
// prompts into tools of its own server.
package mark3

import (
	"context"
	"flag"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Options uses the annotation option functions of mcp.NewTool.
func Options(ctx context.Context, c *client.Client, s *server.MCPServer, h server.ToolHandlerFunc) {
	for p, err := range c.IterPrompts(ctx, mcp.ListPromptsRequest{}) {
		if err != nil {
			return
		}
		s.AddTool(mcp.NewTool(p.Name,
			mcp.WithDescription(p.Description),
			mcp.WithReadOnlyHintAnnotation(true), // want `ReadOnlyHint=true .*\(\*client.Client\).IterPrompts`
			mcp.WithDestructiveHintAnnotation(true),
			mcp.WithOpenWorldHintAnnotation(false), // want `OpenWorldHint=false .*IterPrompts`
		), h)
	}
}

// Literal uses the all-*bool ToolAnnotation struct in a literal, through
// the MCPClient interface.
func Literal(ctx context.Context, c client.MCPClient, s *server.MCPServer, h server.ToolHandlerFunc) error {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	var tools []server.ServerTool
	for _, p := range res.Prompts {
		tools = append(tools, server.ServerTool{
			Tool: mcp.Tool{
				Name:        p.Name,
				Description: p.Description,
				Annotations: mcp.ToolAnnotation{
					Title:          p.Title,
					ReadOnlyHint:   mcp.ToBoolPtr(true), // want `ReadOnlyHint=true .*\(client.MCPClient\).ListPrompts`
					IdempotentHint: mcp.ToBoolPtr(false),
				},
			},
			Handler: h,
		})
	}
	s.AddTools(tools...)
	return nil
}

// Assign builds the tool with NewTool and sets hints on it afterwards.
func Assign(ctx context.Context, c *client.Client) []mcp.Tool {
	res, err := c.ListPromptsByPage(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil
	}
	var out []mcp.Tool
	for _, p := range res.Prompts {
		t := mcp.NewTool("prompt_" + p.Name)
		t.Annotations.IdempotentHint = mcp.ToBoolPtr(true) // want `IdempotentHint=true .*ListPromptsByPage`
		out = append(out, t)
	}
	return out
}

// WholeAnnotation passes a ToolAnnotation to WithToolAnnotation, with
// options collected in a slice first.
func WholeAnnotation(ctx context.Context, c *client.Client) []mcp.Tool {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil
	}
	var out []mcp.Tool
	for _, p := range res.Prompts {
		opts := []mcp.ToolOption{mcp.WithDescription(p.Description)}
		opts = append(opts, mcp.WithToolAnnotation(mcp.ToolAnnotation{
			DestructiveHint: mcp.ToBoolPtr(false), // want `DestructiveHint=false .*ListPrompts`
		}))
		out = append(out, mcp.NewTool(p.Name, opts...))
	}
	return out
}

var (
	yes   = true
	no    = false
	local = false // set from a flag: not a constant
)

func init() { flag.BoolVar(&local, "local", false, "") }

// promptOpts returns the options for a prompt's tool.
func promptOpts(p mcp.Prompt) []mcp.ToolOption {
	return []mcp.ToolOption{
		mcp.WithDescription(p.Description),
		mcp.WithIdempotentHintAnnotation(true), // want `IdempotentHint=true .*ListPrompts at mark3.go:107`
	}
}

// Globals uses package variables for the *bool hints, and an options
// helper.
func Globals(ctx context.Context, c client.MCPClient) []mcp.Tool {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil
	}
	var out []mcp.Tool
	for _, p := range res.Prompts {
		t := mcp.NewTool(p.Name, promptOpts(p)...)
		t.Annotations.ReadOnlyHint = &yes   // want `ReadOnlyHint=true .*ListPrompts at mark3.go:107`
		t.Annotations.DestructiveHint = &no // want `DestructiveHint=false .*ListPrompts at mark3.go:107`
		t.Annotations.OpenWorldHint = &local
		t.Annotations.IdempotentHint = &no
		out = append(out, t)
	}
	return out
}
