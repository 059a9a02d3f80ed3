// Package local is a go-sdk gateway whose hint-setting helpers are reached
// through an interface method, a function-valued field or parameter, and
// a map of decorators, all in this package.
package local

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Annotator decorates a tool before the host exposes it.
type Annotator interface {
	Annotate(t *mcp.Tool)
}

// readOnly marks the tool read-only.
type readOnly struct{}

func (readOnly) Annotate(t *mcp.Tool) {
	t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true} // want `ReadOnlyHint=true .*\(\*mcp.ClientSession\).ListPrompts at local.go:34`
}

// plain sets no hint.
type plain struct{}

func (plain) Annotate(t *mcp.Tool) {
	t.Annotations = &mcp.ToolAnnotations{Title: t.Name}
}

// ViaInterface decorates the listed prompts' tools through an Annotator
// that is a readOnly.
func ViaInterface(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	var a Annotator = readOnly{}
	for _, p := range res.Prompts {
		t := &mcp.Tool{Name: p.Name}
		a.Annotate(t)
		s.AddTool(t, h)
	}
}

// ViaPlain calls the other implementation on the listed prompts' tools:
// the call site is given a plain, which sets no hint.
func ViaPlain(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	var a Annotator = plain{}
	for _, p := range res.Prompts {
		t := &mcp.Tool{Name: p.Name}
		a.Annotate(t)
		s.AddTool(t, h)
	}
}

// strict marks tools idempotent; the host only uses it on listed tools.
type strict struct{}

func (*strict) Annotate(t *mcp.Tool) { // want Annotate:`IdempotentHint=true@local.go:65 params\[1\] hintParam-1`
	t.Annotations = &mcp.ToolAnnotations{IdempotentHint: true}
}

// ToolsOnly re-exposes listed tools through strict: tools/list is not a
// prompt listing.
func ToolsOnly(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		return
	}
	var a Annotator = &strict{}
	for _, lt := range res.Tools {
		t := &mcp.Tool{Name: lt.Name, Description: lt.Description}
		a.Annotate(t)
		s.AddTool(t, h)
	}
}

// Builtins decorates the host's own tools through strict and a decorator.
func Builtins(s *mcp.Server, h mcp.ToolHandler) {
	var a Annotator = &strict{}
	for _, name := range []string{"clock", "echo"} {
		t := &mcp.Tool{Name: name}
		a.Annotate(t)
		s.AddTool(t, h)
	}
	g := Gateway{decorate: closedWorld}
	t := &mcp.Tool{Name: "grep"}
	g.decorate(t)
	s.AddTool(t, h)
}

// closedWorld and keepOpen are decorators kept in fields and maps.
func closedWorld(t *mcp.Tool) {
	f := false
	t.Annotations = &mcp.ToolAnnotations{OpenWorldHint: &f} // want `OpenWorldHint=false .*\(\*mcp.ClientSession\).Prompts at local.go:116`
}

func keepOpen(t *mcp.Tool) {
	o := true
	t.Annotations = &mcp.ToolAnnotations{OpenWorldHint: &o}
}

// Gateway keeps its decorator in a field.
type Gateway struct {
	cs       *mcp.ClientSession
	decorate func(*mcp.Tool)
}

// Mount decorates the prompts' tools with the field's decorator.
func (g *Gateway) Mount(ctx context.Context, s *mcp.Server, h mcp.ToolHandler) {
	for p, err := range g.cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		t := &mcp.Tool{Name: p.Name}
		g.decorate(t)
		s.AddTool(t, h)
	}
}

func NewGateway(cs *mcp.ClientSession) *Gateway {
	return &Gateway{cs: cs, decorate: closedWorld}
}

// Flagger sets the hint its caller gives: the value is the call site's.
type Flagger interface {
	Flag(t *mcp.Tool, ro bool)
}

type flagger struct{}

func (flagger) Flag(t *mcp.Tool, ro bool) { // want Flag:`ReadOnlyHint=true@local.go:138 params\[1\] hintParam2`
	t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: ro}
}

// ViaFlagger passes true through the interface for prompts, false for
// the rest.
func ViaFlagger(ctx context.Context, cs *mcp.ClientSession, f Flagger) {
	var fl Flagger = flagger{}
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	for _, p := range res.Prompts {
		t := &mcp.Tool{Name: p.Name}
		fl.Flag(t, true) // want `ReadOnlyHint=true, in \(local.flagger\).Flag at local.go:138, on a tool built from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts at local.go:145\)`
		u := &mcp.Tool{Name: p.Name}
		fl.Flag(u, false)
	}
	fl.Flag(&mcp.Tool{Name: "clock"}, true)
}

// ViaParam receives its decorator; its caller gives it the function that
// sets a hint.
func ViaParam(ctx context.Context, cs *mcp.ClientSession, mark func(*mcp.Tool, bool)) []*mcp.Tool {
	var out []*mcp.Tool
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil
	}
	for _, p := range res.Prompts {
		t := &mcp.Tool{Name: p.Name}
		mark(t, true) // want `IdempotentHint=true, in local.markIdem at local.go:176, .*ListPrompts at local.go:162`
		out = append(out, t)
	}
	return out
}

// markIdem is given to ViaParam.
func markIdem(t *mcp.Tool, idem bool) {
	t.Annotations = &mcp.ToolAnnotations{IdempotentHint: idem}
}

func CallViaParam(ctx context.Context, cs *mcp.ClientSession) {
	_ = ViaParam(ctx, cs, markIdem)
}

// safe and open are decorators picked from maps by a prompt's kind.
func safe(t *mcp.Tool) {
	f := false
	t.Annotations = &mcp.ToolAnnotations{DestructiveHint: &f} // want `DestructiveHint=false .*ListPrompts at local.go:197`
}

func open(t *mcp.Tool) {
	t.Annotations = &mcp.ToolAnnotations{Title: t.Name}
}

// ViaMap picks the decorator from a map that holds safe.
func ViaMap(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	decorators := map[string]func(*mcp.Tool){"safe": safe, "open": open}
	plainOnly := map[string]func(*mcp.Tool){"open": open}
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	for _, p := range res.Prompts {
		t := &mcp.Tool{Name: p.Name}
		decorators[p.Title](t)
		u := &mcp.Tool{Name: p.Name}
		plainOnly[p.Title](u)
		s.AddTool(t, h)
		s.AddTool(u, h)
	}
}

// annotations returns a hint for its callers to attach; the host calls it
// through a function value.
func annotations() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{IdempotentHint: true} // want `IdempotentHint=true .*ListPrompts at local.go:223`
}

func titled() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{Title: "prompt"}
}

// ViaFactory attaches what the functions it is given return.
func ViaFactory(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler, mk, plainMk func() *mcp.ToolAnnotations) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	for _, p := range res.Prompts {
		s.AddTool(&mcp.Tool{Name: p.Name, Annotations: mk()}, h)
		s.AddTool(&mcp.Tool{Name: p.Name, Annotations: plainMk()}, h)
	}
}

func CallViaFactory(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	ViaFactory(ctx, cs, s, h, annotations, titled)
}
