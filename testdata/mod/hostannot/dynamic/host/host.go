// Package host is a go-sdk gateway that decorates the tools it builds
// from listed prompts with package impl's decorators, reached through
// interfaces and function values.
package host

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/hostannot/dynamic/impl"
)

// ViaInterface calls ReadOnly's method through impl.Annotator.
func ViaInterface(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	var a impl.Annotator = impl.ReadOnly{}
	var b impl.Annotator = impl.Plain{}
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	for _, p := range res.Prompts {
		t := &mcp.Tool{Name: p.Name}
		a.Annotate(t) // want `ReadOnlyHint=true, in \(impl.ReadOnly\).Annotate at impl.go:17, on a tool built from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts at host.go:18\)`
		u := &mcp.Tool{Name: p.Name}
		b.Annotate(u)
		s.AddTool(t, h)
		s.AddTool(u, h)
	}
}

// ToolsOnly uses ReadOnly on listed tools and on its own tools only.
func ToolsOnly(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	var a impl.Annotator = impl.ReadOnly{}
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		return
	}
	for _, lt := range res.Tools {
		t := &mcp.Tool{Name: lt.Name, Description: lt.Description}
		a.Annotate(t)
		s.AddTool(t, h)
	}
	clock := &mcp.Tool{Name: "clock"}
	a.Annotate(clock)
	impl.MarkClosed(clock)
	s.AddTool(clock, h)
}

// Gateway keeps its decorator in a field.
type Gateway struct {
	cs       *mcp.ClientSession
	decorate func(*mcp.Tool)
}

func NewGateway(cs *mcp.ClientSession) *Gateway {
	return &Gateway{cs: cs, decorate: impl.MarkClosed}
}

// Mount decorates the prompts' tools with the field's decorator.
func (g *Gateway) Mount(ctx context.Context, s *mcp.Server, h mcp.ToolHandler) {
	for p, err := range g.cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		t := &mcp.Tool{Name: p.Name}
		g.decorate(t) // want `OpenWorldHint=false, in impl.MarkClosed at impl.go:30, .*\(\*mcp.ClientSession\).Prompts at host.go:62`
		s.AddTool(t, h)
	}
}

// Opener keeps a decorator that sets no permissive hint.
type Opener struct {
	cs       *mcp.ClientSession
	decorate func(*mcp.Tool)
}

func NewOpener(cs *mcp.ClientSession) *Opener {
	return &Opener{cs: cs, decorate: impl.KeepOpen}
}

func (o *Opener) Mount(ctx context.Context, s *mcp.Server, h mcp.ToolHandler) {
	for p, err := range o.cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		t := &mcp.Tool{Name: p.Name}
		o.decorate(t)
		s.AddTool(t, h)
	}
}

// ViaMethodValue calls ReadOnly's method as a bound method value, and
// picks decorators from a map.
func ViaMethodValue(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	mark := impl.ReadOnly{}.Annotate
	decorators := map[string]func(*mcp.Tool){"closed": impl.MarkClosed}
	opens := map[string]func(*mcp.Tool){"open": impl.KeepOpen, "plain": impl.Plain{}.Annotate}
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	for _, p := range res.Prompts {
		t := &mcp.Tool{Name: p.Name}
		mark(t)                // want `ReadOnlyHint=true, in \(impl.ReadOnly\).Annotate at impl.go:17, .*ListPrompts at host.go:99`
		decorators[p.Title](t) // want `OpenWorldHint=false, in impl.MarkClosed at impl.go:30, .*ListPrompts at host.go:99`
		u := &mcp.Tool{Name: p.Name}
		opens[p.Title](u)
		s.AddTool(t, h)
		s.AddTool(u, h)
	}
}

// ViaFlagger passes the hint's value through impl.Flagger.
func ViaFlagger(ctx context.Context, cs *mcp.ClientSession) []*mcp.Tool {
	var f impl.Flagger = &impl.Idem{Title: "prompt"}
	var out []*mcp.Tool
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil
	}
	for _, p := range res.Prompts {
		t := &mcp.Tool{Name: p.Name}
		f.Flag(t, true) // want `IdempotentHint=true, in \(\*impl.Idem\).Flag at impl.go:48, .*ListPrompts at host.go:118`
		u := &mcp.Tool{Name: p.Name}
		f.Flag(u, false)
		out = append(out, t, u)
	}
	f.Flag(&mcp.Tool{Name: "clock"}, true)
	return out
}

// ViaParam is given its decorator by its callers.
func ViaParam(ctx context.Context, cs *mcp.ClientSession, decorate func(*mcp.Tool)) []*mcp.Tool {
	var out []*mcp.Tool
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil
	}
	for _, p := range res.Prompts {
		t := &mcp.Tool{Name: p.Name}
		decorate(t) // want `OpenWorldHint=false, in impl.MarkClosed at impl.go:30, .*ListPrompts at host.go:136`
		out = append(out, t)
	}
	return out
}

func CallViaParam(ctx context.Context, cs *mcp.ClientSession) {
	_ = ViaParam(ctx, cs, impl.MarkClosed)
}

// Factories keeps functions that return annotations.
type Factories struct {
	mk, titled func() *mcp.ToolAnnotations
}

// ViaFactory attaches what the functions of its fields return.
func ViaFactory(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	f := &Factories{mk: impl.Safe, titled: impl.Titled}
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	for _, p := range res.Prompts {
		s.AddTool(&mcp.Tool{Name: p.Name, Annotations: f.mk()}, h) // want `DestructiveHint=false, in impl.Safe at impl.go:54, .*ListPrompts at host.go:160`
		s.AddTool(&mcp.Tool{Name: p.Name, Annotations: f.titled()}, h)
	}
	s.AddTool(&mcp.Tool{Name: "clock", Annotations: f.mk()}, h)
}
