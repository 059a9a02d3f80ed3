// Package impl has go-sdk tool decorators that hosts reach through
// interfaces and function values: the hints are reported where a host
// gives them a tool built from a listed prompt.
package impl

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Annotator decorates a tool before a host exposes it.
type Annotator interface {
	Annotate(t *mcp.Tool)
}

// ReadOnly marks the tool read-only.
type ReadOnly struct{}

func (ReadOnly) Annotate(t *mcp.Tool) { // want Annotate:`ReadOnlyHint=true@impl.go:17 params\[1\] hintParam-1`
	t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
}

// Plain sets no hint.
type Plain struct{}

func (Plain) Annotate(t *mcp.Tool) {
	t.Annotations = &mcp.ToolAnnotations{Title: t.Name}
}

// MarkClosed is a decorator for function-valued fields and maps.
func MarkClosed(t *mcp.Tool) { // want MarkClosed:`OpenWorldHint=false@impl.go:30 params\[0\] hintParam-1`
	f := false
	t.Annotations = &mcp.ToolAnnotations{OpenWorldHint: &f}
}

// KeepOpen sets the permissive value's opposite.
func KeepOpen(t *mcp.Tool) {
	o := true
	t.Annotations = &mcp.ToolAnnotations{OpenWorldHint: &o}
}

// Flagger sets the hint its caller gives.
type Flagger interface {
	Flag(t *mcp.Tool, idem bool)
}

// Idem is a Flagger.
type Idem struct{ Title string }

func (i *Idem) Flag(t *mcp.Tool, idem bool) { // want Flag:`IdempotentHint=true@impl.go:48 params\[0 1\] hintParam2`
	t.Annotations = &mcp.ToolAnnotations{Title: i.Title, IdempotentHint: idem}
}

// Safe returns annotations for its caller to attach.
func Safe() *mcp.ToolAnnotations { // want Safe:`DestructiveHint=false@impl.go:54 params\[\] hintParam-1 returned`
	f := false
	return &mcp.ToolAnnotations{DestructiveHint: &f}
}

// Titled returns annotations without a hint.
func Titled() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{Title: "prompt"}
}
