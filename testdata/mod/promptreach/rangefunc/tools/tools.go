// Package tools is a host's tool interface and the registry the model's
// tool calls run on.
package tools

import (
	"context"
	"encoding/json"
)

// Tool is one capability the model can use.
type Tool interface {
	Name() string
	Run(ctx context.Context, input json.RawMessage) (string, error)
}

// Registry holds tools by name.
type Registry struct{ byName map[string]Tool }

// NewRegistry builds a registry of ts.
func NewRegistry(ts []Tool) *Registry {
	r := &Registry{byName: map[string]Tool{}}
	for _, t := range ts {
		r.byName[t.Name()] = t
	}
	return r
}

// Run runs the named tool.
func (r *Registry) Run(ctx context.Context, name string, input json.RawMessage) (string, error) {
	t, ok := r.byName[name]
	if !ok {
		return "", nil
	}
	return t.Run(ctx, input)
}
