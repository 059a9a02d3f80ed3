// Package registry keeps tools in a chain of lookup closures: Register
// wraps the lookup it had in a closure that answers for the new name and
// asks the older lookup otherwise. What Register is given is kept in the
// closure it makes, not below the toolbox: Register stores nothing a
// caller can see, and only Call, which runs what the lookup returns, says
// that it runs Register's t.
package registry

import (
	"context"
	"fmt"
)

// ToolFunc runs one tool with the model's arguments.
type ToolFunc func(ctx context.Context, args string) (string, error)

// Toolbox resolves a tool name through its lookups, newest first.
type Toolbox struct {
	lookup func(name string) (ToolFunc, bool)
}

// NewToolbox returns a toolbox without tools.
func NewToolbox() *Toolbox {
	return &Toolbox{lookup: func(string) (ToolFunc, bool) { return nil, false }}
}

// Register adds t under name, in front of the earlier tools.
func (b *Toolbox) Register(name string, t ToolFunc) {
	next := b.lookup
	b.lookup = func(n string) (ToolFunc, bool) {
		if n == name {
			return t, true
		}
		return next(n)
	}
}

// Call runs the tool named name.
func (b *Toolbox) Call(ctx context.Context, name, args string) (string, error) {
	t, ok := b.lookup(name)
	if !ok {
		return "", fmt.Errorf("unknown tool %q", name)
	}
	return t(ctx, args)
}
