package elicit

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// summary is what a function does about elicitation, its callees
// included.
type summary struct {
	done bool
	Reach
	// predicate: the function reads the client's elicitation capability
	// (or calls a predicate), makes no elicitation itself, and has a
	// result (a bool, an error, the capability, parameters it builds only
	// when the client can answer): a call of it whose result decides a
	// branch is a capability check.
	predicate bool
	callees   []*ssa.Function // functions of the package it calls
	// paramCalls are the indices of its parameters (SSA's, the receiver
	// first) whose function values it calls: a caller's call of it also
	// runs the function values it passes there.
	paramCalls []int
	local      []*LocalSite // its own elicitations
}

// Reach is what one call of a function can do that the elicitation
// analyzers judge, the functions it calls included: its elicitations and
// its first destructive call.
type Reach struct {
	// Max is the most elicitations along one path through the function;
	// Unbounded, one of them is in a loop (or in a callee's loop).
	Max       int
	Unbounded bool
	// Witness lists the elicitations of that path in order (for an
	// unbounded function, the one in the loop among them).
	Witness []*Occurrence
	// All lists every elicitation the function reaches.
	All []*Occurrence
	// Destroys is the first destructive call the function reaches, nil if
	// none.
	Destroys *Destroy
	// Pending lists the calls the function reaches of a function value
	// that the package cannot resolve because the code that sets it is in
	// a package that imports this one (Occurrence.Hole; pending.go), each
	// judged as an elicitation would be there. PMax, PUnbounded and
	// PWitness are Max, Unbounded and Witness counting each such call as
	// one elicitation.
	Pending    []*Occurrence
	PMax       int
	PUnbounded bool
	PWitness   []*Occurrence
	// PCut says Pending was cut at maxOccurrences, here or in a
	// function it calls: a tool handler with PCut set is judged on part
	// of its pending calls, and its package reports the cut.
	PCut bool
}

// Destroy is a destructive call (internal/sdk's DestructiveCalls) reached
// from a function.
type Destroy struct {
	What string // "os.RemoveAll", "(*sql.DB).ExecContext DELETE"
	Posn token.Position
	Hops []Hop
}

// contribution is what one instruction adds to a function's summary.
type contribution struct {
	block     *ssa.BasicBlock
	max       int
	unbounded bool
	witness   []*Occurrence
	all       []*Occurrence
	// pending are the unresolved calls it reaches (Reach.Pending), and p,
	// when not nil, its count with each of them counted as one
	// elicitation (nil: the same as max, unbounded and witness).
	pending []*Occurrence
	p       *pathCount
	pcut    bool // the callee's Pending was cut (Reach.PCut)
}

// pathCount is a path's number of elicitations, whether one of them is in a
// loop, and the elicitations in order.
type pathCount struct {
	max       int
	unbounded bool
	witness   []*Occurrence
}

// pcount returns c's count with its pending calls counted as elicitations.
func (c *contribution) pcount() pathCount {
	if c.p != nil {
		return *c.p
	}
	return pathCount{c.max, c.unbounded, c.witness}
}

// big is the weight of an elicitation in a loop when the path with the
// most elicitations is chosen: a path through a loop wins.
const big = 1 << 20

