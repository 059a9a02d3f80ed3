// Package tool is an agent framework's tool interface with a generic
// adapter: a name and a function, which knows nothing of prompts.
package tool

import "context"

// Tool is one capability the model can use.
type Tool interface {
	Name() string
	Call(ctx context.Context, input string) (string, error)
}

// FuncTool adapts a function to Tool.
type FuncTool struct {
	N        string
	CallFunc func(ctx context.Context, input string) (string, error)
}

// Name implements Tool.
func (t *FuncTool) Name() string { return t.N }

// Call implements Tool.
func (t *FuncTool) Call(ctx context.Context, input string) (string, error) {
	return t.CallFunc(ctx, input)
}
