// Package m3impl has mcp-go tool decorators and option helpers that hosts
// reach through interfaces and function values.
package m3impl

import "github.com/mark3labs/mcp-go/mcp"

// Annotator decorates a tool before a host exposes it.
type Annotator interface {
	Annotate(t *mcp.Tool)
}

// ReadOnly marks the tool read-only.
type ReadOnly struct{}

func (ReadOnly) Annotate(t *mcp.Tool) { // want Annotate:`ReadOnlyHint=true@m3impl.go:16 params\[1\] hintParam-1`
	t.Annotations.ReadOnlyHint = mcp.ToBoolPtr(true)
}

// Plain sets no hint.
type Plain struct{}

func (Plain) Annotate(t *mcp.Tool) {
	t.Annotations.Title = t.Name
}

// Idempotent returns an option that sets a hint.
func Idempotent() mcp.ToolOption { // want Idempotent:`IdempotentHint=true@m3impl.go:28 params\[\] hintParam-1 returned`
	return mcp.WithIdempotentHintAnnotation(true)
}

// Describe returns an option without a hint.
func Describe() mcp.ToolOption {
	return mcp.WithDescription("a prompt")
}
