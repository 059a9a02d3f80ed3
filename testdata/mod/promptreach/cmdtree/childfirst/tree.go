// Package childfirst keeps the host's tools in a command tree whose
// recursive field comes before the function field.
package childfirst

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/ollama/ollama/api"
)

// Command is a node of the tool tree.
type Command struct {
	children []*Command
	Name     string
	Run      func(ctx context.Context, arg string) error
}

func (c *Command) find(name string) *Command {
	if c.Name == name {
		return c
	}
	for _, k := range c.children {
		if f := k.find(name); f != nil {
			return f
		}
	}
	return nil
}

// Host runs the model's tool calls against the tree.
type Host struct {
	root Command
	menu Command
}

// New builds the tree: a prompt fetcher under the model's root, and the
// same under the user's menu.
func New(cs *mcp.ClientSession) *Host {
	fetch := func(ctx context.Context, arg string) error {
		_, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: arg})
		return err
	}
	echo := func(ctx context.Context, arg string) error { return nil }
	h := &Host{}
	h.root = Command{Name: "tools", children: []*Command{{Name: "echo", Run: echo}, {Name: "prompt", Run: fetch}}}
	h.menu = Command{Name: "menu", children: []*Command{{Name: "prompt", Run: fetch}}}
	return h
}

// Dispatch runs the tool calls of a model's reply.
func (h *Host) Dispatch(ctx context.Context, resp api.ChatResponse) {
	for _, tc := range resp.Message.ToolCalls {
		if c := h.root.find(tc.Function.Name); c != nil {
			_ = c.Run(ctx, tc.Function.Name) // want `model tool-call dispatch \(\*childfirst.Host\).Dispatch reaches prompts/get`
		}
	}
}

// Pick runs what a person picked from the menu.
func (h *Host) Pick(ctx context.Context, picked string) {
	if c := h.menu.find(picked); c != nil {
		_ = c.Run(ctx, picked)
	}
}