// summary computes fn's summary, once. A function met again while its own
// summary is being computed (recursion) counts as eliciting nothing.
func (a *analysis_) summary(fn *ssa.Function) *summary {
	if s, ok := a.sums[fn]; ok {
		return s
	}
	s := &summary{}
	a.sums[fn] = s
	if fn.Blocks == nil {
		s.done = true
		return s
	}
	var contribs []*contribution
	readsCap, callsPredicate := false, false
	seenCallee := map[*ssa.Function]bool{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.FieldAddr, *ssa.Field:
				if a.selectsCapability(in.(ssa.Value)) {
					readsCap = true
				}
			case *ssa.MapUpdate:
				if c := a.inputRequest(fn, in, s); c != nil {
					contribs = append(contribs, c)
				}
			case ssa.CallInstruction:
				if c := a.elicitCall(fn, in, s); c != nil {
					contribs = append(contribs, c)
					continue
				}
				if p, ok := in.Common().Value.(*ssa.Parameter); ok && !in.Common().IsInvoke() {
					if i := slices.Index(fn.Params, p); i >= 0 && !slices.Contains(s.paramCalls, i) {
						s.paramCalls = append(s.paramCalls, i)
					}
				}
				if s.Destroys == nil {
					s.Destroys = a.destructive(in)
				}
				var cs []*contribution
				for _, t := range a.targets(in) {
					if t.local != nil && !seenCallee[t.local] {
						seenCallee[t.local] = true
						s.callees = append(s.callees, t.local)
					}
					r, predicate, name := a.reachOf(t)
					callsPredicate = callsPredicate || predicate
					if s.Destroys == nil && r.Destroys != nil {
						s.Destroys = a.liftDestroy(fn, in, name, r.Destroys)
					}
					if c := a.through(fn, in, name, r, t.direct, t.local); c != nil {
						cs = append(cs, c)
					}
				}
				if len(cs) == 0 || in.Common().IsInvoke() {
					// An interface's method may also be an importer's
					// implementation: one more alternative.
					if c := a.hole(fn, in); c != nil {
						cs = append(cs, c)
					}
				}
				if in.Common().StaticCallee() == nil && len(cs) > 1 {
					// The callees of a dynamic call are alternatives:
					// one of them runs.
					cs = []*contribution{oneOf(cs)}
				}
				contribs = append(contribs, cs...)
			}
		}
	}
	a.combine(fn, s, contribs)
	if len(s.All) == 0 && (readsCap || callsPredicate) {
		s.predicate = fn.Signature.Results().Len() > 0
	}
	s.done = true
	return s
}

// target is a function a call may run: one of the package (summarised
// here) or of another package (by its fact).
type target struct {
	local *ssa.Function
	fact  *FuncFact
	name  string
	// direct: the call calls the target itself (its arguments are the
	// target's), rather than handing it over as a function value.
	direct bool
	// via names the function the call calls, which calls the target, a
	// function value the call gives it (paramCalls); "" if none.
	via string
}

// reachOf returns what a call of t reaches, whether t is a capability
// predicate, and t's name for hops: from its summary, or its fact.
func (a *analysis_) reachOf(t target) (r Reach, predicate bool, name string) {
	if t.local != nil {
		cs := a.summary(t.local)
		name = ssaval.FuncName(t.local)
		if t.via != "" {
			name = t.via + " → " + name
		}
		return cs.Reach, cs.predicate, name
	}
	return t.fact.Reach, t.fact.Predicate, t.name
}

