package promptreach

import (
	"fmt"
	"path/filepath"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/factpos"
	"github.com/mcpvet/mcpvet/internal/flow"
)

// dispatch reports a path from a model dispatch entry to prompts/get: the
// message carries the compact chain (some drivers drop everything else),
// and a Related entry gives every hop its position.
func dispatch(pass *analysis.Pass, d *flow.Dispatch) analysis.Diagnostic {
	chain := d.Path.Chain(d.Entry)
	var msg string
	if d.Wiring != nil {
		msg = fmt.Sprintf("model dispatch entry %s reaches prompts/get through a registered function: %s; "+
			"a prompt is chosen by a person, and a model-chosen tool call must not be able to fetch one", d.Entry, chain)
	} else {
		msg = fmt.Sprintf("%s %s reaches prompts/get: %s; "+
			"a prompt is chosen by a person, and a model-chosen tool call must not be able to fetch one", d.Kind, d.Entry, chain)
	}
	if n := len(d.Path.Hops); n > 0 {
		// Drivers that flatten or drop Related (golangci-lint) keep the
		// message: it names where prompts/get is called.
		sink := d.Path.Hops[n-1].Pos
		msg += fmt.Sprintf(" (prompts/get is called at %s:%d)", filepath.Base(sink.Filename), sink.Line)
	}
	var related []analysis.RelatedInformation
	hops := d.Path.Hops
	if d.Wiring != nil {
		hops = append([]flow.Hop{*d.Wiring}, hops...)
	}
	for i, h := range hops {
		related = append(related, analysis.RelatedInformation{
			Pos:     factpos.Pos(pass, h.Pos),
			Message: fmt.Sprintf("hop %d: %s calls %s", i+1, h.Func, h.Callee),
		})
	}
	return analysis.Diagnostic{Pos: d.Pos, Message: msg, Related: related}
}

// flattened reports a tool definition built from a listed prompt.
func flattened(pass *analysis.Pass, f *flow.Flattened) analysis.Diagnostic {
	src := pass.Fset.Position(f.Source.Pos)
	msg := fmt.Sprintf("%s is derived from a listed prompt (%s at %s:%d): exposing a prompt as a model tool lets the model start a workflow that only a person should choose",
		f.What, f.Source.Desc, filepath.Base(src.Filename), src.Line)
	return analysis.Diagnostic{
		Pos:     f.Pos,
		Message: msg,
		Related: []analysis.RelatedInformation{{Pos: f.Source.Pos, Message: "prompts/list source: " + f.Source.Desc}},
	}
}

// problem reports a malformed or misplaced directive.
func problem(p flow.Problem) analysis.Diagnostic {
	return analysis.Diagnostic{Pos: p.Pos, Message: p.Message}
}
