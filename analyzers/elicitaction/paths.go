package elicitaction

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// actions is a set of the actions an answer can have on a path.
type actions uint8

const (
	accept actions = 1 << iota
	decline
	cancel
	anyAction = accept | decline | cancel
)

// actionOf returns the action a constant names, 0 for another string.
func actionOf(s string) actions {
	switch s {
	case sdk.ActionAccept:
		return accept
	case sdk.ActionDecline:
		return decline
	case sdk.ActionCancel:
		return cancel
	}
	return 0
}

// String spells the actions other than accept: `"decline" or "cancel"`.
func (s actions) String() string {
	var out []string
	if s&decline != 0 {
		out = append(out, `"`+sdk.ActionDecline+`"`)
	}
	if s&cancel != 0 {
		out = append(out, `"`+sdk.ActionCancel+`"`)
	}
	return strings.Join(out, " or ")
}

// helperSum is what a function of the package that returns an answer
// says of its action: all, on every return; nilErr, on the returns whose
// error may be nil (the one the caller goes on with when it returns on
// the error). errIdx is the index of the error result, -1 if none.
type helperSum struct {
	all, nilErr actions
	errIdx      int
}

// paths computes the actions an answer can have in each block of its
// function, from the tests of the action (comparisons to the action
// constants, on which a switch is lowered too; a call of a function that
// receives the answer) and the error of the helper that returned it (of
// the package, or of another package by its AnswerFact).
type paths struct {
	pass    *analysis.Pass
	helpers map[*ssa.Function]*helperSum
}

// flow is the actions of one answer on the paths of its function.
type flow struct {
	def   *ssa.BasicBlock
	start actions // where the answer is obtained
	in    map[*ssa.BasicBlock]actions
	tests []actionTest // the tests that narrow the action
	// helper is the call of a helper of the package the answer comes
	// from, and its summary, if it narrows the action.
	helperCall *ssa.Call
	helper     *helperSum
	// byCall are the blocks whose if is on a call that receives the
	// answer (if !accepted(res)).
	byCall []*ssa.BasicBlock
}

// open returns the actions other than accept that can reach b: none if
// an if on a call that receives the answer decides whether b runs.
func (f *flow) open(b *ssa.BasicBlock) actions {
	for _, c := range f.byCall {
		if ssaval.DecidedBy(b, c) {
			return 0
		}
	}
	return f.at(b) &^ accept
}

// actionTest is an if that narrows the action: its condition's position, and
// what it tests.
type actionTest struct {
	pos  token.Pos
	what string
}

// at returns the actions the answer can have in b.
func (f *flow) at(b *ssa.BasicBlock) actions {
	if b == f.def {
		return f.start
	}
	return f.in[b]
}

