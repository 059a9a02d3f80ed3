// Package generics dispatches genai function calls through a generic
// registry holding method values.
package generics

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"google.golang.org/genai"
)

type Registry[T any] struct {
	fns map[string]func(context.Context, T) (string, error)
}

func NewRegistry[T any]() *Registry[T] {
	return &Registry[T]{fns: map[string]func(context.Context, T) (string, error){}}
}

func (r *Registry[T]) Add(name string, f func(context.Context, T) (string, error)) { r.fns[name] = f }

func (r *Registry[T]) Invoke(ctx context.Context, name string, arg T) (string, error) {
	return r.fns[name](ctx, arg)
}

type Host struct {
	cs    *mcp.ClientSession
	tools *Registry[map[string]any]
}

func (h *Host) workflow(ctx context.Context, args map[string]any) (string, error) {
	name, _ := args["name"].(string)
	res, err := h.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

func (h *Host) weather(ctx context.Context, args map[string]any) (string, error) { return "sunny", nil }

func New(cs *mcp.ClientSession) *Host {
	h := &Host{cs: cs, tools: NewRegistry[map[string]any]()}
	h.tools.Add("weather", h.weather)
	h.tools.Add("workflow", h.workflow)
	return h
}

func (h *Host) Respond(ctx context.Context, resp *genai.GenerateContentResponse) {
	for _, fc := range resp.FunctionCalls() {
		_, _ = h.tools.Invoke(ctx, fc.Name, fc.Args) // want `\(\*generics.Host\).Respond → \(\*generics.Registry\).Invoke → \(\*generics.Host\).workflow → \(\*mcp.ClientSession\).GetPrompt`
	}
}