// targets returns what the call runs, as far as the code says: its static
// callee; for a call of a function value or an interface method, the
// functions the value-flow engine (internal/flow's Callees) finds reaching
// it (a function kept in a struct field, a method of the server's own
// interface, a closure handed to a helper); and, when neither is known,
// the function values it is given unless the callee is an SDK's
// (errgroup.Go, sync.Once.Do run them; a registration stores them).
func (a *analysis_) targets(call ssa.CallInstruction) []target {
	cc := call.Common()
	var out []target
	callee := cc.StaticCallee()
	if callee != nil {
		if t, ok := a.target(callee); ok {
			t.direct = true
			out = append(out, t)
			if t.local != nil {
				// The function values it calls that this call gives it.
				for _, i := range a.summary(t.local).paramCalls {
					if i < len(cc.Args) {
						if f := funcOf(cc.Args[i]); f != nil {
							if pt, ok := a.target(a.declared(f)); ok {
								pt.via = ssaval.FuncName(t.local)
								out = append(out, pt)
							}
						}
					}
				}
			}
			return out
		}
	}
	if callee != nil && a.isSDK(callee) {
		return nil
	}
	if callee == nil && !fromParam(cc.Value, 0) {
		// A call of a function value its function was given is resolved
		// where it is given (paramCalls): the engine's answer there is
		// every value given at any call.
		for _, f := range a.flow.Callees(call) {
			if t, ok := a.target(a.declared(f)); ok {
				// The call's arguments, past a receiver, are the
				// callee's parameters past its receiver, which is how
				// a schema's parameter is counted.
				t.direct = true
				out = append(out, t)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	for _, arg := range cc.Args {
		if fn := funcOf(arg); fn != nil {
			if t, ok := a.target(fn); ok {
				out = append(out, t)
			}
		}
	}
	return out
}

// funcOf returns the function that v is: a function, or the function of a
// closure (a bound method value's included); nil for anything else.
func funcOf(v ssa.Value) *ssa.Function {
	if ct, ok := v.(*ssa.ChangeType); ok {
		v = ct.X // a conversion to a named func type
	}
	switch v := v.(type) {
	case *ssa.Function:
		return v
	case *ssa.MakeClosure:
		f, _ := v.Fn.(*ssa.Function)
		return f
	}
	return nil
}

// fromParam reports whether v, a called function value, is a parameter
// of its function or of a function that encloses it (captured by a
// function literal, by value or by reference).
func fromParam(v ssa.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		return true
	case *ssa.UnOp:
		return x.Op == token.MUL && fromParam(x.X, depth+1)
	case *ssa.FreeVar:
		lit := x.Parent()
		i := slices.Index(lit.FreeVars, x)
		if lit.Parent() == nil || i < 0 {
			return false
		}
		for _, b := range lit.Parent().Blocks {
			for _, in := range b.Instrs {
				if mc, ok := in.(*ssa.MakeClosure); ok && mc.Fn == lit && i < len(mc.Bindings) {
					return fromParam(mc.Bindings[i], depth+1)
				}
			}
		}
	case *ssa.Alloc:
		for _, r := range *x.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == x && fromParam(st.Val, depth+1) {
				return true
			}
		}
	}
	return false
}

// declared returns the function that f stands for in summaries and hops:
// the generic function of an instance, and the method that a function the
// SSA builder made to call it runs (a bound method value, a method
// expression's thunk, a pointer receiver's wrapper of a value method).
func (a *analysis_) declared(f *ssa.Function) *ssa.Function {
	if f.Origin() != nil {
		f = f.Origin()
	}
	if obj, ok := f.Object().(*types.Func); ok && f.Synthetic != "" {
		if d := a.pkg.Prog.FuncValue(obj); d != nil && d.Synthetic == "" {
			return d
		}
	}
	return f
}

// target returns fn as a target: summarised here if it has a body, by its
// fact if it is another package's.
func (a *analysis_) target(fn *ssa.Function) (target, bool) {
	if fn.Blocks != nil {
		return target{local: fn}, true
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj.Pkg() == nil || obj.Pkg() == a.pass.Pkg {
		return target{}, false
	}
	var ff FuncFact
	if a.pass.ImportObjectFact(obj.Origin(), &ff) {
		return target{fact: &ff, name: ssaval.FuncName(fn)}, true
	}
	return target{}, false
}

// isSDK reports whether fn belongs to an SDK package.
func (a *analysis_) isSDK(fn *ssa.Function) bool {
	obj := fn.Object()
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	return a.scope.InSDK(obj.Pkg())
}

// elicitCall returns the contribution of a call of the elicitation table,
// or nil.
func (a *analysis_) elicitCall(fn *ssa.Function, call ssa.CallInstruction, s *summary) *contribution {
	obj, e := a.elicitOf(call)
	if e == nil {
		return nil
	}
	pos := a.syntax.callStart(call.Pos())
	site := Site{
		Posn: a.pass.Fset.Position(pos), Func: ssaval.FuncName(fn), API: gotypes.ShortFuncName(obj),
		Form: e.Form, SDK: e.SDK, SDKChecks: e.SDKChecks,
		Confirm: a.confirmSchema(fn, call, e),
	}
	o := &Occurrence{Site: site, ErrResult: -1, Checked: a.guarded(fn, call), InLoop: a.inLoop(fn, call.Block()), SchemaArg: -1}
	if ce := a.syntax.calls[call.Pos()]; site.Confirm == "" && ce != nil && e.Params >= 0 && e.Params < len(ce.Args) {
		o.SchemaArg, o.SchemaParams = a.schemaArg(fn, ce.Args[e.Params])
		// A literal may ask with a parameter of a function that encloses
		// it (a goroutine's body, with the request its function was
		// given).
		for p, up := fn.Parent(), 1; o.SchemaArg < 0 && p != nil && up <= 3; p, up = p.Parent(), up+1 {
			if i, params := a.schemaArg(p, ce.Args[e.Params]); i >= 0 {
				o.SchemaArg, o.SchemaParams, o.SchemaUp = i, params, up
			}
		}
	}
	if e.SDKChecks {
		if v, ok := call.(*ssa.Call); ok {
			o.Fallback, o.ErrResult = a.judgeErr(fn, errorOf(v, lastIndex(v)))
		}
	}
	s.local = append(s.local, &LocalSite{Site: site, Fn: fn, Instr: call, Pos: pos, Enums: a.callEnums(call, e)})
	return &contribution{block: call.Block(), max: 1, unbounded: o.InLoop, witness: []*Occurrence{o}, all: []*Occurrence{o}}
}

// elicitOf returns the elicitation of the table that the call makes, with
// its function, or nil: the call's own callee (a static callee, an SDK
// interface's method), or the SDK method that the value-flow engine finds
// a call of a function value or of the server's own interface runs (an
// approval service's Requester holding the *server.MCPServer).
func (a *analysis_) elicitOf(call ssa.CallInstruction) (*types.Func, *sdk.ElicitFunc) {
	cc := call.Common()
	var obj *types.Func
	if cc.IsInvoke() {
		obj = cc.Method
	} else if callee := cc.StaticCallee(); callee != nil {
		obj, _ = callee.Object().(*types.Func)
	}
	if e := sdk.LookupElicit(obj); e != nil || cc.StaticCallee() != nil {
		return obj, e
	}
	callees := a.flow.Callees(call)
	for _, f := range callees {
		if obj, ok := a.declared(f).Object().(*types.Func); ok {
			if e := sdk.LookupElicit(obj); e != nil {
				return obj, e
			}
		}
	}
	if cc.IsInvoke() && len(callees) == 0 {
		if obj := a.sdkElicitor(cc.Method); obj != nil {
			return obj, sdk.LookupElicit(obj)
		}
	}
	return nil, nil
}

// sdkElicitor returns, for a method of an interface that is not the SDK's,
// the SDK's elicitation of the table that the method stands for: the
// method of that name of an SDK type that implements the interface
// (nokey's approval.Requester, which *server.MCPServer satisfies with
// RequestElicitation); nil if none. A call of such a method that the
// value-flow engine cannot resolve, because the value comes from the
// callers, is taken for the elicitation: the interface is the server's
// way of making it.
func (a *analysis_) sdkElicitor(m *types.Func) *types.Func {
	sig, ok := m.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || m.Pkg() == nil || a.scope.InSDK(m.Pkg()) {
		return nil
	}
	iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	if a.sdkPkgs == nil {
		a.sdkPkgs = tablePackages(a.pass.Pkg)
	}
	for _, pkg := range a.sdkPkgs {
		for _, e := range sdk.ElicitFuncs {
			if e.Recv == "" || e.Name != m.Name() || !slices.Contains(e.Pkgs, pkg.Path()) {
				continue
			}
			tn, ok := pkg.Scope().Lookup(e.Recv).(*types.TypeName)
			if !ok {
				continue
			}
			for _, t := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
				if !types.Implements(t, iface) {
					continue
				}
				obj, _, _ := types.LookupFieldOrMethod(t, true, pkg, e.Name)
				if f, ok := obj.(*types.Func); ok && sdk.LookupElicit(f) != nil {
					return f
				}
			}
		}
	}
	return nil
}

// tablePackages returns the packages of the elicitation table that pkg
// imports, directly or not (an empty, non-nil slice if none).
func tablePackages(pkg *types.Package) []*types.Package {
	out := []*types.Package{}
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		if seen[p] {
			return
		}
		seen[p] = true
		if slices.ContainsFunc(sdk.ElicitFuncs, func(e sdk.ElicitFunc) bool { return slices.Contains(e.Pkgs, p.Path()) }) {
			out = append(out, p)
		}
		for _, q := range p.Imports() {
			walk(q)
		}
	}
	walk(pkg)
	return out
}

