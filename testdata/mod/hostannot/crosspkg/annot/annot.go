// Package annot has annotation helpers on the go-sdk.
package annot

import "github.com/modelcontextprotocol/go-sdk/mcp"

// ReadOnly returns annotations with a hint; its callers decide which tool
// gets them.
func ReadOnly() *mcp.ToolAnnotations { // want ReadOnly:`ReadOnlyHint=true@annot.go:9 params\[\] hintParam-1 returned`
	return &mcp.ToolAnnotations{ReadOnlyHint: true}
}

// Safe returns the annotations through another function.
func Safe() *mcp.ToolAnnotations { // want Safe:`ReadOnlyHint=true@annot.go:9 params\[\] hintParam-1 returned`
	return ReadOnly()
}

// FromPrompt receives a prompt: whether it is a listed one is its caller's
// to say, so the hint is reported where a listed prompt is passed
// (host.go), not here.
func FromPrompt(p *mcp.Prompt) *mcp.Tool { // want FromPrompt:`IdempotentHint=true@annot.go:23 params\[0\] hintParam-1`
	return &mcp.Tool{
		Name:        p.Name,
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true},
	}
}

// Named builds a tool named by its caller with a hint, on the go-sdk.
func Named(name string) *mcp.Tool { // want Named:`DestructiveHint=false@annot.go:31 params\[0\] hintParam-1`
	f := false
	return &mcp.Tool{Name: name, Annotations: &mcp.ToolAnnotations{
		DestructiveHint: &f,
	}}
}
