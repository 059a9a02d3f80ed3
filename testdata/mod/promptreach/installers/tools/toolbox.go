package tools

import (
	"context"
	"fmt"
)

// Package tools holds the host's tools and their registry.
// ToolFunc runs one capability of the host with JSON-decoded arguments.
type ToolFunc func(ctx context.Context, args map[string]any) (string, error)

// Named is a tool that knows its name.
type Named interface {
	ToolName() string
	Run(ctx context.Context, args map[string]any) (string, error)
}

type namedTool struct {
	name string
	impl ToolFunc
}

func (n namedTool) ToolName() string { return n.name }

func (n namedTool) Run(ctx context.Context, args map[string]any) (string, error) {
	return n.impl(ctx, args)
}

// Toolbox is the host's list of tools.
type Toolbox struct {
	tools []Named
}

// NewToolbox returns an empty toolbox.
func NewToolbox() *Toolbox { return &Toolbox{} }

// Register adds t under name.
func (b *Toolbox) Register(name string, t ToolFunc) {
	b.tools = append(b.tools, namedTool{name: name, impl: t})
}

// Call runs the tool named name.
func (b *Toolbox) Call(ctx context.Context, name string, args map[string]any) (string, error) {
	for _, t := range b.tools {
		if t.ToolName() == name {
			return t.Run(ctx, args)
		}
	}
	return "", fmt.Errorf("unknown tool %q", name)
}