// inputRequest returns the contribution of a go-sdk input request (an
// *mcp.ElicitParams stored in an mcp.InputRequestMap), or nil.
func (a *analysis_) inputRequest(fn *ssa.Function, mu *ssa.MapUpdate, s *summary) *contribution {
	if !sdk.IsElicitType(mu.Map.Type(), sdk.ElicitTypes.GoInputRequestMap) {
		return nil
	}
	v := mu.Value
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if _, ok := types.Unalias(v.Type()).(*types.Pointer); !ok || !sdk.IsElicitType(v.Type(), sdk.ElicitTypes.GoElicitParams) {
		return nil
	}
	pos := a.syntax.entryStart(mu.Pos())
	site := Site{
		Posn: a.pass.Fset.Position(pos), Func: ssaval.FuncName(fn), API: "mcp.InputRequestMap entry (*mcp.ElicitParams)",
		Form: sdk.ElicitInputRequest, SDK: sdk.GoSDK,
		Confirm: a.confirmOfEntry(mu.Pos()),
	}
	o := &Occurrence{Site: site, ErrResult: -1, Checked: a.guarded(fn, mu), InLoop: a.inLoop(fn, mu.Block()), SchemaArg: -1}
	if kv := a.syntax.entries[mu.Pos()]; site.Confirm == "" && kv != nil {
		o.SchemaArg, o.SchemaParams = a.schemaArg(fn, kv.Value)
	}
	s.local = append(s.local, &LocalSite{Site: site, Fn: fn, Instr: mu, Pos: pos})
	return &contribution{block: mu.Block(), max: 1, unbounded: o.InLoop, witness: []*Occurrence{o}, all: []*Occurrence{o}}
}

