package elicitaction

import (
	_ "embed"
	"fmt"
	"go/token"
	"go/types"
	"iter"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/analysisdoc"
	"github.com/mcpvet/mcpvet/internal/elicit"
	"github.com/mcpvet/mcpvet/internal/factpos"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

//go:embed doc.go
var doc string

// Analyzer reports mishandled elicitation answers. It exports an
// AnswerFact for each function that returns an answer to other packages.
var Analyzer = func() *analysis.Analyzer {
	a := elicit.NewAnalyzer("elicitaction", analysisdoc.MustExtract(doc, "elicitaction"), report)
	a.FactTypes = []analysis.Fact{new(AnswerFact)}
	return a
}()

func report(pass *analysis.Pass, res *elicit.Result) {
	enums := map[ssa.Instruction]map[string][]string{}
	for _, ls := range res.Sites {
		if ls.Enums != nil {
			enums[ls.Instr] = ls.Enums
		}
	}
	p := &paths{pass: pass, helpers: map[*ssa.Function]*helperSum{}}
	p.exportAnswers(res)
	for _, fn := range res.Funcs {
		if !res.FromHandler(fn) {
			continue
		}
		for _, r := range answers(fn) {
			var offered map[string][]string
			if ex, ok := r.(*ssa.Extract); ok {
				if call, ok := ex.Tuple.(*ssa.Call); ok {
					offered = enums[call]
				}
			}
			check(pass, p, fn, r, offered)
		}
	}
}

// answers returns the elicitation answers fn obtains: results of calls
// (an elicitation, server.ElicitationResponse, a helper returning one)
// and type assertions to the answer's type.
func answers(fn *ssa.Function) []ssa.Value {
	var out []ssa.Value
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Extract:
				if x.Index == 0 && sdk.IsElicitResult(x.Type()) {
					switch x.Tuple.(type) {
					case *ssa.Call, *ssa.TypeAssert:
						out = append(out, x)
					}
				}
			case *ssa.Call:
				if sdk.IsElicitResult(x.Type()) {
					out = append(out, x)
				}
			case *ssa.TypeAssert:
				if !x.CommaOk && sdk.IsElicitResult(x.AssertedType) {
					out = append(out, x)
				}
			}
		}
	}
	return out
}

// answer is what a function does with one answer.
type answer struct {
	actions  []ssa.Value        // loads of the action
	contents []ssa.Instruction  // reads of the content
	accepts  []*test            // tests of the action for "accept"
	apart    bool               // the action is compared to "decline" or "cancel"
	derived  map[ssa.Value]bool // values computed from the content
	readAt   map[ssa.Value]token.Pos
}

// test is an if on the action being "accept".
type test struct {
	block        *ssa.BasicBlock
	accept, rest *ssa.BasicBlock // the successors taken on accept and otherwise
	pos          token.Pos
}

