// Package tool is a host's provider-neutral tool interface and registry.
package tool

import "context"

// Tool is one capability the agent can run for the model.
type Tool interface {
	Name() string
	Execute(ctx context.Context, args string) (string, error)
}

// Registry holds tools by name.
type Registry struct {
	byName map[string]Tool
}

// NewRegistry returns a registry of ts.
func NewRegistry(ts ...Tool) *Registry {
	r := &Registry{byName: map[string]Tool{}}
	for _, t := range ts {
		r.byName[t.Name()] = t
	}
	return r
}

// Lookup returns the tool named name.
func (r *Registry) Lookup(name string) (Tool, bool) {
	t, ok := r.byName[name]
	return t, ok
}
