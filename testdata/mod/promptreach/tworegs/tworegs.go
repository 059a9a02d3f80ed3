// Package tworegs keeps user commands and model tools in two instances of
// one registry type, dispatched by the same method: only the model's
// instance may not hold the prompt runner.
package tworegs

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Handler interface {
	Handle(ctx context.Context, args string) (string, error)
}

type Registry struct {
	entries map[string]Handler
}

func NewRegistry() *Registry { return &Registry{entries: map[string]Handler{}} }

func (r *Registry) Add(name string, h Handler) { r.entries[name] = h }

func (r *Registry) Call(ctx context.Context, name, args string) (string, error) {
	h, ok := r.entries[name]
	if !ok {
		return "", nil
	}
	return h.Handle(ctx, args)
}

type promptRunner struct{ cs *mcp.ClientSession }

func (p promptRunner) Handle(ctx context.Context, args string) (string, error) {
	res, err := p.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: args})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

type clock struct{}

func (clock) Handle(ctx context.Context, args string) (string, error) { return "noon", nil }

type Host struct {
	commands *Registry
	tools    *Registry
}

func NewHost(cs *mcp.ClientSession) *Host {
	h := &Host{commands: NewRegistry(), tools: NewRegistry()}
	h.commands.Add("/prompt", promptRunner{cs})
	h.tools.Add("clock", clock{})
	return h
}

// OnToolUse runs a model's tool call: only safe tools are registered.
func (h *Host) OnToolUse(ctx context.Context, tu anthropic.ToolUseBlock) (string, error) {
	return h.tools.Call(ctx, tu.Name, string(tu.Input))
}

// OnSlash runs a command the user typed.
func (h *Host) OnSlash(ctx context.Context, name string) (string, error) {
	return h.commands.Call(ctx, name, "")
}

// BadHost registers the prompt runner as a model tool too.
type BadHost struct {
	commands *Registry
	tools    *Registry
}

func NewBadHost(cs *mcp.ClientSession) *BadHost {
	h := &BadHost{commands: NewRegistry(), tools: NewRegistry()}
	h.commands.Add("/prompt", promptRunner{cs})
	h.tools.Add("run_prompt", promptRunner{cs})
	return h
}

func (h *BadHost) OnToolUse(ctx context.Context, tu anthropic.ToolUseBlock) (string, error) {
	return h.tools.Call(ctx, tu.Name, string(tu.Input)) // want `model tool-call handler \(\*tworegs.BadHost\).OnToolUse reaches prompts/get: \(\*tworegs.BadHost\).OnToolUse → \(\*tworegs.Registry\).Call → \(tworegs.promptRunner\).Handle → \(\*mcp.ClientSession\).GetPrompt`
}
