package hostannot

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/factpos"
	"github.com/mcpvet/mcpvet/internal/flow"
)

// why is the one-sentence reason every finding carries.
const why = "hints are a server's statement about its own tool, so a host cannot vouch for them, " +
	"and a prompt that changes nothing when fetched can still instruct the model to do anything"

// reportHint reports a hint set on a prompt-derived entry where it is set.
func (p *pkgState) reportHint(h *hintSite, src *flow.PromptSource, fix bool) {
	pos := p.fixes.hintPos(h)
	key := fmt.Sprintf("%d|%s", pos, h.name)
	if p.reported[key] {
		return
	}
	p.reported[key] = true
	sp := p.pass.Fset.Position(src.Pos)
	what := fmt.Sprintf("%s=%v", h.name, h.value)
	switch {
	case h.update != nil:
		what += fmt.Sprintf(" (as key %q)", h.field)
	case h.field != h.name:
		what += " (as field " + h.field + ")"
	}
	msg := fmt.Sprintf("host sets %s on a tool built from a listed prompt (%s at %s:%d): %s",
		what, src.Desc, filepath.Base(sp.Filename), sp.Line, why)
	d := analysis.Diagnostic{
		Pos:     pos,
		Message: msg,
		Related: []analysis.RelatedInformation{{Pos: src.Pos, Message: "prompts/list source: " + src.Desc}},
	}
	if fix {
		d.SuggestedFixes = p.fixes.fix(h)
	}
	p.pass.Report(d)
}

// reportCall reports a call that passes prompt data into the entry of a
// hint that the callee sets (src is in this package, ref in the callee).
func (p *pkgState) reportCall(c *ssa.Call, t target, h ParamHint, src *flow.PromptSource, ref *SourceRef) {
	pos := p.callPos(c)
	key := fmt.Sprintf("%d|%s|%s", pos, h.Hint, h.Pos)
	if p.reported[key] {
		return
	}
	p.reported[key] = true
	var srcPos token.Pos
	var desc string
	var where token.Position
	if src != nil {
		srcPos, desc, where = src.Pos, src.Desc, p.pass.Fset.Position(src.Pos)
	} else {
		srcPos, desc, where = factpos.Pos(p.pass, ref.Pos), ref.Desc, ref.Pos
	}
	callee := t.name()
	setter := callee
	if h.Setter != "" && h.Setter != callee {
		setter = h.Setter + " (via " + callee + ")"
	}
	msg := fmt.Sprintf("host sets %s=%v, in %s at %s:%d, on a tool built from a listed prompt (%s at %s:%d): %s",
		h.Hint, h.Value, setter, filepath.Base(h.Pos.Filename), h.Pos.Line, desc, filepath.Base(where.Filename), where.Line, why)
	related := []analysis.RelatedInformation{
		{Pos: factpos.Pos(p.pass, h.Pos), Message: fmt.Sprintf("%s=%v set here by %s", h.Hint, h.Value, h.Setter)},
	}
	if srcPos.IsValid() {
		related = append(related, analysis.RelatedInformation{Pos: srcPos, Message: "prompts/list source: " + desc})
	}
	p.pass.Report(analysis.Diagnostic{Pos: pos, Message: msg, Related: related})
}

// callPos is where a call is reported: the start of its call expression.
func (p *pkgState) callPos(c *ssa.Call) token.Pos {
	if file := p.fixes.fileOf(c.Pos()); file != nil {
		path, _ := astutil.PathEnclosingInterval(file, c.Pos(), c.Pos())
		for _, n := range path {
			if call, ok := n.(*ast.CallExpr); ok && call.Lparen == c.Pos() {
				return call.Pos()
			}
		}
	}
	return c.Pos()
}
