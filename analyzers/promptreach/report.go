package promptreach

import (
	"fmt"
	"go/token"
	"strings"

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
	related := hopsOf(pass, hops, "")
	var also []string
	for i, o := range d.Others {
		also = append(also, fmt.Sprintf("%s, through %s", factpos.Short(sinkOf(o)), o.Chain(d.Entry)))
		related = append(related, hopsOf(pass, o.Hops, fmt.Sprintf("path %d, ", i+2))...)
	}
	where := " (prompts/get is called at " + factpos.Short(sinkOf(d.Path))
	if len(also) > 0 {
		where += "; the same call also reaches it at " + strings.Join(also, "; and at ")
	}
	return analysis.Diagnostic{Pos: d.Pos, Message: msg + where + ")", Related: related}
}

// sinkOf returns where a path calls prompts/get: its last hop. The
// message names it because drivers that flatten or drop Related
// (golangci-lint) keep the message.
func sinkOf(p *flow.Path) token.Position {
	if len(p.Hops) == 0 {
		return token.Position{}
	}
	return p.Hops[len(p.Hops)-1].Pos
}

// hopsOf gives every hop of a path a Related entry with its position; a
// path after the finding's first is labelled by prefix ("path 2, ").
func hopsOf(pass *analysis.Pass, hops []flow.Hop, prefix string) []analysis.RelatedInformation {
	var related []analysis.RelatedInformation
	for i, h := range hops {
		related = append(related, analysis.RelatedInformation{
			Pos:     factpos.Pos(pass, h.Pos),
			Message: fmt.Sprintf("%shop %d: %s calls %s", prefix, i+1, h.Func, h.Callee),
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
	return analysis.Diagnostic{Pos: s.Pos, Message: msg + " (prompts/get is called at " + factpos.Short(sinkOf(s.Path)) + ")", Related: hopsOf(pass, s.Path.Hops, "")}
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