func check(pass *analysis.Pass, p *paths, fn *ssa.Function, r ssa.Value, offered map[string][]string) {
	a := &answer{derived: map[ssa.Value]bool{}, readAt: map[ssa.Value]token.Pos{}}
	a.fields(r, 0)
	a.tests()
	if len(a.contents) == 0 {
		return
	}
	// 1. Content read on a path where the action can be other than
	// "accept".
	fl := p.flow(r, a.actions)
	for _, c := range a.contents {
		if onlyFormatted(c.(ssa.Value), 0) || passedOn(c.(ssa.Value), a.actions) {
			continue
		}
		open := fl.open(c.Block())
		if open == 0 {
			continue
		}
		pass.Report(contentDiagnostic(pass, fn, c, fl, open))
		break // one per answer
	}
	// 2. Only "accept" tested, the others falling through with a default.
	if !a.apart {
		for _, t := range a.accepts {
			if phi := a.fallsThrough(t); phi != nil {
				pass.Report(analysis.Diagnostic{
					Pos: t.pos,
					Message: fmt.Sprintf("%s compares the elicitation's action only to \"accept\": on \"decline\" or \"cancel\" it goes on with the value it had before asking (merged at %s), "+
						"as if the user had answered; decline and cancel are outcomes of their own: stop, or say what happens instead", ssaval.FuncName(fn), factpos.Short(pass.Fset.Position(phi.Pos()))),
					Related: []analysis.RelatedInformation{{Pos: phi.Pos(), Message: "the asked-for value and the default meet here"}},
				})
				break
			}
		}
	}
	// 4. An enum's value used without a check against the choices offered.
	for _, c := range a.contents {
		for _, l := range enumLookups(c.(ssa.Value), offered) {
			key, _ := ssaval.ConstString(l.Index)
			vals := enumValues(l)
			if validated(vals) || !acted(vals) {
				continue
			}
			pass.Report(analysis.Diagnostic{
				Pos: l.Pos(),
				Message: fmt.Sprintf("%s uses the accepted value of %q without checking it against the choices offered (%s): the schema is a request, "+
					"and a client may send any value; compare it to the choices before acting on it", ssaval.FuncName(fn), key, strings.Join(offered[key], ", ")),
			})
		}
	}
	// 3. Accepted content asserted without comma-ok.
	for _, c := range a.contents {
		for _, ta := range assertions(c) {
			pass.Report(analysis.Diagnostic{
				Pos: ta.Pos(),
				Message: fmt.Sprintf("%s asserts a value of the accepted content to %s without checking: the requested schema is a request, not a guarantee, "+
					"and a client that sends another type or leaves the key out makes the tool panic; use v, ok := ... and handle a missing or wrong value",
					ssaval.FuncName(fn), types.TypeString(ta.AssertedType, types.RelativeTo(pass.Pkg))),
			})
		}
	}
}

// fields collects the action loads and content reads of r, through the
// embedded ElicitationResponse of mcp-go.
func (a *answer) fields(v ssa.Value, depth int) {
	if depth > 2 || v.Referrers() == nil {
		return
	}
	for _, ref := range *v.Referrers() {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		switch sdk.ElicitField(fa.X.Type(), fa.Field) {
		case sdk.ActionField:
			for _, l := range *fa.Referrers() {
				if u, ok := l.(*ssa.UnOp); ok && u.Op == token.MUL {
					a.actions = append(a.actions, u)
				}
			}
		case sdk.ContentField:
			for _, l := range *fa.Referrers() {
				if u, ok := l.(*ssa.UnOp); ok && u.Op == token.MUL {
					a.contents = append(a.contents, u)
					a.derive(u)
				}
			}
		default:
			if st, ok := gotypes.Deref(fa.X.Type()).Underlying().(*types.Struct); ok && st.Field(fa.Field).Embedded() {
				a.fields(fa, depth+1)
			}
		}
	}
}

// derive marks the values computed from a content read.
func (a *answer) derive(v ssa.Value) {
	work := []ssa.Value{v}
	for len(work) > 0 && len(a.derived) < 512 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if a.derived[x] {
			continue
		}
		a.derived[x] = true
		if x.Referrers() == nil {
			continue
		}
		for _, r := range *x.Referrers() {
			switch r := r.(type) {
			case *ssa.Lookup, *ssa.TypeAssert, *ssa.Extract, *ssa.Phi, *ssa.UnOp, *ssa.Convert, *ssa.ChangeType,
				*ssa.MakeInterface, *ssa.ChangeInterface, *ssa.Call, *ssa.BinOp, *ssa.Field, *ssa.Index:
				work = append(work, r.(ssa.Value))
			}
		}
	}
}