// through returns the contribution of a call of a function that elicits:
// its occurrences, one hop further, judged again in the caller (a check
// around the call, the handling of an error the callee passes on, the
// schema it passes to a callee that asks with the one it is given).
// direct: the call passes its arguments to the callee itself; local is
// the callee when it is a function of the package.
func (a *analysis_) through(fn *ssa.Function, call ssa.CallInstruction, callee string, r Reach, direct bool, local *ssa.Function) *contribution {
	if len(r.All) == 0 && len(r.Pending) == 0 {
		return nil
	}
	hop := a.hop(fn, call, callee)
	guarded := a.guarded(fn, call)
	loop := a.inLoop(fn, call.Block())
	memo := map[*Occurrence]*Occurrence{}
	lift := func(o *Occurrence) *Occurrence {
		if n, ok := memo[o]; ok {
			return n
		}
		hops, ok := a.prepend(hop, o.Hops)
		if !ok {
			memo[o] = o
			return o
		}
		n := *o
		n.Hops = hops
		n.Checked = o.Checked || guarded
		n.InLoop = o.InLoop || loop
		if o.ErrResult >= 0 && !o.Fallback {
			n.Fallback, n.ErrResult = false, -1
			if v, ok := call.(*ssa.Call); ok {
				n.Fallback, n.ErrResult = a.judgeErr(fn, errorOf(v, o.ErrResult))
			}
		}
		switch {
		case o.SchemaArg >= 0 && o.SchemaUp > 0:
			// The schema comes from a parameter of a function that
			// encloses the callee: it is fn's when fn encloses it.
			n.SchemaUp--
			if local == nil || local.Parent() != fn {
				n.SchemaArg, n.SchemaParams, n.SchemaUp = -1, false, 0
			}
		case o.SchemaArg >= 0:
			n.SchemaArg, n.SchemaParams = -1, false
			if direct {
				n.Confirm, n.SchemaArg, n.SchemaParams = a.argSchema(fn, call, o.SchemaArg, o.SchemaParams)
			}
		}
		memo[o] = &n
		return &n
	}
	c := &contribution{block: call.Block(), max: r.Max, unbounded: r.Unbounded || loop && r.Max > 0, pcut: r.PCut}
	for _, o := range r.Witness {
		c.witness = append(c.witness, lift(o))
	}
	for _, o := range r.All {
		c.all = append(c.all, lift(o))
	}
	if len(r.Pending) > 0 {
		for _, o := range r.Pending {
			c.pending = append(c.pending, lift(o))
		}
		p := &pathCount{max: r.PMax, unbounded: r.PUnbounded || loop && r.PMax > 0}
		for _, o := range r.PWitness {
			p.witness = append(p.witness, lift(o))
		}
		c.p = p
	}
	return c
}

