// Package tool is a registry of named tools, of one interface type.
package tool

import "context"

type Tool interface {
	Run(ctx context.Context) (string, error)
}

type Registry struct{ tools map[string]Tool }

func NewRegistry() *Registry { return &Registry{tools: map[string]Tool{}} }

func (r *Registry) Add(name string, t Tool) { r.tools[name] = t }

func (r *Registry) Run(ctx context.Context, name string) (string, error) {
	return r.tools[name].Run(ctx)
}
