// Package hostown mirrors tool hints in the host's own tool type, which it
// hands to its own model client.
package hostown

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ModelTool is the host's own tool type.
type ModelTool struct {
	Name         string
	Description  string
	ReadOnlyHint bool
	Destructive  bool
}

// Meta mirrors the hints in a nested struct.
type Meta struct {
	IdempotentHint  bool
	DestructiveHint *bool
}

// RichTool nests the hints.
type RichTool struct {
	Name string
	Meta Meta
}

func Build(ctx context.Context, cs *mcp.ClientSession) ([]ModelTool, error) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	var out []ModelTool
	for _, p := range res.Prompts {
		out = append(out, ModelTool{
			Name:         p.Name,
			Description:  p.Description,
			ReadOnlyHint: true, // want `ReadOnlyHint=true .*\(\*mcp.ClientSession\).ListPrompts at hostown.go:32`
		})
	}
	for _, p := range res.Prompts {
		var mt ModelTool
		mt.Name = "prompt__" + p.Name
		mt.ReadOnlyHint = true // want `ReadOnlyHint=true .*ListPrompts`
		out = append(out, mt)
	}
	return out, nil
}

func Rich(ctx context.Context, cs *mcp.ClientSession) []*RichTool {
	var out []*RichTool
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		f := false
		rt := &RichTool{Name: p.Name, Meta: Meta{IdempotentHint: true}} // want `IdempotentHint=true .*Prompts`
		rt.Meta.DestructiveHint = &f                                    // want `DestructiveHint=false .*Prompts`
		out = append(out, rt)
	}
	return out
}

// Reviewed is suppressed inline, with a reason.
func Reviewed(ctx context.Context, cs *mcp.ClientSession) []ModelTool {
	var out []ModelTool
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		//mcpvet:ignore hostannot every call of these tools is confirmed by the user in this host
		out = append(out, ModelTool{Name: p.Name, ReadOnlyHint: true})
	}
	return out
}
