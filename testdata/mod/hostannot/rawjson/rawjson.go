// Package rawjson is a host that builds its model's tool entries as JSON
// maps, not as SDK or struct types.
package rawjson

import (
	"context"

	"example.com/t/hostannot/rawjson/jsonhelp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Literal nests the hint map in the entry's literal.
func Literal(ctx context.Context, cs *mcp.ClientSession) ([]map[string]any, error) {
	listed, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	var tools []map[string]any
	for _, p := range listed.Prompts {
		tools = append(tools, map[string]any{"name": p.Name, "description": p.Description,
			"annotations": map[string]any{"readOnlyHint": true}}) // want `ReadOnlyHint=true \(as key "readOnlyHint"\) .*\(\*mcp.ClientSession\).ListPrompts at rawjson.go:14`
	}
	return tools, nil
}

// Keyed builds the hint map first and assigns both by key.
func Keyed(ctx context.Context, cs *mcp.ClientSession) []map[string]interface{} {
	var tools []map[string]interface{}
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		ann := map[string]interface{}{}
		ann["readOnlyHint"] = true     // want `ReadOnlyHint=true \(as key "readOnlyHint"\) .*\(\*mcp.ClientSession\).Prompts`
		ann["destructiveHint"] = false // want `DestructiveHint=false \(as key "destructiveHint"\) .*Prompts`
		ann["idempotentHint"] = false
		ann["openWorldHint"] = true
		m := map[string]interface{}{}
		m["title"] = p.Title
		m["annotations"] = ann
		tools = append(tools, m)
	}
	return tools
}

// Tools builds the same maps from listed tools and from the host's own
// constants: silent.
func Tools(ctx context.Context, cs *mcp.ClientSession) []map[string]any {
	var tools []map[string]any
	listed, err := cs.ListTools(ctx, nil)
	if err != nil {
		return nil
	}
	for _, t := range listed.Tools {
		tools = append(tools, map[string]any{"name": t.Name, "description": t.Description,
			"annotations": map[string]any{"readOnlyHint": true}})
	}
	ann := map[string]any{}
	ann["readOnlyHint"] = true
	tools = append(tools, map[string]any{"name": "clock", "annotations": ann})
	return tools
}

// NotPermissive sets hints to their strict values on a prompt's entry.
func NotPermissive(ctx context.Context, cs *mcp.ClientSession) []map[string]any {
	var tools []map[string]any
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		tools = append(tools, map[string]any{"name": p.Name,
			"annotations": map[string]any{"readOnlyHint": false, "destructiveHint": true, "name": "x"}})
	}
	return tools
}

// ModelTool keeps its annotations as a JSON map.
type ModelTool struct {
	Name        string
	Annotations map[string]any
}

// Flat puts the hint next to the name, and in a struct's map field.
func Flat(ctx context.Context, cs *mcp.ClientSession) ([]map[string]any, []ModelTool) {
	var flat []map[string]any
	var own []ModelTool
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		flat = append(flat, map[string]any{"name": p.Name, "idempotentHint": true})                       // want `IdempotentHint=true \(as key "idempotentHint"\) .*Prompts at rawjson.go:87`
		own = append(own, ModelTool{Name: p.Name, Annotations: map[string]any{"destructiveHint": false}}) // want `DestructiveHint=false \(as key "destructiveHint"\)`
		own = append(own, ModelTool{Name: "clock", Annotations: map[string]any{"destructiveHint": false}})
	}
	return flat, own
}

// entry takes the hint's value from its callers.
func entry(desc string, ro bool) map[string]any {
	m := map[string]any{"description": desc}
	m["annotations"] = map[string]any{"readOnlyHint": ro}
	return m
}

// Helpers passes prompt data to the helpers of this package and of
// jsonhelp.
func Helpers(ctx context.Context, cs *mcp.ClientSession) []map[string]any {
	listed, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil
	}
	out := []map[string]any{jsonhelp.Clock(), jsonhelp.Entry("clock", true), entry("clock", true)}
	for _, p := range listed.Prompts {
		out = append(out, entry(p.Description, true)) // want `ReadOnlyHint=true, in rawjson.entry at rawjson.go:101, .*ListPrompts at rawjson.go:108`
		out = append(out, entry(p.Description, false))
		out = append(out, jsonhelp.Entry(p.Name, true)) // want `ReadOnlyHint=true, in jsonhelp.Entry at jsonhelp.go:9, .*ListPrompts at rawjson.go:108`
		out = append(out, jsonhelp.Entry(p.Name, false))
		m := map[string]any{"title": p.Title}
		jsonhelp.MarkSafe(m) // want `OpenWorldHint=false, in jsonhelp.MarkSafe at jsonhelp.go:15, .*ListPrompts at rawjson.go:108`
		out = append(out, m, map[string]any{"name": "static"})
	}
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		return nil
	}
	for _, t := range tools.Tools {
		out = append(out, jsonhelp.Entry(t.Name, true), entry(t.Description, true))
		m := map[string]any{"name": t.Name}
		jsonhelp.MarkSafe(m)
		out = append(out, m)
	}
	return out
}
