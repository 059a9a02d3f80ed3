// Package tools is the host's registry of tools: their definitions, handed
// to the model, and the functions that run them.
package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

// Func runs one tool with the input the caller decoded from a tool call.
type Func func(ctx context.Context, input json.RawMessage) (string, error)

// Registry maps tool names to their functions.
type Registry struct {
	defs  map[string]anthropic.ToolParam
	funcs map[string]Func
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{defs: map[string]anthropic.ToolParam{}, funcs: map[string]Func{}}
}

// Add registers a tool.
func (r *Registry) Add(name, description string, props map[string]any, fn Func) {
	r.defs[name] = anthropic.ToolParam{
		Name:        name,
		Description: anthropic.String(description),
		InputSchema: anthropic.ToolInputSchemaParam{Properties: props},
	}
	r.funcs[name] = fn
}

// Params returns the tool definitions, sorted by name, for a request.
func (r *Registry) Params() []anthropic.ToolUnionParam {
	names := make([]string, 0, len(r.defs))
	for n := range r.defs {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]anthropic.ToolUnionParam, 0, len(names))
	for _, n := range names {
		def := r.defs[n]
		out = append(out, anthropic.ToolUnionParam{OfTool: &def})
	}
	return out
}

// Run runs the tool called name.
func (r *Registry) Run(ctx context.Context, name string, input json.RawMessage) (string, error) {
	fn, ok := r.funcs[name]
	if !ok {
		return "", fmt.Errorf("unknown tool %q", name)
	}
	return fn(ctx, input)
}
