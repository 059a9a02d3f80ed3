// Package reg is a tool registry used by other packages.
package reg

import "context"

type Handler func(ctx context.Context, args string) (string, error)

type Registry struct {
	handlers map[string]Handler
}

func New() *Registry { return &Registry{handlers: map[string]Handler{}} }

func (r *Registry) Register(name string, h Handler) { r.handlers[name] = h }

func (r *Registry) Call(ctx context.Context, name, args string) (string, error) {
	h, ok := r.handlers[name]
	if !ok {
		return "", nil
	}
	return h(ctx, args)
}

// Default is a process-wide registry.
var Default = map[string]Handler{}

func CallDefault(ctx context.Context, name, args string) (string, error) {
	return Default[name](ctx, args)
}