// flow computes the flow of answer r, whose action loads are acts.
func (p *paths) flow(r ssa.Value, acts []ssa.Value) *flow {
	instr := r.(ssa.Instruction)
	f := &flow{def: instr.Block(), start: anyAction, in: map[*ssa.BasicBlock]actions{}}
	isAct := map[ssa.Value]bool{}
	for _, a := range acts {
		isAct[a] = true
		for _, ref := range *a.Referrers() {
			switch c := ref.(type) {
			case *ssa.Convert:
				isAct[c] = true
			case *ssa.ChangeType:
				isAct[c] = true
			}
		}
	}
	// The answer a helper of the package returns.
	var call *ssa.Call
	idx := 0
	switch x := r.(type) {
	case *ssa.Call:
		call = x
	case *ssa.Extract:
		call, _ = x.Tuple.(*ssa.Call)
		idx = x.Index
	}
	if call != nil {
		if s := p.helper(call, idx); s != nil {
			f.start = s.all
			if s.all != anyAction || s.nilErr != s.all {
				f.helperCall, f.helper = call, s
			}
		}
	}
	// errOf reports whether v is the error the helper call returned.
	errOf := func(v ssa.Value) bool {
		ex, ok := v.(*ssa.Extract)
		return ok && f.helper != nil && f.helper.errIdx >= 0 && ex.Tuple == call && ex.Index == f.helper.errIdx
	}
	passesAnswer := func(c *ssa.Call) bool {
		for _, a := range c.Call.Args {
			if a == r {
				return true
			}
		}
		return false
	}
	// narrow returns the actions that can take each branch of the if
	// that ends b.
	what := ""
	byCall := false
	var narrow func(cond ssa.Value, depth int) (t, e actions, ok bool)
	narrow = func(cond ssa.Value, depth int) (t, e actions, ok bool) {
		if depth > 4 {
			return 0, 0, false
		}
		switch c := cond.(type) {
		case *ssa.UnOp:
			if c.Op == token.NOT {
				t, e, ok := narrow(c.X, depth+1)
				return e, t, ok
			}
		case *ssa.BinOp:
			if c.Op != token.EQL && c.Op != token.NEQ {
				return 0, 0, false
			}
			x, y := c.X, c.Y
			if isAct[y] || errOf(y) {
				x, y = y, x
			}
			switch {
			case isAct[x]:
				s, isConst := ssaval.ConstString(y)
				a := actionOf(s)
				if !isConst || a == 0 {
					return 0, 0, false
				}
				t, e = a, anyAction&^a
			case errOf(x):
				if k, isConst := y.(*ssa.Const); !isConst || !k.IsNil() {
					return 0, 0, false
				}
				t, e = f.helper.nilErr, anyAction // err == nil
				what = "a test of the error of " + ssaval.FuncName(call.Call.StaticCallee())
			default:
				// The error of a function that receives the answer
				// (if err := check(res); err != nil): as a call that
				// receives it, below.
				if isNil(x) {
					x, y = y, x
				}
				if rc := resultOf(x); rc != nil && isNil(y) && passesAnswer(rc) {
					narrow(rc, depth+1)
				}
				return 0, 0, false
			}
			if c.Op == token.NEQ {
				t, e = e, t
			}
			return t, e, true
		case *ssa.Call:
			if fn := c.Call.StaticCallee(); fn != nil && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "strings" && fn.Name() == "EqualFold" && len(c.Call.Args) == 2 {
				x, y := c.Call.Args[0], c.Call.Args[1]
				if isAct[y] {
					x, y = y, x
				}
				if s, isConst := ssaval.ConstString(y); isConst && isAct[x] && actionOf(strings.ToLower(s)) != 0 {
					a := actionOf(strings.ToLower(s))
					return a, anyAction &^ a, true
				}
			}
			// A function that receives the answer (accepted(res)): which
			// branch is accept is not known; a read on either is taken for
			// tested (byCall).
			if passesAnswer(c) {
				what = "a test of the answer by a call that receives it"
				if g := c.Call.StaticCallee(); g != nil {
					what = "a test of the answer by " + ssaval.FuncName(g)
				}
				byCall = true
			}
		}
		return 0, 0, false
	}
	// masks: the actions that can take each branch of an if; phiMasks:
	// the same for each incoming edge of an if on a phi of its block
	// (ok := err == nil && res.Action == "accept"; if !ok ...).
	masks := map[*ssa.BasicBlock][2]actions{}
	phiMasks := map[*ssa.BasicBlock][][2]actions{}
	record := func(pos token.Pos, t, e actions) {
		if t&f.start != f.start || e&f.start != f.start {
			f.tests = append(f.tests, actionTest{pos, what})
		}
	}
	for _, b := range r.Parent().Blocks {
		iff, ok := last(b).(*ssa.If)
		if !ok {
			continue
		}
		what, byCall = "a test of the action", false
		if t, e, ok := narrow(iff.Cond, 0); ok {
			masks[b] = [2]actions{t, e}
			record(condPos(iff), t, e)
			continue
		}
		if byCall {
			f.byCall = append(f.byCall, b)
			f.tests = append(f.tests, actionTest{condPos(iff), what})
			continue
		}
		phi, ok := iff.Cond.(*ssa.Phi)
		if !ok || phi.Block() != b || b == f.def {
			continue
		}
		pm := make([][2]actions, len(phi.Edges))
		narrowed := false
		for i, v := range phi.Edges {
			pm[i] = [2]actions{anyAction, anyAction}
			if k, ok := v.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.Bool {
				if constant.BoolVal(k.Value) {
					pm[i][1] = 0
				} else {
					pm[i][0] = 0
				}
				continue
			}
			what = "a test of the action"
			if t, e, ok := narrow(v, 0); ok {
				pm[i] = [2]actions{t, e}
				narrowed = true
				record(v.Pos(), t, e)
			}
		}
		if narrowed {
			phiMasks[b] = pm
		}
	}
	inEdge := map[*ssa.BasicBlock][]actions{}
	work := []*ssa.BasicBlock{f.def}
	deliver := func(from, to *ssa.BasicBlock, e actions) {
		changed := false
		if _, ok := phiMasks[to]; ok {
			if inEdge[to] == nil {
				inEdge[to] = make([]actions, len(to.Preds))
			}
			for j, p := range to.Preds {
				if p == from && e&^inEdge[to][j] != 0 {
					inEdge[to][j] |= e
					changed = true
				}
			}
		}
		if e&^f.in[to] != 0 {
			f.in[to] |= e
			changed = true
		}
		if changed && to != f.def {
			work = append(work, to)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for k, s := range b.Succs {
			var e actions
			if pm, ok := phiMasks[b]; ok && k < 2 {
				for j := range b.Preds {
					e |= inEdge[b][j] & pm[j][k]
				}
			} else {
				e = f.at(b)
				if m, ok := masks[b]; ok && k < 2 {
					e &= m[k]
				}
			}
			deliver(b, s, e)
		}
	}
	return f
}

// isNil reports whether v is the constant nil.
func isNil(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.IsNil()
}

// resultOf returns the call v is a result of: the call itself, or the
// call whose tuple v extracts; nil otherwise.
func resultOf(v ssa.Value) *ssa.Call {
	if ex, ok := v.(*ssa.Extract); ok {
		v = ex.Tuple
	}
	c, _ := v.(*ssa.Call)
	return c
}

// helper returns the summary of the function that a call returning an
// answer (as result idx) calls: one of the package, or one of another
// package by its AnswerFact; nil if it is neither.
func (p *paths) helper(call *ssa.Call, idx int) *helperSum {
	g := call.Call.StaticCallee()
	if g == nil {
		return nil
	}
	if g.Blocks == nil || g.Pkg == nil || g.Pkg != call.Parent().Pkg {
		return p.imported(g, idx)
	}
	return p.summarize(g, idx)
}

// summarize computes the summary of g, a function of the package that
// returns an answer as result idx; nil if it does not.
func (p *paths) summarize(g *ssa.Function, idx int) *helperSum {
	if s, ok := p.helpers[g]; ok {
		return s
	}
	res := g.Signature.Results()
	if idx >= res.Len() || !sdk.IsElicitResult(res.At(idx).Type()) {
		return nil
	}
	s := &helperSum{errIdx: -1}
	for i := range res.Len() {
		if types.Identical(res.At(i).Type(), types.Universe.Lookup("error").Type()) {
			s.errIdx = i
		}
	}
	// A recursive call knows nothing.
	p.helpers[g] = &helperSum{all: anyAction, nilErr: anyAction, errIdx: s.errIdx}
	flows := map[ssa.Value]*flow{}
	for _, r := range answers(g) {
		a := &answer{derived: map[ssa.Value]bool{}, readAt: map[ssa.Value]token.Pos{}}
		a.fields(r, 0)
		flows[r] = p.flow(r, a.actions)
	}
	for _, b := range g.Blocks {
		ret, ok := last(b).(*ssa.Return)
		if !ok || idx >= len(ret.Results) {
			continue
		}
		var st actions
		switch v := ret.Results[idx].(type) {
		case *ssa.Const:
			// nil: no answer
		case *ssa.Alloc:
			st = builtActions(v)
		default:
			if f := flows[v]; f != nil {
				st = f.at(b)
			} else {
				st = anyAction
			}
		}
		s.all |= st
		if s.errIdx < 0 || mayBeNil(ret.Results[s.errIdx], b, 0) {
			s.nilErr |= st
		}
	}
	p.helpers[g] = s
	return s
}

// mayBeNil reports whether the error e may be nil in block b: not when it
// is made there (errors.New, fmt.Errorf, a value converted to error, a
// package's sentinel), nor when b runs only after a test found it not nil.
func mayBeNil(e ssa.Value, b *ssa.BasicBlock, depth int) bool {
	switch x := e.(type) {
	case *ssa.Const:
		return true
	case *ssa.MakeInterface:
		return false
	case *ssa.Phi:
		if depth > 4 {
			return true
		}
		for i, v := range x.Edges {
			if mayBeNil(v, x.Block().Preds[i], depth+1) {
				return true
			}
		}
		return false
	case *ssa.UnOp:
		if _, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL {
			return false
		}
	case *ssa.Call:
		if fn := x.Call.StaticCallee(); fn != nil && fn.Pkg != nil {
			switch fn.Pkg.Pkg.Path() + "." + fn.Name() {
			case "errors.New", "fmt.Errorf":
				return false
			}
		}
	}
	// if e != nil { ... b ... }
	if e.Referrers() == nil {
		return true
	}
	for _, ref := range *e.Referrers() {
		bin, ok := ref.(*ssa.BinOp)
		if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
			continue
		}
		other := bin.Y
		if other == e {
			other = bin.X
		}
		if k, ok := other.(*ssa.Const); !ok || !k.IsNil() {
			continue
		}
		for _, u := range *bin.Referrers() {
			iff, ok := u.(*ssa.If)
			if !ok {
				continue
			}
			nonNil := iff.Block().Succs[1]
			if bin.Op == token.NEQ {
				nonNil = iff.Block().Succs[0]
			}
			if ssaval.OnBranch(b, nonNil) {
				return false
			}
		}
	}
	return true
}