// oneOf merges the contributions of the callees of one call of which only
// one runs: the most elicitations of any (with its witnesses), and every
// elicitation of all.
func oneOf(cs []*contribution) *contribution {
	best := cs[0]
	for _, c := range cs[1:] {
		if c.unbounded && !best.unbounded || c.unbounded == best.unbounded && c.max > best.max {
			best = c
		}
	}
	out := &contribution{block: best.block, max: best.max, unbounded: best.unbounded, witness: best.witness}
	pbest := best.pcount()
	for _, c := range cs {
		out.all = append(out.all, c.all...)
		out.pending = append(out.pending, c.pending...)
		out.pcut = out.pcut || c.pcut
		if p := c.pcount(); p.unbounded && !pbest.unbounded || p.unbounded == pbest.unbounded && p.max > pbest.max {
			pbest = p
		}
	}
	if len(out.pending) > 0 {
		out.p = &pbest
	}
	return out
}

// errorOf returns result i of a call (the call itself for a single
// result), or nil if the call has no such result or it is unused.
func errorOf(call *ssa.Call, i int) ssa.Value {
	res := call.Call.Signature().Results()
	if i < 0 || i >= res.Len() {
		return nil
	}
	if res.Len() == 1 {
		return call
	}
	for _, r := range *call.Referrers() {
		if e, ok := r.(*ssa.Extract); ok && e.Index == i {
			return e
		}
	}
	return nil
}

// lastIndex returns the index of a call's last result.
func lastIndex(call *ssa.Call) int {
	return call.Call.Signature().Results().Len() - 1
}

// combine computes the function's most elicitations along one path, the
// path's elicitations, and the list of all, from its contributions.
func (a *analysis_) combine(fn *ssa.Function, s *summary, contribs []*contribution) {
	if len(contribs) == 0 {
		return
	}
	// An elicitation reached on several paths alike is kept once, as a
	// pending call is (below).
	seenAll := map[occurrenceKey]bool{}
	for _, c := range contribs {
		for _, o := range c.all {
			k := keyOf(o)
			if seenAll[k] {
				continue
			}
			seenAll[k] = true
			if len(s.All) == maxOccurrences {
				// A test's function that runs many tool handlers (through
				// the interfaces the engine resolves) is no handler: what
				// it lacks is never reported.
				if !a.inTestFile(fn) || a.isHandler(fn) {
					a.cut = true
				}
				break
			}
			s.All = append(s.All, o)
		}
	}
	n := a.longest(fn, contribs, func(c *contribution) pathCount { return pathCount{c.max, c.unbounded, c.witness} })
	s.Max, s.Unbounded, s.Witness = n.max, n.unbounded, n.witness
	// Pending calls matter only to the tool handlers that reach them: a
	// list cut here is a cut of the analysis only where a handler is
	// judged on it (pendingHandler), not in every function of a large
	// host that calls many function values.
	// A pending call reached on several paths alike (the same call,
	// judged the same) is kept once, on the first path: the others would
	// be judged and reported the same, and only the number of distinct
	// ones is bounded.
	seen := map[occurrenceKey]bool{}
	for _, c := range contribs {
		s.PCut = s.PCut || c.pcut
		for _, o := range c.pending {
			k := keyOf(o)
			if seen[k] {
				continue
			}
			if len(s.Pending) == maxOccurrences {
				s.PCut = true
				break
			}
			seen[k] = true
			s.Pending = append(s.Pending, o)
		}
	}
	if len(s.Pending) > 0 {
		p := a.longest(fn, contribs, (*contribution).pcount)
		s.PMax, s.PUnbounded, s.PWitness = p.max, p.unbounded, p.witness
	}
}

// occurrenceKey is what an elicitation or a pending call is judged on: two
// occurrences with the same key differ only in the path to the call past
// its first call (Hops[1:]) and, for pending calls, in where the call is. An importer judges
// a pending call by what it resolves to, which depends only on where the
// called value comes from (Hole.Keys) and the method, so the calls of one
// logger's method at a hundred places in a package are one pending call
// (giantswarm/muster's test runner reached 130 and was cut).
type occurrenceKey struct {
	site, at, via           token.Position
	hole                    string
	checked, fallback, loop bool
	errResult, schemaArg    int
	schemaParams            bool
	schemaUp                int
	confirm                 string
}

