// Package kit is a toolbox of interface values, and installers that fill
// a toolbox they are given: one with a tool that fetches MCP prompts, one
// with a clock.
package kit

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool is one tool of a box.
type Tool interface {
	Name() string
	Run(ctx context.Context, args string) (string, error)
}

// Func runs a tool.
type Func func(ctx context.Context, args string) (string, error)

type fnTool struct {
	name string
	fn   Func
}

func (t fnTool) Name() string { return t.name }

func (t fnTool) Run(ctx context.Context, args string) (string, error) { return t.fn(ctx, args) }

// Box holds tools.
type Box struct {
	tools []Tool
}

// Add keeps fn as the tool name.
func (b *Box) Add(name string, fn Func) {
	b.tools = append(b.tools, fnTool{name: name, fn: fn})
}

// Invoke runs the tool called name.
func (b *Box) Invoke(ctx context.Context, name, args string) (string, error) {
	for _, t := range b.tools {
		if t.Name() == name {
			return t.Run(ctx, args)
		}
	}
	return "", nil
}

// InstallPrompts adds to b a tool that fetches the upstream's prompt named
// by the tool's arguments.
func InstallPrompts(b *Box, upstream *mcp.ClientSession) {
	b.Add("use_prompt", func(ctx context.Context, args string) (string, error) {
		res, err := upstream.GetPrompt(ctx, &mcp.GetPromptParams{Name: args})
		if err != nil {
			return "", err
		}
		return res.Description, nil
	})
}

// InstallClock adds to b a tool that reads the clock.
func InstallClock(b *Box) {
	b.Add("clock", func(ctx context.Context, args string) (string, error) { return "noon", nil })
}