// tests finds the comparisons of the action to "accept" that decide an
// if, and whether it is compared to "decline" or "cancel".
func (a *answer) tests() {
	var vals []ssa.Value
	for _, av := range a.actions {
		vals = append(vals, av)
		for _, ref := range *av.Referrers() {
			switch c := ref.(type) {
			case *ssa.Convert:
				vals = append(vals, c)
			case *ssa.ChangeType:
				vals = append(vals, c)
			}
		}
	}
	for _, av := range vals {
		for _, ref := range *av.Referrers() {
			bin, ok := ref.(*ssa.BinOp)
			if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
				continue
			}
			other := bin.Y
			if other == av {
				other = bin.X
			}
			s, ok := ssaval.ConstString(other)
			if !ok {
				continue
			}
			switch s {
			case sdk.ActionDecline, sdk.ActionCancel:
				a.apart = true
			case sdk.ActionAccept:
				for _, u := range *bin.Referrers() {
					iff, ok := u.(*ssa.If)
					if !ok {
						continue
					}
					b := iff.Block()
					t := &test{block: b, accept: b.Succs[0], rest: b.Succs[1], pos: bin.Pos()}
					if bin.Op == token.NEQ {
						t.accept, t.rest = t.rest, t.accept
					}
					a.accepts = append(a.accepts, t)
				}
			}
		}
	}
}

// fallsThrough returns a phi where a value computed from the content
// (reaching it from the accept side of t) meets another one from the
// other side: the tool goes on after a decline or cancel with the value
// it had before asking.
func (a *answer) fallsThrough(t *test) *ssa.Phi {
	acceptSide := func(p *ssa.BasicBlock) bool {
		return p != t.block && ssaval.OnBranch(p, t.accept)
	}
	restSide := func(p *ssa.BasicBlock) bool {
		return p == t.block || ssaval.OnBranch(p, t.rest)
	}
	for _, b := range t.block.Parent().Blocks {
		for _, instr := range b.Instrs {
			phi, ok := instr.(*ssa.Phi)
			if !ok {
				break
			}
			fromContent, fromRest := false, false
			for i, e := range phi.Edges {
				p := b.Preds[i]
				if acceptSide(p) && a.derived[e] {
					fromContent = true
				}
				if restSide(p) && !a.derived[e] {
					fromRest = true
				}
			}
			if fromContent && fromRest && len(*phi.Referrers()) > 0 {
				return phi
			}
		}
	}
	return nil
}

// onlyFormatted reports whether every use of v is an argument of a call
// into fmt, log or log/slog (or of json.Marshal whose bytes are): the
// answer shown as text, not used as if it had been given.
func onlyFormatted(v ssa.Value, depth int) bool {
	refs := v.Referrers()
	if refs == nil || len(*refs) == 0 || depth > 4 {
		return false
	}
	for _, ref := range *refs {
		switch x := ref.(type) {
		case *ssa.MakeInterface, *ssa.Convert: // string(b) of json.Marshal's bytes
			if !onlyFormatted(x.(ssa.Value), depth+1) {
				return false
			}
		case *ssa.Store:
			if x.Val != v || !formatArg(x) {
				return false
			}
		default:
			if !formatCall(ref) && !marshalledToFormat(ref, depth) {
				return false
			}
		}
	}
	return true
}

// marshalledToFormat reports whether instr is a call of encoding/json's
// Marshal or MarshalIndent whose bytes are only formatted or logged
// (json.Marshal(res.Content) shown in a message).
func marshalledToFormat(instr ssa.Instruction, depth int) bool {
	call, ok := instr.(*ssa.Call)
	if !ok || calleePkg(call) != "encoding/json" {
		return false
	}
	if name := call.Call.StaticCallee().Name(); name != "Marshal" && name != "MarshalIndent" {
		return false
	}
	for _, ref := range *call.Referrers() {
		ex, ok := ref.(*ssa.Extract)
		if !ok {
			return false
		}
		if ex.Index == 0 && !onlyFormatted(ex, depth+1) {
			return false
		}
	}
	return true
}

// formatCall reports whether instr is a call of a function of fmt, log or
// log/slog.
func formatCall(instr ssa.Instruction) bool {
	call, ok := instr.(*ssa.Call)
	if !ok {
		return false
	}
	switch calleePkg(call) {
	case "fmt", "log", "log/slog":
		return true
	}
	return false
}

