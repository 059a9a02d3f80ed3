// Package negatives holds hosts and servers that set hints legitimately.
package negatives

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ModelTool is the host's own tool type.
type ModelTool struct {
	Name            string
	Description     string
	ReadOnlyHint    bool
	DestructiveHint *bool
	FromPrompt      bool
}

// Inventory copies the server's own tool annotations through, in the same
// function that also lists prompts (for a menu, without hints).
func Inventory(ctx context.Context, cs *mcp.ClientSession) ([]ModelTool, []string, error) {
	var out []ModelTool
	var menu []string
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	for _, t := range tools.Tools {
		mt := ModelTool{Name: t.Name, Description: t.Description}
		if t.Annotations != nil {
			mt.ReadOnlyHint = t.Annotations.ReadOnlyHint
			mt.DestructiveHint = t.Annotations.DestructiveHint
		}
		out = append(out, mt)
	}
	prompts, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	for _, p := range prompts.Prompts {
		menu = append(menu, p.Name)
		out = append(out, ModelTool{Name: p.Name, FromPrompt: true, ReadOnlyHint: false})
	}
	return out, menu, nil
}

// Iter copies annotations of tools from the iterator; the copy of the
// whole annotation value and a conditional copy are faithful too.
func Iter(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	for t, err := range cs.Tools(ctx, nil) {
		if err != nil {
			return
		}
		var ann mcp.ToolAnnotations
		if t.Annotations != nil {
			ann = *t.Annotations
		}
		mt := ModelTool{Name: t.Name}
		if t.Annotations != nil && t.Annotations.ReadOnlyHint {
			mt.ReadOnlyHint = true
		}
		_ = mt
		s.AddTool(&mcp.Tool{Name: "upstream_" + t.Name, Annotations: &ann}, h)
	}
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		_ = p.Name
	}
}

// Builtins are the host's own tools, with hints chosen by their authors.
func Builtins() []ModelTool {
	f := false
	return []ModelTool{
		{Name: "clock", Description: "current time", ReadOnlyHint: true, DestructiveHint: &f},
		{Name: "search", Description: "search the docs", ReadOnlyHint: true},
	}
}

// Merge appends built-in tools to listed prompts shown as context.
func Merge(ctx context.Context, cs *mcp.ClientSession) []ModelTool {
	out := Builtins()
	var mt ModelTool
	mt.Name = "shell"
	mt.ReadOnlyHint = false
	out = append(out, mt)
	res, err := cs.ListPrompts(ctx, nil)
	if err == nil {
		desc := "prompts: "
		for _, p := range res.Prompts {
			desc += p.Name + " "
		}
		ro := ModelTool{Name: "prompt_menu", Description: "show the menu", ReadOnlyHint: true}
		out = append(out, ro)
		_ = desc
	}
	return out
}
