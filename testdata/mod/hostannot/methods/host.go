// Package methods is a host that keeps the listed prompts in its state and
// builds its model tools in methods and helpers of its own.
package methods

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// ModelTool mirrors the hints under JSON names.
type ModelTool struct {
	Name     string `json:"name"`
	Desc     string `json:"description"`
	ReadOnly bool   `json:"readOnlyHint,omitempty"`
	Danger   *bool  `json:"destructiveHint,omitempty"`
	Sticky   bool   `json:"sticky"`
}

// MarkSafe sets a hint on the tool it is called on.
func (t *ModelTool) MarkSafe() { t.ReadOnly = true } // want MarkSafe:`ReadOnlyHint=true@host.go:22 params\[0\] hintParam-1` MarkSafe:`reach:carrier\[\] returned\[\]`

type Host struct {
	c       client.MCPClient
	prompts []mcp.Prompt
	byName  map[string]mcp.Prompt
	tools   []ModelTool
}

func (h *Host) Refresh(ctx context.Context) error { // want Refresh:`reach:carrier\[\] returned\[\]`
	res, err := h.c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	h.prompts = res.Prompts
	h.byName = map[string]mcp.Prompt{}
	for _, p := range res.Prompts {
		h.byName[p.Name] = p
	}
	return nil
}

// Tools builds tools from the stored prompts in another method.
func (h *Host) Tools() []ModelTool { // want Tools:`reach:carrier\[\] returned\[0\]`
	var out []ModelTool
	for _, p := range h.prompts {
		out = append(out, ModelTool{Name: p.Name, Desc: p.Description, ReadOnly: true}) // want `ReadOnlyHint=true .*\(client.MCPClient\).ListPrompts at host.go:32`
	}
	for name := range h.byName {
		no := false
		out = append(out, ModelTool{Name: "p_" + name, Danger: &no}) // want `DestructiveHint=false`
	}
	return out
}

// Builtins marks the host's own tools safe through a method.
func (h *Host) Builtins() []ModelTool { // want Builtins:`reach:carrier\[\] returned\[\]`
	clock := &ModelTool{Name: "clock", Desc: "time"}
	clock.MarkSafe()
	grep := ModelTool{Name: "grep", Sticky: true}
	grep.MarkSafe()
	return []ModelTool{*clock, grep, mk("echo", true)}
}

// mk takes the hint's value from its callers.
func mk(name string, ro bool) ModelTool {
	return ModelTool{Name: name, ReadOnly: ro}
}

// build sets the hint itself; one of its callers gives it a prompt's name.
func build(name string) ModelTool {
	return ModelTool{Name: name, ReadOnly: true} // want `ReadOnlyHint=true .*ListPrompts`
}

func (h *Host) Mixed() []ModelTool {
	out := []ModelTool{build("clock")}
	for _, p := range h.prompts {
		out = append(out, mk(p.Name, false))
		out = append(out, mk(p.Name, true)) // want `ReadOnlyHint=true, in methods.mk at host.go:68, on a tool built from a listed prompt \(\(client.MCPClient\).ListPrompts`
		out = append(out, build(p.Name))
		go func() {
			t := ModelTool{Name: p.Name}
			t.ReadOnly = true // want `ReadOnlyHint=true`
			h.tools = append(h.tools, t)
		}()
	}
	return out
}

// Closures takes the hint's value through a local function.
func (h *Host) Closures() []ModelTool { // want Closures:`reach:carrier\[\] returned\[0\]`
	var out []ModelTool
	add := func(name string, ro bool) {
		out = append(out, ModelTool{Name: name, ReadOnly: ro})
	}
	add("clock", true)
	for _, p := range h.prompts {
		add(p.Name, false)
		add(p.Name, true) // want `ReadOnlyHint=true, in \(\*methods.Host\).Closures\.func1 at host.go:95`
	}
	return out
}

// promptTools lists the prompts itself and takes the hint's value from
// its callers.
func (h *Host) promptTools(ctx context.Context, ro bool) []ModelTool {
	var out []ModelTool
	res, err := h.c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil
	}
	for _, p := range res.Prompts {
		out = append(out, mk(p.Name, ro))
	}
	return out
}

func (h *Host) Both(ctx context.Context) []ModelTool { // want Both:`reach:carrier\[\] returned\[\]`
	safe := h.promptTools(ctx, true) // want `ReadOnlyHint=true, in methods.mk \(via \(\*methods.Host\).promptTools\) at host.go:68, on a tool built from a listed prompt \(\(client.MCPClient\).ListPrompts at host.go:109`
	return append(safe, h.promptTools(ctx, false)...)
}