func keyOf(o *Occurrence) occurrenceKey {
	k := occurrenceKey{
		site: o.Site.Posn, at: o.At,
		checked: o.Checked, fallback: o.Fallback, loop: o.InLoop,
		errResult: o.ErrResult, schemaArg: o.SchemaArg, schemaParams: o.SchemaParams, schemaUp: o.SchemaUp,
		confirm: o.Confirm,
	}
	if len(o.Hops) > 0 {
		// The first call on the way is where a finding about the
		// function at hand is reported: two calls of one helper are
		// two findings.
		k.via = o.Hops[0].Posn
	}
	if h := o.Hole; h != nil {
		k.site = token.Position{}
		k.hole = fmt.Sprintf("%q %q %d %q %q", h.Keys, h.Method, h.ErrIndex, h.Confirm, h.ParamsConfirm)
	}
	return k
}

// longest returns the path through fn's control flow with the most
// elicitations, each contribution counted by countOf: their number,
// whether one is in a loop, and the elicitations in order.
func (a *analysis_) longest(fn *ssa.Function, contribs []*contribution, countOf func(*contribution) pathCount) pathCount {
	var out pathCount
	loops := a.loops(fn)
	byBlock := map[*ssa.BasicBlock][]pathCount{}
	for _, c := range contribs {
		// (A call that reaches only pending calls counts nothing, in a
		// loop or not, when they are not counted.)
		if n := countOf(c); n.max > 0 || n.unbounded {
			byBlock[c.block] = append(byBlock[c.block], n)
		}
	}
	// The strongly connected components of the blocks reachable from the
	// entry, in topological order; the weight of a component is the
	// elicitations of its blocks, big for one in a loop.
	sccs := loops.sccs
	weight := make([]int, len(sccs))
	count := make([]int, len(sccs))
	unb := make([]bool, len(sccs))
	for i, scc := range sccs {
		for _, b := range scc {
			for _, c := range byBlock[b] {
				count[i] += c.max
				w := c.max
				if c.unbounded || loops.cyclic[b] {
					w += big
					unb[i] = true
				}
				weight[i] += w
			}
		}
	}
	best := make([]int, len(sccs))
	cnt := make([]int, len(sccs))
	prev := make([]int, len(sccs))
	for i := range sccs {
		prev[i] = -1
		for _, b := range sccs[i] {
			for _, p := range b.Preds {
				j, ok := loops.sccOf[p]
				if !ok || j == i {
					continue
				}
				if best[j] > best[i] || best[j] == best[i] && prev[i] < 0 && best[j] > 0 {
					best[i], cnt[i], prev[i] = best[j], cnt[j], j
				}
			}
		}
		best[i] += weight[i]
		cnt[i] += count[i]
	}
	end := 0
	for i := range sccs {
		if best[i] > best[end] {
			end = i
		}
	}
	var chain []int
	for i := end; i >= 0; i = prev[i] {
		chain = append(chain, i)
	}
	for k := len(chain) - 1; k >= 0; k-- {
		i := chain[k]
		if unb[i] {
			out.unbounded = true
		}
		blocks := append([]*ssa.BasicBlock(nil), sccs[i]...)
		sort.Slice(blocks, func(x, y int) bool { return blocks[x].Index < blocks[y].Index })
		for _, b := range blocks {
			for _, c := range byBlock[b] {
				for _, o := range c.witness {
					if len(out.witness) < maxOccurrences {
						out.witness = append(out.witness, o)
					}
				}
			}
		}
	}
	out.max = cnt[end]
	return out
}

// inTestFile reports whether fn is declared in a _test.go file.
func (a *analysis_) inTestFile(fn *ssa.Function) bool {
	f := a.pass.Fset.File(fn.Pos())
	return f != nil && strings.HasSuffix(f.Name(), "_test.go")
}

// loopInfo is the loop structure of a function's blocks.
type loopInfo struct {
	sccs   [][]*ssa.BasicBlock // in topological order, from the entry
	sccOf  map[*ssa.BasicBlock]int
	cyclic map[*ssa.BasicBlock]bool // in a cycle
}

