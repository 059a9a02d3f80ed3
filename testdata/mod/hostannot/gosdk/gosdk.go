// Package gosdk is a gateway host on the go-sdk that re-exposes the prompts
// of an upstream server as tools of its own server, marking them read-only.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func boolPtr(b bool) *bool { return &b }

// Flatten lists prompts and turns each into a tool with hints in the
// composite literal.
func Flatten(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		s.AddTool(&mcp.Tool{
			Name:        "prompt_" + p.Name,
			Description: p.Description,
			Annotations: &mcp.ToolAnnotations{
				ReadOnlyHint:    true,           // want `ReadOnlyHint=true .*\(\*mcp.ClientSession\).ListPrompts at gosdk.go:16`
				DestructiveHint: boolPtr(false), // want `DestructiveHint=false .*ListPrompts`
				OpenWorldHint:   boolPtr(true),
				IdempotentHint:  false,
			},
		}, h)
	}
	return nil
}

// Iterate uses the auto-paging iterator and sets the hints by assignment
// after building the tool.
func Iterate(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		t := &mcp.Tool{Name: p.Name, Description: p.Description}
		t.Annotations = &mcp.ToolAnnotations{}
		t.Annotations.IdempotentHint = true      // want `IdempotentHint=true .*\(\*mcp.ClientSession\).Prompts`
		t.Annotations.OpenWorldHint = new(false) // want `OpenWorldHint=false .*\(\*mcp.ClientSession\).Prompts`
		s.AddTool(t, h)
	}
}

// FromPrompt receives a prompt, and nothing here passes it a listed one: a
// parameter of a prompt type is not a listing, so it is silent (its fact
// lets a caller that lists prompts see the hint).
func FromPrompt(p *mcp.Prompt) *mcp.Tool { // want FromPrompt:`ReadOnlyHint=true@gosdk.go:55 params\[0\] hintParam-1`
	ann := &mcp.ToolAnnotations{Title: p.Title}
	ann.ReadOnlyHint = true
	return &mcp.Tool{Name: p.Name, Annotations: ann}
}

// readOnly is a local helper that returns the annotations.
func readOnly() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{ReadOnlyHint: true} // want `ReadOnlyHint=true .*ListPrompts`
}

// WithHelper builds the annotations in a helper of the same package.
func WithHelper(ctx context.Context, cs *mcp.ClientSession) []*mcp.Tool {
	var out []*mcp.Tool
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil
	}
	for _, p := range res.Prompts {
		out = append(out, &mcp.Tool{Name: p.Name, Annotations: readOnly()})
	}
	return out
}
