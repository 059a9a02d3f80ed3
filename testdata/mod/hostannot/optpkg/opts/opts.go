// Package opts has mcp-go tool option helpers for its callers.
package opts

import "github.com/mark3labs/mcp-go/mcp"

// ReadOnly returns one option that sets a hint; its callers decide which
// tool gets it.
func ReadOnly() mcp.ToolOption { // want ReadOnly:`ReadOnlyHint=true@opts.go:9 params\[\] hintParam-1 returned`
	return mcp.WithReadOnlyHintAnnotation(true)
}

// Safe returns options that set hints.
func Safe() []mcp.ToolOption { // want Safe:`ReadOnlyHint=true@opts.go:15 params\[\] hintParam-1 returned,DestructiveHint=false@opts.go:16 params\[\] hintParam-1 returned`
	return []mcp.ToolOption{
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(true),
	}
}

// Described adds a hint to the options its caller gives.
func Described(desc string, more ...mcp.ToolOption) []mcp.ToolOption { // want Described:`IdempotentHint=true@opts.go:23 params\[\] hintParam-1 returned`
	return append(more, mcp.WithDescription(desc), mcp.WithIdempotentHintAnnotation(true))
}

// Strict returns options with the hints at their strict values.
func Strict() []mcp.ToolOption {
	return []mcp.ToolOption{mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(true)}
}