// last returns the last instruction of b, nil if it has none.
func last(b *ssa.BasicBlock) ssa.Instruction {
	if len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}

// condPos returns the position of an if's condition.
func condPos(iff *ssa.If) token.Pos {
	if p := iff.Cond.Pos(); p.IsValid() {
		return p
	}
	return iff.Pos()
}

// builtActions returns the actions an answer the code builds (a literal,
// &mcp.ElicitResult{Action: "accept", Content: c}) can hold: the
// constants stored into its action field, through mcp-go's embedded
// ElicitationResponse; any action when one of them is not a constant
// action or none is stored.
func builtActions(answer *ssa.Alloc) actions {
	var s actions
	known := true
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if depth > 2 || v.Referrers() == nil {
			return
		}
		for _, ref := range *v.Referrers() {
			fa, ok := ref.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			action := sdk.ElicitField(fa.X.Type(), fa.Field) == sdk.ActionField
			st, isStruct := gotypes.Deref(fa.X.Type()).Underlying().(*types.Struct)
			embedded := isStruct && st.Field(fa.Field).Embedded()
			if !action && !embedded {
				continue
			}
			for _, r := range *fa.Referrers() {
				store, ok := r.(*ssa.Store)
				if !ok || store.Addr != fa {
					continue
				}
				if action {
					c, isConst := ssaval.ConstString(store.Val)
					if !isConst || actionOf(c) == 0 {
						known = false
					}
					s |= actionOf(c)
					continue
				}
				// The embedded response, built apart and copied in.
				var inner *ssa.Alloc
				if load, isLoad := store.Val.(*ssa.UnOp); isLoad && load.Op == token.MUL {
					inner, _ = load.X.(*ssa.Alloc)
				}
				if inner == nil {
					known = false
					continue
				}
				walk(inner, depth+1)
			}
			if embedded {
				walk(fa, depth+1)
			}
		}
	}
	walk(answer, 0)
	if !known || s == 0 {
		return anyAction
	}
	return s
}