// loops computes the strongly connected components of the blocks
// reachable from fn's entry (Tarjan), once per function.
func (a *analysis_) loops(fn *ssa.Function) *loopInfo {
	if li, ok := a.loopCache[fn]; ok {
		return li
	}
	li := &loopInfo{sccOf: map[*ssa.BasicBlock]int{}, cyclic: map[*ssa.BasicBlock]bool{}}
	if a.loopCache == nil {
		a.loopCache = map[*ssa.Function]*loopInfo{}
	}
	a.loopCache[fn] = li
	if len(fn.Blocks) == 0 {
		return li
	}
	index := map[*ssa.BasicBlock]int{}
	low := map[*ssa.BasicBlock]int{}
	onStack := map[*ssa.BasicBlock]bool{}
	var stack []*ssa.BasicBlock
	var rev [][]*ssa.BasicBlock
	n := 0
	var strong func(b *ssa.BasicBlock)
	strong = func(b *ssa.BasicBlock) {
		index[b], low[b] = n, n
		n++
		stack = append(stack, b)
		onStack[b] = true
		for _, s := range b.Succs {
			if _, ok := index[s]; !ok {
				strong(s)
				low[b] = min(low[b], low[s])
			} else if onStack[s] {
				low[b] = min(low[b], index[s])
			}
		}
		if low[b] == index[b] {
			var scc []*ssa.BasicBlock
			for {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[top] = false
				scc = append(scc, top)
				if top == b {
					break
				}
			}
			rev = append(rev, scc)
		}
	}
	strong(fn.Blocks[0])
	for i := len(rev) - 1; i >= 0; i-- {
		k := len(li.sccs)
		li.sccs = append(li.sccs, rev[i])
		for _, b := range rev[i] {
			li.sccOf[b] = k
			if len(rev[i]) > 1 {
				li.cyclic[b] = true
			}
			for _, s := range b.Succs {
				if s == b {
					li.cyclic[b] = true
				}
			}
		}
	}
	return li
}

// inLoop reports whether b is in a loop of fn.
func (a *analysis_) inLoop(fn *ssa.Function, b *ssa.BasicBlock) bool {
	return a.loops(fn).cyclic[b]
}

// destructive returns the call as a Destroy if it is one of internal/sdk's
// DestructiveCalls (for SQL, with a constant statement that destroys).
func (a *analysis_) destructive(call ssa.CallInstruction) *Destroy {
	cc := call.Common()
	callee := cc.StaticCallee()
	if callee == nil {
		return nil
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok {
		return nil
	}
	d := sdk.LookupDestructive(obj)
	if d == nil {
		return nil
	}
	what := gotypes.ShortFuncName(obj)
	if d.SQLArg >= 0 {
		i := d.SQLArg
		if obj.Type().(*types.Signature).Recv() != nil {
			i++
		}
		if i >= len(cc.Args) {
			return nil
		}
		q, ok := ssaval.ConstString(cc.Args[i])
		if !ok {
			return nil
		}
		fields := strings.Fields(q)
		if len(fields) == 0 || !slices.Contains(sdk.DestructiveSQL, strings.ToUpper(fields[0])) {
			return nil
		}
		what += " " + strings.ToUpper(fields[0])
	}
	return &Destroy{What: what, Posn: a.pass.Fset.Position(a.syntax.callStart(call.Pos()))}
}

// liftDestroy returns a callee's Destroy one hop further.
func (a *analysis_) liftDestroy(fn *ssa.Function, call ssa.CallInstruction, callee string, d *Destroy) *Destroy {
	hops, ok := a.prepend(a.hop(fn, call, callee), d.Hops)
	if !ok {
		return d
	}
	n := *d
	n.Hops = hops
	return &n
}

// hop is the call of callee that fn makes at call, as a hop of a way.
func (a *analysis_) hop(fn *ssa.Function, call ssa.CallInstruction, callee string) Hop {
	return Hop{Posn: a.pass.Fset.Position(a.syntax.callStart(call.Pos())), Caller: ssaval.FuncName(fn), Callee: callee}
}

// prepend returns the hops of a way one call further from its end: hop,
// then hops. Past maxHops the first and last maxHops/2 are kept (a cut).
// It returns false when hop is on the way already: a recursion, where
// going round again adds nothing but hops.
func (a *analysis_) prepend(hop Hop, hops []Hop) ([]Hop, bool) {
	if slices.Contains(hops, hop) {
		return hops, false
	}
	out := append([]Hop{hop}, hops...)
	if len(out) > maxHops {
		out = append(out[:maxHops/2:maxHops/2], out[len(out)-maxHops/2:]...)
		a.hopCut = true
	}
	return out, true
}
