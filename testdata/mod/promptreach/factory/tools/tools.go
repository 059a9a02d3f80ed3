// Package tools is a host's tool interface and a registry of tools.
package tools

import (
	"context"
	"encoding/json"
	"fmt"
)

// Tool is one capability the model can use.
type Tool interface {
	Name() string
	Run(ctx context.Context, input json.RawMessage) (string, error)
}

// Registry holds tools in the order they were given.
type Registry struct{ items []Tool }

// NewRegistry builds a registry of ts.
func NewRegistry(ts ...Tool) *Registry { return &Registry{items: ts} }

// Get returns the tool of the given name.
func (r *Registry) Get(name string) (Tool, error) {
	for _, t := range r.items {
		if t.Name() == name {
			return t, nil
		}
	}
	return nil, fmt.Errorf("no tool %s", name)
}

// Clock tells the time.
type Clock struct{}

// Name implements Tool.
func (Clock) Name() string { return "clock" }

// Run implements Tool.
func (Clock) Run(context.Context, json.RawMessage) (string, error) { return "12:00", nil }
