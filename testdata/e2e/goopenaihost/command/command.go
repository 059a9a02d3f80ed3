// Package command is a name → function table, used both for the model's
// tools and for the user's slash commands.
package command

import (
	"context"
	"fmt"
)

// Func runs a command with its raw argument string.
type Func func(ctx context.Context, args string) (string, error)

// Table maps names to functions.
type Table map[string]Func

// Run runs the function called name.
func (t Table) Run(ctx context.Context, name, args string) (string, error) {
	fn, ok := t[name]
	if !ok {
		return "", fmt.Errorf("unknown command %q", name)
	}
	return fn(ctx, args)
}