// calleePkg returns the import path of the package of the function a call
// calls statically, "" for a dynamic call or a function without one.
func calleePkg(call *ssa.Call) string {
	callee := call.Call.StaticCallee()
	if callee == nil {
		return ""
	}
	if obj := callee.Object(); obj != nil && obj.Pkg() != nil {
		return obj.Pkg().Path()
	}
	return ""
}

// enumLookups returns the lookups in the content (a map, or the map a
// type assertion of it gives) of a key whose schema offers an enum.
func enumLookups(c ssa.Value, offered map[string][]string) []*ssa.Lookup {
	if len(offered) == 0 {
		return nil
	}
	var out []*ssa.Lookup
	walkUses(c, func(v ssa.Value, use ssa.Instruction, follow func(ssa.Value)) {
		switch x := use.(type) {
		case *ssa.Lookup:
			if k, ok := ssaval.ConstString(x.Index); ok && x.X == v && offered[k] != nil {
				out = append(out, x)
			}
		case *ssa.TypeAssert:
			follow(x)
		case *ssa.Extract:
			if x.Index == 0 {
				follow(x)
			}
		}
	})
	return out
}

// walkUses calls visit with each use of v, and with each use of the
// values visit follows from there, at most three values away from v.
func walkUses(v ssa.Value, visit func(v ssa.Value, use ssa.Instruction, follow func(ssa.Value))) {
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if depth > 3 || v.Referrers() == nil {
			return
		}
		follow := func(next ssa.Value) { walk(next, depth+1) }
		for _, ref := range *v.Referrers() {
			visit(v, ref, follow)
		}
	}
	walk(v, 0)
}

// enumValues returns the value a lookup gives and what it becomes through
// type assertions, conversions and phis.
func enumValues(l *ssa.Lookup) []ssa.Value {
	seen := map[ssa.Value]bool{}
	var out []ssa.Value
	var add func(v ssa.Value)
	add = func(v ssa.Value) {
		if seen[v] || len(out) > 64 || v.Referrers() == nil {
			return
		}
		seen[v] = true
		out = append(out, v)
		for _, ref := range *v.Referrers() {
			switch x := ref.(type) {
			case *ssa.Extract:
				if x.Index == 0 {
					add(x)
				}
			case *ssa.TypeAssert, *ssa.ChangeType, *ssa.Convert, *ssa.Phi, *ssa.MakeInterface:
				add(x.(ssa.Value))
			}
		}
	}
	add(l)
	return out
}

// validated reports whether one of vals is compared to a constant, looked
// up in a map, or passed to slices.Contains or a function of strings.
func validated(vals []ssa.Value) bool {
	for v, use := range uses(vals) {
		switch x := use.(type) {
		case *ssa.BinOp:
			if x.Op == token.EQL || x.Op == token.NEQ {
				if _, ok := x.X.(*ssa.Const); ok {
					return true
				}
				if _, ok := x.Y.(*ssa.Const); ok {
					return true
				}
			}
		case *ssa.Lookup:
			if x.Index == v {
				return true
			}
		case *ssa.Call:
			switch calleePkg(x) {
			case "slices", "strings":
				return true
			}
		}
	}
	return false
}

// acted reports whether one of vals is used beyond being looked at: passed
// to a call that is not formatting, stored, or returned.
func acted(vals []ssa.Value) bool {
	for _, use := range uses(vals) {
		switch r := use.(type) {
		case *ssa.Call:
			if !formatCall(r) {
				return true
			}
		case *ssa.Store:
			if !formatArg(r) {
				return true
			}
		case *ssa.Return, *ssa.MapUpdate, *ssa.Send:
			return true
		}
	}
	return false
}

// uses yields every instruction that uses one of vals, with the value it
// uses.
func uses(vals []ssa.Value) iter.Seq2[ssa.Value, ssa.Instruction] {
	return func(yield func(ssa.Value, ssa.Instruction) bool) {
		for _, v := range vals {
			for _, ref := range *v.Referrers() {
				if !yield(v, ref) {
					return
				}
			}
		}
	}
}

