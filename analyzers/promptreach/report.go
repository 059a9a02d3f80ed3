package promptreach

import (
	"fmt"

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
	hops := d.Path.Hops
	if d.Wiring != nil {
		hops = append(append([]flow.Hop{*d.Wiring}, d.Lead...), hops...)
	}
	return analysis.Diagnostic{Pos: d.Pos, Message: msg + sinkAt(d.Path), Related: hopsOf(pass, hops)}
}

// sinkAt names where a path calls prompts/get, for the message: drivers
// that flatten or drop Related (golangci-lint) keep it.
func sinkAt(p *flow.Path) string {
	n := len(p.Hops)
	if n == 0 {
		return ""
	}
	sink := p.Hops[n-1].Pos
	return " (prompts/get is called at " + factpos.Short(sink) + ")"
}

// hopsOf gives every hop of a path a Related entry with its position.
func hopsOf(pass *analysis.Pass, hops []flow.Hop) []analysis.RelatedInformation {
	var related []analysis.RelatedInformation
	for i, h := range hops {
		related = append(related, analysis.RelatedInformation{
			Pos:     factpos.Pos(pass, h.Pos),
			Message: fmt.Sprintf("hop %d: %s calls %s", i+1, h.Func, h.Callee),
		})
	}
	return related
}

// strict reports, in strict mode, a path to prompts/get from a root that
// is not a user selection.
func strict(pass *analysis.Pass, s *flow.Strict) analysis.Diagnostic {
	msg := fmt.Sprintf("strict: %s, %s, reaches prompts/get without a user selection: %s; "+
		"every prompts/get must trace back to a person's choice: mark the function that handles the selection //mcpvet:userselect, or cut this path",
		s.Root, s.Kind, s.Path.Chain(s.Root))
	return analysis.Diagnostic{Pos: s.Pos, Message: msg + sinkAt(s.Path), Related: hopsOf(pass, s.Path.Hops)}
}

// stale reports a user-selection mark on a function that reaches no
// prompts/get.
func stale(m flow.StaleMark) analysis.Diagnostic {
	return analysis.Diagnostic{Pos: m.Pos, Message: fmt.Sprintf("stale user-selection mark (%s): %s reaches no prompts/get; remove the mark, or mark the function that fetches the selected prompt", m.How, m.Func)}
}

// flattened reports a tool definition built from a listed prompt.
func flattened(pass *analysis.Pass, f *flow.Flattened) analysis.Diagnostic {
	src := pass.Fset.Position(f.Source.Pos)
	msg := fmt.Sprintf("%s is derived from a listed prompt (%s at %s): exposing a prompt as a model tool lets the model start a workflow that only a person should choose",
		f.What, f.Source.Desc, factpos.Short(src))
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
