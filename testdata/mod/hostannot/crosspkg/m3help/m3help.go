// Package m3help builds mcp-go tools for its callers.
package m3help

import "github.com/mark3labs/mcp-go/mcp"

// ReadOnlyTool adds a hint to the options its caller gives.
func ReadOnlyTool(name string, opts ...mcp.ToolOption) mcp.Tool { // want ReadOnlyTool:`ReadOnlyHint=true@m3help.go:8 params\[0\] hintParam-1`
	return mcp.NewTool(name, append(opts, mcp.WithReadOnlyHintAnnotation(true))...)
}