// formatArg reports whether a store puts a value into the variadic
// arguments of formatting calls only (fmt.Sprintf("%s", v) stores v into
// the array behind its ...any parameter).
func formatArg(st *ssa.Store) bool {
	addr, ok := st.Addr.(*ssa.IndexAddr)
	if !ok {
		return false
	}
	arr, ok := addr.X.(*ssa.Alloc)
	if !ok {
		return false
	}
	formatted := false
	for _, r := range *arr.Referrers() {
		switch x := r.(type) {
		case *ssa.IndexAddr:
		case *ssa.Slice:
			for _, u := range *x.Referrers() {
				if !formatCall(u) {
					return false
				}
				formatted = true
			}
		default:
			return false
		}
	}
	return formatted
}

// assertions returns the type assertions without comma-ok of a content
// read, or of a value looked up in it.
func assertions(c ssa.Instruction) []*ssa.TypeAssert {
	var out []*ssa.TypeAssert
	walkUses(c.(ssa.Value), func(_ ssa.Value, use ssa.Instruction, follow func(ssa.Value)) {
		switch x := use.(type) {
		case *ssa.TypeAssert:
			if !x.CommaOk {
				out = append(out, x)
			}
		case *ssa.Lookup:
			if !x.CommaOk {
				follow(x)
				return
			}
			for _, e := range *x.Referrers() {
				if ex, ok := e.(*ssa.Extract); ok && ex.Index == 0 {
					follow(ex)
				}
			}
		case *ssa.MakeInterface:
			follow(x)
		}
	})
	return out
}

// pos returns the position of a content read: the selector's.
func pos(c ssa.Instruction) token.Pos {
	if u, ok := c.(*ssa.UnOp); ok {
		if fa, ok := u.X.(*ssa.FieldAddr); ok && fa.Pos().IsValid() {
			return fa.Pos()
		}
	}
	return c.Pos()
}

// contentDiagnostic is the finding of a content read c where the actions
// open (other than accept) reach it.
func contentDiagnostic(pass *analysis.Pass, fn *ssa.Function, c ssa.Instruction, fl *flow, open actions) analysis.Diagnostic {
	if len(fl.tests) == 0 && fl.helper == nil {
		return analysis.Diagnostic{
			Pos: pos(c),
			Message: fmt.Sprintf("%s reads the content of an elicitation's answer without checking that the action is \"accept\": on \"decline\" or \"cancel\" it is empty, "+
				"and the tool goes on as if the user had answered; test the action first and give decline and cancel their own outcome", ssaval.FuncName(fn)),
		}
	}
	it := "it"
	if open == decline|cancel {
		it = "them"
	}
	d := analysis.Diagnostic{
		Pos: pos(c),
		Message: fmt.Sprintf("%s reads the content of an elicitation's answer where the action can still be %s: a path to this read passes no test that rules %s out, "+
			"and on %s the content is empty, so the tool goes on as if the user had answered; give %s an outcome of its own before the read", ssaval.FuncName(fn), open, it, open, open),
	}
	if fl.helper != nil {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: fl.helperCall.Pos(), Message: helperWords(fl.helperCall, fl.helper)})
	}
	for _, t := range fl.tests {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: t.pos, Message: t.what})
	}
	return d
}

// helperWords says what a helper's summary says of the answer it returns.
func helperWords(call *ssa.Call, s *helperSum) string {
	name := ssaval.FuncName(call.Call.StaticCallee())
	words := func(a actions) string {
		var out []string
		for _, x := range []struct {
			a actions
			s string
		}{{accept, sdk.ActionAccept}, {decline, sdk.ActionDecline}, {cancel, sdk.ActionCancel}} {
			if a&x.a != 0 {
				out = append(out, `"`+x.s+`"`)
			}
		}
		switch len(out) {
		case 0:
			return "never"
		case 3:
			return "whatever the action"
		}
		return "when the action is " + strings.Join(out, " or ")
	}
	if s.errIdx >= 0 {
		return fmt.Sprintf("%s returns the answer %s, with a nil error %s", name, words(s.all), words(s.nilErr))
	}
	return fmt.Sprintf("%s returns the answer %s", name, words(s.all))
}
