package flow

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// call generates the constraints of a call, go or defer instruction and
// records the call site.
func (g *graph) call(fn *ssa.Function, instr ssa.CallInstruction) {
	c := instr.Common()
	s := &site{caller: fn, instr: instr, pos: instr.Pos(), seen: map[any]bool{}, param: -1}
	if s.pos == 0 {
		s.pos = c.Pos()
	}
	g.sites = append(g.sites, s)
	g.siteOf[instr] = s
	if f := c.StaticCallee(); f != nil {
		if obj := ssaval.FuncObject(f); obj != nil {
			g.byCallee[obj.FullName()] = append(g.byCallee[obj.FullName()], s)
		}
	}

	var res node
	if v := instr.Value(); v != nil {
		res = g.val(v)
		if c.IsInvoke() || isExternal(c.StaticCallee()) {
			g.opaqueResult(instr, v, res)
		}
	} else {
		res = g.NewNode()
	}
	var args []node
	if c.IsInvoke() {
		args = append(args, g.val(c.Value))
	}
	for _, a := range c.Args {
		args = append(args, g.val(a))
	}
	s.args = args
	if _, builtin := c.Value.(*ssa.Builtin); !builtin && c.StaticCallee() == nil {
		s.param, s.paramPath = g.paramChain(fn, c.Value)
	}

	if obj := ssaval.CalleeObject(c); obj != nil {
		if g.model.Sink(obj) {
			g.sinks[fn] = append(g.sinks[fn], sinkSite{pos: s.pos, name: gotypes.ShortFuncName(obj), instr: instr})
		}
		g.noteCtor(fn, s, obj, c)
	}
	// The body of a range-over-func loop is a synthetic closure that the
	// iterator calls: the loop's function calls it.
	for _, a := range c.Args {
		if mc, ok := a.(*ssa.MakeClosure); ok {
			if f := mc.Fn.(*ssa.Function); f.Synthetic == "range-over-func yield" {
				g.link(s, f, nil, "", nil, g.NewNode())
			}
		}
	}
	g.noteMethodArgs(fn, instr, s)

	switch {
	case c.IsInvoke():
		recv := args[0]
		g.Watch(recv, func(l label) {
			switch g.kinds[l] {
			case lType:
				if m := g.lookupMethod(g.payload[l].(types.Type), c.Method); m != nil {
					g.link(s, m, nil, "", args, res)
				}
			case lMethods:
				if p := g.payload[l].(*methodsOf).method(c.Method.Name()); p != nil {
					s.linkExt(methodKey{l, c.Method.Name()}, p, nil, "")
				}
			case lObj:
				if g.isSym(l) {
					s.noteSym(l, c.Method.Name())
					// What the method returns is what the callers'
					// value's method returns there: a tool source's
					// Tools(), whose tools the caller's summary calls.
					if g.obj(l).sym.glob == "" && g.tracksResult(c.Signature()) {
						m := g.sub(l, string(accesspath.Method(c.Method.Name())))
						g.Add(res, g.sub(m, callTok))
					}
				}
			}
		})
	case c.StaticCallee() != nil:
		g.link(s, c.StaticCallee(), nil, "", args, res)
	default:
		if b, ok := c.Value.(*ssa.Builtin); ok {
			g.builtin(b, args, res)
			return
		}
		g.Watch(g.val(c.Value), func(l label) {
			switch g.kinds[l] {
			case lFunc:
				g.link(s, g.payload[l].(*ssa.Function), nil, "", args, res)
			case lExt:
				s.linkExt(l, g.payload[l].(*extValue), nil, "")
			case lObj:
				// A function value this package cannot see, from a
				// parameter or another package's result: what it
				// returns is what its callers, or the package that made
				// it, say is there. (Not for a global's: a package-level
				// table of component builders would make every method
				// call on what they build a fact of every function.)
				if o := g.obj(l); o.sym != nil && o.sym.glob == "" {
					g.Add(res, g.sub(l, callTok))
				}
				g.closureResult(l, res)
				if g.isSym(l) {
					s.noteSym(l, "")
				}
				if rf, ok := g.obj(l).site.(returnedFunc); ok {
					g.callReturned(s, rf, args, res, nil, "")
				}
			}
		})
	}
}

// tracksResult reports whether a result of a call of signature sig can
// hold what the analysis tracks (interesting), other than an error.
func (g *graph) tracksResult(sig *types.Signature) bool {
	for v := range sig.Results().Variables() {
		if t := v.Type(); g.interesting(t) && !types.Identical(t, types.Universe.Lookup("error").Type()) {
			return true
		}
	}
	return false
}

// isValueHelper reports whether f returns only values of basic types
// (strings, numbers, booleans), takes values (basic values, interfaces or
// structs, but no pointers, slices, maps, channels or functions) and
// captures nothing: what it returns can depend on the data passed to it
// only through those values and its receiver's state, so the provenance of
// the data passed is the call site's. A name tracker's
// (*NameTracker).ExposedToolName(server, name) is one, a plain prefixer is
// one, and so is getName(item any) string with a type switch over
// mcp.Tool, mcp.Prompt and mcp.Resource; the receiver itself is passed as
// usual.
func isValueHelper(f *ssa.Function) bool {
	sig := f.Signature
	if len(f.FreeVars) > 0 || sig.Params().Len() == 0 || sig.Results().Len() == 0 {
		return false
	}
	for i := range sig.Results().Len() {
		if _, ok := sig.Results().At(i).Type().Underlying().(*types.Basic); !ok {
			return false
		}
	}
	for i := range sig.Params().Len() {
		switch sig.Params().At(i).Type().Underlying().(type) {
		case *types.Basic, *types.Interface, *types.Struct:
		default:
			return false
		}
	}
	return true
}

// noteMethodArgs records a call that sends a hand-rolled prompts/get: a
// JSON text whose method is prompts/get passed to any function; the method
// name passed to a function of this package that puts that parameter in a
// request's method slot (c.request(ctx, "prompts/get", p)); or passed as a
// parameter named method of a function outside this package and the
// standard library, whose body is not here to read. A logger or metrics
// function given the name is none of these (one of this package, even
// with a parameter named method), and comparing it is no call.
func (g *graph) noteMethodArgs(fn *ssa.Function, instr ssa.CallInstruction, s *site) {
	c := instr.Common()
	for _, a := range c.Args {
		if g.noteRequestText(fn, instr, a, s.pos) {
			return
		}
	}
	if g.isStdCall(c) {
		return
	}
	// A request helper of this package: a function whose parameter it
	// puts in a request's method slot.
	var helper *ssa.Function
	if callee := c.StaticCallee(); callee != nil && callee.Pkg == g.pkg && callee.Blocks != nil {
		helper = callee
	}
	params := c.Signature().Params()
	off := len(c.Args) - params.Len() // a static method call's receiver
	for i, a := range c.Args {
		j := i - off
		if j < 0 || j >= params.Len() {
			continue
		}
		// A parameter named method is a request's method, unless the
		// callee is a function of this package whose body shows it
		// is not (a logger's Request(method string, ...)).
		if helper != nil && sendsAsMethod(helper, i) || helper == nil && isMethodSlot(params.At(j).Name()) {
			if g.noteMethodString(fn, instr, a, s.pos) {
				return
			}
		}
	}
}

// sendsAsMethod reports whether f puts its parameter i (the receiver
// first) in a request's method slot: a field or map key named method, or a
// parameter named method of a function it calls.
func sendsAsMethod(f *ssa.Function, i int) bool {
	if i >= len(f.Params) {
		return false
	}
	seen := map[ssa.Value]bool{}
	var uses func(v ssa.Value) bool
	uses = func(v ssa.Value) bool {
		if seen[v] {
			return false
		}
		seen[v] = true
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.Store:
				if fa, ok := r.Addr.(*ssa.FieldAddr); ok && r.Val == v && isMethodSlot(ssaval.FieldAddrName(fa)) {
					return true
				}
			case *ssa.MapUpdate:
				if k, ok := ssaval.ConstString(r.Key); ok && r.Value == v && isMethodSlot(k) {
					return true
				}
			case *ssa.MakeInterface:
				if uses(r) {
					return true
				}
			case *ssa.ChangeType:
				if uses(r) {
					return true
				}
			case ssa.CallInstruction:
				c := r.Common()
				params := c.Signature().Params()
				off := len(c.Args) - params.Len()
				for k, a := range c.Args {
					if a == v && k-off >= 0 && k-off < params.Len() && isMethodSlot(params.At(k-off).Name()) {
						return true
					}
				}
			}
		}
		return false
	}
	return uses(f.Params[i])
}

func isExternal(f *ssa.Function) bool {
	return f != nil && f.Blocks == nil && (f.Origin() == nil || f.Origin().Blocks == nil)
}

// opaqueResult gives the result of a call into code this package cannot
// see (another package, an interface) an object per call site: memory this
// package did not allocate, whose contents are unknown but can be stored
// into and read back.
func (g *graph) opaqueResult(instr ssa.CallInstruction, v ssa.Value, res node) {
	tup, ok := v.Type().(*types.Tuple)
	if !ok {
		tup = types.NewTuple(types.NewVar(token.NoPos, nil, "", v.Type()))
	}
	for i := range tup.Len() {
		t := tup.At(i).Type()
		switch t.Underlying().(type) {
		case *types.Pointer, *types.Map, *types.Slice, *types.Chan, *types.Interface:
			if !g.interesting(t) {
				continue
			}
			n := res
			if tup.Len() > 1 {
				n = g.part(res, i)
			}
			g.Add(n, g.symLabel(&symRoot{opaque: instr}, ""))
		}
	}
}

// paramChain returns the parameter of fn that v is read from, and the
// access path of the read ("" for the parameter itself, ".m*[]*" for
// p.m[k]), or -1 if v is not read from a parameter.
func (g *graph) paramChain(fn *ssa.Function, v ssa.Value) (int, string) {
	path := ""
	for range 16 {
		switch x := v.(type) {
		case *ssa.Parameter:
			for i, q := range fn.Params {
				if q == x {
					return i, path
				}
			}
			return -1, ""
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return -1, ""
			}
			path, v = "*"+path, x.X
		case *ssa.FieldAddr:
			path, v = g.fieldKey(gotypes.Deref(x.X.Type()).Underlying(), x.Field)+path, x.X
		case *ssa.Field:
			path, v = g.fieldKey(x.X.Type(), x.Field)+"*"+path, x.X
		case *ssa.IndexAddr:
			path, v = "[]"+path, x.X
		case *ssa.Index:
			path, v = "[]*"+path, x.X
		case *ssa.Lookup:
			if _, ok := x.X.Type().Underlying().(*types.Map); !ok {
				return -1, ""
			}
			path, v = "[]*"+path, x.X
		case *ssa.Extract:
			v = x.Tuple
		case *ssa.ChangeType:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.TypeAssert:
			v = x.X
		default:
			return -1, ""
		}
	}
	return -1, ""
}

// contextViews prepares, for every call of a local function whose calls
// go through its parameters, a node with what the caller passes at the
// access path of each such call. Reach then resolves those calls per call
// site (see sitePaths), so two registries of one type used by one
// dispatcher method stay apart.
func (g *graph) contextViews() {
	for _, s := range g.sites {
		for _, c := range s.callees {
			if c.fn == nil || c.fn.Blocks == nil {
				continue
			}
			for _, ps := range g.sitesOf(c.fn) {
				if ps.param < 0 || ps.param >= len(s.args) || ps.paramPath == "" {
					continue
				}
				k := [2]*site{s, ps}
				if _, ok := g.views[k]; !ok {
					g.views[k] = g.derivePath(s.args[ps.param], ps.paramPath)
				}
			}
		}
	}
}

// closureResult passes to n what calling l returns, where l stands for a
// closure another package's function returned (closureSite): what that
// function's summary says the closure returns. (Only there: the contents
// of a symbolic function value's result are its pointees, not its values,
// and making them for every call of a parameter took mcpproxy-go's
// internal/server from 1.7M steps to 8.9M, its test variant past 100M.)
func (g *graph) closureResult(l label, n node) {
	if _, ok := g.obj(l).site.(closureSite); ok {
		g.Flow(g.content(g.sub(l, callTok)), n)
	}
}

// closureSite keys the object standing for a closure that a call of
// another package's function returns as its result number result
// (SymReturn.Call): calling the object returns what the contents of its
// "()" sub-object hold.
type closureSite struct {
	call   ssa.CallInstruction
	result int
}

// returnedFunc keys the object standing for a function value that a call
// of a function of package pkg returns, whose fact ff says what calls it
// makes when it is called (ff.ReturnsCalls[i]): a call of the object
// makes them (applyCalls).
type returnedFunc struct {
	call ssa.CallInstruction
	pkg  *types.Package
	ff   *FuncFact
	i    int
}

// callReturned applies, at call site s with arguments args and result
// res, what the function value rf stands for does when called: its calls
// and its stores (a Captured store's source is an argument of the call
// that returned the value). via and from are as for external.
func (g *graph) callReturned(s *site, rf returnedFunc, args []node, res node, via []Hop, from string) {
	rc := rf.ff.ReturnsCalls[rf.i]
	var outer []node
	if made := g.siteOf[rf.call]; made != nil {
		outer = made.args
	}
	for st := range rc.Stores.All() {
		srcArgs := args
		if st.Captured {
			srcArgs = outer
		}
		g.applyStore(rf.pkg, st, rf.ff.TypeMethods, srcArgs, args, res, s.pos, nil)
	}
	g.applyCalls(s, rf.pkg, nil, rc.Calls, rf.ff.TypeMethods, args, res, via, from)
}

// extValue is a function value from another package that reaches a sink.
type extValue struct {
	name string
	path *Path
}

// noteSym records that a site calls a symbolic value (or invokes method on
// it), for the summary of the function whose parameter or global it is.
func (s *site) noteSym(l label, method string) {
	k := struct {
		l label
		m string
	}{l, method}
	if s.seen[k] {
		return
	}
	s.seen[k] = true
	s.syms = append(s.syms, symCall{l: l, method: method, args: s.args})
}

type symCall struct {
	l      label
	method string
	via    []Hop
	entry  string // see noteSymVia
	// args holds the nodes of what the call passes, the receiver first
	// for a method: the site's own arguments, or, for a call inside a
	// summarised function, what its fact says (symArgs); nil if unknown.
	args []node
}

// isStdCall reports whether c calls a function of the standard library
// (or a method of error).
func (g *graph) isStdCall(c *ssa.CallCommon) bool {
	obj := ssaval.CalleeObject(c)
	return obj != nil && g.scope.Std(obj.Pkg())
}

// lookupMethod returns the concrete method that an invoke of m on a value of
// dynamic type t calls.
func (g *graph) lookupMethod(t types.Type, m *types.Func) *ssa.Function {
	if types.IsInterface(t) {
		return nil
	}
	sel := g.prog.MethodSets.MethodSet(t).Lookup(m.Pkg(), m.Name())
	if sel == nil {
		return nil
	}
	return g.prog.MethodValue(sel)
}

// link connects a call site to one of its callees.
func (g *graph) link(s *site, f *ssa.Function, via []Hop, from string, args []node, res node) {
	if f.Blocks == nil && f.Origin() != nil && f.Origin().Blocks != nil {
		f = f.Origin()
	}
	if s.seen[f] {
		if len(args) > 0 && f.Blocks != nil && !s.seen[linkedArgs{f, args[0]}] {
			// Linked again, with arguments the first link did not
			// have: two summarised calls of one function value (a
			// setter's Ctor form and the field's plain form of one
			// call), each saying what the call passes (SymCall.Args).
			s.seen[linkedArgs{f, args[0]}] = true
			g.passArgs(f, args, res)
			g.applyParamStores(f, args)
		}
		return
	}
	s.seen[f] = true
	s.callees = append(s.callees, callee{fn: f, via: via, fromEntry: from})
	if f.Blocks != nil {
		g.ensure(f)
		if len(args) > 0 {
			s.seen[linkedArgs{f, args[0]}] = true
		}
		g.passArgs(f, args, res)
		g.applyParamStores(f, args)
		g.returnTo(s, f, res)
		return
	}
	g.external(s, f, via, from, args, res)
}

// linkedArgs keys, in a site's seen set, a function linked there with
// the arguments whose first node is a (link).
type linkedArgs struct {
	f *ssa.Function
	a node
}

// passArgs passes the arguments of a call to the parameters of f, a
// function with a body here.
func (g *graph) passArgs(f *ssa.Function, args []node, res node) {
	// A function that defines a tool is not a helper over values:
	// the provenance of the data it is given is needed inside it.
	helper := isValueHelper(f) && !g.namesEntries[f]
	recv := 0
	if f.Signature.Recv() != nil {
		recv = 1
	}
	for i, p := range f.Params {
		if i >= len(args) {
			continue
		}
		if helper && i >= recv {
			// A helper over plain values (a name prefixer shared
			// by tools and prompts): prompt data passed at one call
			// site comes back at that call site only, not at every
			// caller's (which a shared parameter would do).
			g.Values(args[i], g.val(p))
			g.Taint(args[i], res)
		} else {
			g.Flow(args[i], g.val(p))
		}
	}
}

// returnTo passes what f returns to the result of call site s. Memory that
// f allocates and returns (a constructor: NewRegistry) is cloned per call
// site, with everything it allocated inside reachable from it, so that two
// registries made by one constructor keep their contents apart: what a
// caller later stores into its registry goes into its clone only.
func (g *graph) returnTo(s *site, f *ssa.Function, res node) {
	if s.instr == nil || s.instr.Value() == nil || f.Synthetic != "" || g.callCount[f] > maxClonedCalls {
		g.flowResults(f, g.result(f), res, g.Flow)
		return
	}
	g.flowResults(f, g.result(f), res, func(src, dst node) { g.flowCloned(s, f, src, dst) })
}

// flowCloned passes src's labels to dst, with f's allocations replaced by
// their clones for call site s.
func (g *graph) flowCloned(s *site, f *ssa.Function, src, dst node) {
	g.Taint(src, dst)
	g.Watch(src, func(l label) {
		if c := g.cloneFor(s, f, l); c >= 0 {
			g.Add(dst, c)
		} else {
			g.Add(dst, l)
		}
	})
}

// maxClonedCalls bounds the call sites a function's returned memory is
// cloned for: constructors of a host's registries are called a few times;
// a test helper called from a hundred tests is not worth the cost.
const maxClonedCalls = 4

// countCalls counts the static call sites of each function of the package.
func (g *graph) countCalls(funcs []*ssa.Function) {
	var visit func(fn *ssa.Function)
	visit = func(fn *ssa.Function) {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				if c, ok := in.(ssa.CallInstruction); ok {
					if f := c.Common().StaticCallee(); f != nil {
						g.callCount[f]++
					}
				}
			}
		}
		for _, a := range fn.AnonFuncs {
			visit(a)
		}
	}
	for _, fn := range funcs {
		visit(fn)
	}
}

// cloneFor returns the clone, for call site s, of object l if f allocated
// it, or -1.
func (g *graph) cloneFor(s *site, f *ssa.Function, l label) label {
	if g.kinds[l] != lObj {
		return -1
	}
	o := g.obj(l)
	v, ok := o.site.(ssa.Value)
	if !ok || o.parent >= 0 {
		return -1
	}
	if in, ok := v.(ssa.Instruction); !ok || in.Parent() != f {
		return -1
	}
	if a, ok := v.(*ssa.Alloc); ok && g.shares(a) {
		// A local copy of other values (share) is not memory the
		// function makes for its caller: its own object holds only
		// what the function writes into the copy.
		return -1
	}
	k := cloneKey{s, l}
	if c, ok := g.clones[k]; ok {
		return c
	}
	c := g.newLabel(lObj, nil)
	g.clones[k] = c
	g.setObj(c, &object{site: k, parent: -1})
	g.cloneContents(s, f, c, l, gotypes.Deref(v.Type()), 0)
	return c
}

// cloneKey is the site of a clone: the call site and the original.
type cloneKey struct {
	s *site
	l label
}

// cloneContents makes clone dst hold what src holds, with f's allocations
// replaced by their clones for s.
func (g *graph) cloneContents(s *site, f *ssa.Function, dst, src label, t types.Type, depth int) {
	if depth > maxDepth {
		return
	}
	g.flowCloned(s, f, g.content(src), g.content(dst))
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if ft := u.Field(i).Type(); g.interesting(ft) {
				key := g.fieldKey(u, i)
				g.cloneContents(s, f, g.sub(dst, key), g.sub(src, key), ft, depth+1)
			}
		}
	case *types.Array:
		g.cloneContents(s, f, g.sub(dst, "[]"), g.sub(src, "[]"), u.Elem(), depth+1)
	case *types.Slice:
		g.cloneContents(s, f, g.sub(dst, "[]"), g.sub(src, "[]"), u.Elem(), depth+1)
	case *types.Map:
		g.cloneContents(s, f, g.sub(dst, "[]"), g.sub(src, "[]"), u.Elem(), depth+1)
	case *types.Chan:
		g.cloneContents(s, f, g.sub(dst, "[]"), g.sub(src, "[]"), u.Elem(), depth+1)
	}
}

// symNode returns the node of what r denotes at a call with arguments args
// and result res.
func (g *graph) symNode(r SymRef, args []node, res node) node {
	return g.derivePath(g.symRootNode(r, args, res), r.Path)
}

// symRootNode returns the node of the root of r (its parameter, global or
// the result) at a call with arguments args and result res.
func (g *graph) symRootNode(r SymRef, args []node, res node) node {
	switch {
	case r.Result:
		return res
	case r.Global != "":
		root := g.NewNode()
		g.Add(root, g.globalObj(r.Global))
		return root
	case r.Param < len(args):
		return args[r.Param]
	}
	return g.NewNode()
}

// storeTarget returns the node of the location that the destination r of
// a store summary of a function value reaching prompts/get denotes at a
// call made at pos. Where the path reads through a pointer, slice or map
// held by memory this package made, the callee may have made what it
// stores into: kit.InstallPrompts(model, upstream) on model := &kit.Box{}
// stores its closure at param0.tools*[]*.fn, below a slice that is nil
// here and that the toolbox's Add appends to. So memory standing for it
// is added there: one object per call and step, holding only what the
// summary stores (not symbolic: nothing is made up below it). Other
// stores do without (a setter's Ctor-form calls are resolved at its call
// sites), since making memory for every store doubled the time on a large
// host (ipy/jenny: 5s to 11s).
func (g *graph) storeTarget(r SymRef, args []node, res node, pos token.Pos) node {
	n := g.symRootNode(r, args, res)
	for i, tok := range splitPath(r.Path) {
		if tok == accesspath.Deref {
			g.Watch(n, func(l label) {
				if g.kinds[l] != lObj {
					return
				}
				if o := g.obj(l); o.sym == nil && !o.typeWide {
					g.Add(g.content(l), g.objLabel(calleeMemKey{pos, i}, "", nil))
				}
			})
		}
		n = g.derive(n, string(tok))
	}
	return n
}

// resultMemory gives a struct or array result of a call of another
// package's function an object, made at the call, when the function's fact
// describes what that result holds (stores into it, types below it): a
// struct value is the objects that hold it, and without one what the fact
// says is stored at "result#0.ToolSets.Tools*[]*.CallFunc" has nowhere to
// go. (Not for every struct result: symbolic objects for all of them,
// copied field by field, took a corpus package from 0.26M solver steps
// past the 100M budget.)
func (g *graph) resultMemory(ff *FuncFact, sig *types.Signature, res node, pos token.Pos) {
	if sig == nil {
		return
	}
	results := sig.Results()
	described := func(i int) bool {
		sel := ""
		if results.Len() > 1 {
			sel = string(accesspath.Result(i))
		}
		below := func(path string) bool {
			return path != sel && strings.HasPrefix(path, sel) && (sel == "" || !strings.HasPrefix(path[len(sel):], "#"))
		}
		for st := range ff.Stores.All() {
			if st.Dst.Result && below(st.Dst.Path) {
				return true
			}
		}
		for _, rt := range ff.ResultTypes {
			if path, _, ok := strings.Cut(rt, "|"); ok && below(path) {
				return true
			}
		}
		return false
	}
	for i := range results.Len() {
		switch results.At(i).Type().Underlying().(type) {
		case *types.Struct, *types.Array:
		default:
			continue
		}
		if !described(i) {
			continue
		}
		n := res
		if results.Len() > 1 {
			n = g.part(res, i)
		}
		g.Add(n, g.objLabel(resultMemKey{pos, i}, "", nil))
	}
}

// resultMemKey identifies the object standing for struct result number
// result of the call at pos (resultMemory).
type resultMemKey struct {
	pos    token.Pos
	result int
}

// calleeMemKey identifies memory made by a summarised callee: at step i
// of a store's destination path, by the call at pos.
type calleeMemKey struct {
	pos token.Pos
	i   int
}

// factResult passes to n what f, a function of another package, returns
// whatever it is given, as its fact says (resultFacts). A method found by
// its name on a caller's value (derive's ":m") is called so.
func (g *graph) factResult(f *ssa.Function, n node) {
	obj := ssaval.FuncObject(f)
	if obj == nil || g.imported == nil {
		return
	}
	ff := g.imported(obj)
	if ff == nil {
		return
	}
	g.resultFacts(obj, ff, n)
}

// resultFacts passes to n, the result of a call of obj, what its fact ff
// says the function returns whatever it is given: a function value
// reaching prompts/get (ReturnsHot) and the concrete types of its package
// it returns (ResultTypes, at the result or below it).
func (g *graph) resultFacts(obj *types.Func, ff *FuncFact, n node) {
	if ff.ReturnsHot != nil {
		g.Add(n, g.label(lExt, ff.ReturnsHot, &extValue{name: gotypes.ShortFuncName(obj) + " result", path: ff.ReturnsHot}))
	}
	for _, rt := range ff.ResultTypes {
		path, name, below := strings.Cut(rt, "|")
		if !below {
			path, name = "", rt
		}
		l, ok := g.typeLabel(obj.Pkg(), name, ff.TypeMethods)
		if !ok {
			continue
		}
		if resultRoot(path) {
			g.Add(g.derivePath(n, path), l)
			continue
		}
		g.Watch(g.derivePath(n, path), func(o label) {
			if g.kinds[o] == lObj {
				g.Add(g.content(o), l)
			}
		})
	}
}

// applyStores applies the store summaries of a function of package pkg at a
// call with arguments args and result res, made at pos; with a caller, only
// into the caller's own symbolic objects (applyMadeStores).
func (g *graph) applyStores(pkg *types.Package, stores Stores, methods []TypeMethod, args []node, res node, pos token.Pos, caller *ssa.Function) {
	for st := range stores.All() {
		g.applyStore(pkg, st, methods, args, args, res, pos, caller)
	}
}

// applyStore applies one store summary, as applyStores does, reading its
// source from srcArgs and its destination from dstArgs.
func (g *graph) applyStore(pkg *types.Package, st SymStore, methods []TypeMethod, srcArgs, dstArgs []node, res node, pos token.Pos, caller *ssa.Function) {
	var src node
	l, own, ok := g.ownValue(pkg, st, methods)
	switch {
	case own && !ok:
		return
	case own:
		src = g.NewNode()
		g.Add(src, l)
	default:
		src = g.symNode(st.Src, srcArgs, res)
	}
	var dst node
	if st.Hot != nil || st.Type != "" {
		dst = g.storeTarget(st.Dst, dstArgs, res, pos)
	} else {
		dst = g.symNode(st.Dst, dstArgs, res)
	}
	g.Watch(dst, func(o label) {
		if g.kinds[o] != lObj {
			return
		}
		if caller != nil {
			if ob := g.obj(o); ob == nil || ob.sym == nil || ob.sym.fn != caller {
				return
			}
		}
		g.flowStore(src, o, pos)
	})
}

// resultOf returns the node of result i of a call of signature sig whose
// results are res: res itself for a function of one result. ok is false if
// sig has no result i (a fact that does not fit the signature).
func (g *graph) resultOf(sig *types.Signature, res node, i int) (n node, ok bool) {
	if sig == nil || sig.Results().Len() <= 1 {
		return res, true
	}
	if i < 0 || i >= sig.Results().Len() {
		return res, false
	}
	return g.part(res, i), true
}

// external applies what is known of a function without a body here: the
// summary its own package exported, and taint passing through it.
func (g *graph) external(s *site, f *ssa.Function, via []Hop, from string, args []node, res node) {
	// What the function returns derives from what it is given, and so do
	// the places pointer arguments point to (json.Unmarshal(data, &v),
	// b.WriteString(s)); but an SDK client's state is not what its methods
	// return: a client given a prompt name to fetch, or holding the
	// prompts it listed, does not make its tool listing prompt data (the
	// SDKs' prompt results are sources of their own, internal/sdk).
	obj := ssaval.FuncObject(f)
	skipRecv := f.Signature.Recv() != nil && obj != nil && g.scope.InSDK(obj.Pkg())
	for i, a := range args {
		if i == 0 && skipRecv {
			continue
		}
		g.Taint(a, res)
		g.Taint(g.derive(a, "*"), res)
		g.Taint(g.derivePath(a, "[]*"), res)
	}
	for i, a := range args {
		if i == 0 && skipRecv {
			continue
		}
		dst := g.derive(a, "*")
		for j, b := range args {
			if i != j {
				g.Taint(b, dst)
			}
		}
	}
	if obj == nil || g.imported == nil {
		return
	}
	if obj.Pkg() != g.pass.Pkg {
		g.keepSetterArgs(s, obj, args)
	}
	ff := g.imported(obj)
	if ff == nil {
		if g.scope.Std(obj.Pkg()) && g.container(s, obj, args, res) {
			return
		}
		var pf PkgFact
		if obj.Pkg() != nil && !g.pass.ImportPackageFact(obj.Pkg(), &pf) && !g.scope.InSDK(obj.Pkg()) {
			// Not analyzed. (The SDKs are not analyzed either, but what
			// they are given they store: a registration keeps its
			// handler for requests that come later, from elsewhere.)
			g.callsFuncArgs(s, obj, args)
		}
		return
	}
	sig, _ := obj.Type().(*types.Signature)
	g.resultMemory(ff, sig, res, s.pos)
	g.applyStores(obj.Pkg(), ff.Stores, ff.TypeMethods, args, res, s.pos, nil)
	for _, r := range ff.Returns {
		dst, ok := g.resultOf(sig, res, r.Result)
		if !ok {
			continue
		}
		src := g.symNode(r.Src, args, res)
		if r.Call {
			// The function value returned stands for the closure the
			// callee made: an object of this call site whose call
			// returns src.
			fv := g.objLabel(closureSite{s.instr, r.Result}, "", nil)
			g.Flow(src, g.content(g.sub(fv, callTok)))
			g.Add(dst, fv)
			continue
		}
		g.Flow(src, dst)
	}
	for i, rc := range ff.ReturnsCalls {
		dst, ok := g.resultOf(sig, res, rc.Result)
		if !ok {
			continue
		}
		g.Add(dst, g.objLabel(returnedFunc{s.instr, obj.Pkg(), ff, i}, "", nil))
	}
	g.resultFacts(obj, ff, res)
	// A path through the entry is reported here only if the entry's own
	// package could not see it (it was reported there otherwise). A call
	// that a summary reached (f was linked through another summary's
	// call) keeps the entry it came from, and its hops start with the
	// hops that led to f. An entry that reaches prompts/get only by code
	// that does not act on the tool call (a slash command read in the same
	// loop, a preload of every listed prompt) has a Sink, but nothing was
	// reported in its package: the path through the registry its caller
	// fills is reported here (Reported, not Sink, says which).
	if from == "" && ff.Entry && !ff.Reported {
		from = gotypes.ShortFuncName(obj)
	}
	g.applyCalls(s, obj.Pkg(), obj, ff.Calls, ff.TypeMethods, args, res, via, from)
}

// applyCalls applies the summarised calls of function values that a
// function of package pkg makes (its fact's Calls, or the calls of a
// function value it returned), at call site s with arguments args and
// result res. obj is the function whose fact it is (nil for a returned
// function value, whose calls name its first hop); via and from are as
// for external.
func (g *graph) applyCalls(s *site, pkg *types.Package, obj *types.Func, calls []SymCall, methods []TypeMethod, args []node, res node, via []Hop, from string) {
	prefix := func(inner []Hop) []Hop {
		if len(via) == 0 {
			return inner
		}
		out := join(via, inner)
		switch {
		case obj != nil:
			out[len(via)-1].Callee = gotypes.ShortFuncName(obj)
		case len(inner) > 0:
			out[len(via)-1].Callee = inner[0].Func
		}
		return out
	}
	for _, sc := range calls {
		from := from
		if from == "" {
			// The summarised function reaches an entry whose call is
			// left to its callers (Run → run → executeCalls, the
			// entry, or Start → agent.Run in a third package): the
			// entry's package reported no path (a hop is marked only
			// then), whatever else the function reaches.
			from = lastEntry(sc.Via)
		}
		target := g.symNode(sc.Ref, args, res)
		if sc.Ctor != "" && obj != nil {
			target = g.ctorArg(args, sc)
			if kept, ok := g.setterArg(obj, args, sc); ok {
				g.Flow(kept, target) // another package's calls of the setter
			}
		}
		// What the call passes is made only when something is found to
		// call here (a closure, a method, a caller's value passed on):
		// most summarised calls of a caller's function value find none
		// at a given site.
		var callArgs []node
		made := false
		argsOf := func() []node {
			if !made {
				made = true
				callArgs = g.symArgs(s, pkg, sc, methods, args, res)
			}
			return callArgs
		}
		g.Watch(target, func(l label) {
			switch g.kinds[l] {
			case lFunc:
				if sc.Method == "" {
					g.link(s, g.payload[l].(*ssa.Function), prefix(sc.Via), from, argsOf(), g.NewNode())
				}
			case lType:
				if sc.Method != "" {
					t := g.payload[l].(types.Type)
					if m := g.lookupMethodByName(t, sc.Method); m != nil {
						// The receiver is what the summary calls the
						// method on; the other arguments are what
						// its Args say (none if they say nothing).
						recvArgs := []node{target}
						if a := argsOf(); len(a) > 1 {
							recvArgs = append(recvArgs, a[1:]...)
						}
						g.link(s, m, prefix(sc.Via), from, recvArgs, g.NewNode())
					}
				}
			case lMethods:
				if sc.Method != "" {
					if p := g.payload[l].(*methodsOf).method(sc.Method); p != nil {
						s.linkExt(methodKey{l, sc.Method}, p, prefix(sc.Via), from)
					}
				}
			case lExt:
				s.linkExt(l, g.payload[l].(*extValue), prefix(sc.Via), from)
			case lObj:
				if g.isSym(l) {
					s.noteSymVia(l, sc.Method, prefix(sc.Via), from, argsOf())
				}
				if rf, ok := g.obj(l).site.(returnedFunc); ok && sc.Method == "" {
					g.callReturned(s, rf, argsOf(), g.NewNode(), prefix(sc.Via), from)
				}
			}
		})
	}
}

// symArgs returns nodes holding what the summarised call sc passes (its
// Args) at the call site s of the function whose fact it is, given that
// call's arguments args and result res; nil if its fact says nothing of
// them. A caller's value is the argument itself; a function value
// reaching prompts/get or a type is the argument or below it (the
// get_prompt closure at "[].Execute" of a tool list), in an object made
// for the call, one per site, summarised call and argument, standing for
// the memory the callee passes; memory below it is made as storeTarget
// makes it. (A caller's value below memory the callee made is not taken
// from a fact: describeArgs does not write one, see there.)
func (g *graph) symArgs(s *site, pkg *types.Package, sc SymCall, methods []TypeMethod, args []node, res node) []node {
	n := 0
	for _, a := range sc.Args {
		if a.Dst.Param >= 0 && a.Dst.Param < maxSymArgs && a.Dst.Param >= n {
			n = a.Dst.Param + 1
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]node, n)
	for i := range out {
		out[i] = g.NewNode()
	}
	for _, a := range sc.Args {
		i := a.Dst.Param
		if i < 0 || i >= n || a.Dst.Global != "" || a.Dst.Result {
			continue
		}
		var src node
		l, own, ok := g.ownValue(pkg, a, methods)
		switch {
		case own && !ok:
			continue
		case own:
			src = g.NewNode()
			g.Add(src, l)
		case a.Dst.Path != "":
			continue
		default:
			src = g.symNode(a.Src, args, res)
		}
		if a.Dst.Path == "" {
			g.Flow(src, out[i])
			continue
		}
		mem := g.NewNode()
		g.Add(mem, g.objLabel(argMemKey{s, sc.Ref.String() + sc.Method + sc.Ctor, i}, "", nil))
		g.Flow(mem, out[i])
		dst := g.storeTarget(SymRef{Param: 0, Path: a.Dst.Path}, []node{mem}, res, s.pos)
		g.Watch(dst, func(o label) {
			if g.kinds[o] == lObj {
				g.flowStore(src, o, s.pos)
			}
		})
	}
	return out
}

// maxSymArgs bounds the argument index a fact's SymCall.Args may name (a
// decoded fact is not trusted to be sensible).
const maxSymArgs = 64

// argMemKey identifies the object standing for argument i of the call
// named call (its reference, method and constructor) that a summarised
// function makes, at call site s (symArgs).
type argMemKey struct {
	s    *site
	call string
	i    int
}

// ctorArg returns a node holding what the summary call sc reads from the
// arguments of sc.Ctor for the receiver args[0]: for each receiver this
// package got from a call of that constructor, or passed as the receiver
// to a call of that method (a setter: tb.Register(name, tool)), the
// location sc.Ref names among that call's arguments.
func (g *graph) ctorArg(args []node, sc SymCall) node {
	n := g.NewNode()
	if len(args) == 0 || sc.Ref.Result || sc.Ref.Global != "" {
		return n
	}
	from := func(cs *site) {
		if cs != nil && sc.Ref.Param < len(cs.args) {
			g.Flow(g.derivePath(cs.args[sc.Ref.Param], sc.Ref.Path), n)
		}
	}
	g.Watch(args[0], func(l label) {
		if g.kinds[l] != lObj {
			return
		}
		if o := g.obj(l); o.sym != nil && o.path == "" {
			if call, ok := o.sym.opaque.(ssa.CallInstruction); ok {
				if obj := ssaval.CalleeObject(call.Common()); obj != nil && obj.FullName() == sc.Ctor {
					from(g.siteOf[call])
				}
			}
		}
		for _, cs := range g.sitesCalling(sc.Ctor) {
			if len(cs.args) > 0 {
				g.Watch(cs.args[0], func(m label) {
					if m == l {
						from(cs)
					}
				})
			}
		}
	})
	return n
}

// sitesCalling returns the call sites of the package whose static callee
// is the function or method of the given full name.
func (g *graph) sitesCalling(name string) []*site { return g.byCallee[name] }

// lastEntry returns the last dispatch entry that hops call, or "".
func lastEntry(hops []Hop) string {
	for i := len(hops) - 1; i >= 0; i-- {
		if hops[i].Entry {
			return hops[i].Callee
		}
	}
	return ""
}

// noteSymVia records that a site calls a symbolic value inside a
// summarised function, reached by the hops via; entry names the dispatch
// entry of another package on the way whose package reported no path
// (the summary of this package marks the hop into it).
func (s *site) noteSymVia(l label, method string, via []Hop, entry string, args []node) {
	k := struct {
		l label
		m string
		v string
	}{l, method, "via"}
	if s.seen[k] {
		return
	}
	s.seen[k] = true
	s.syms = append(s.syms, symCall{l: l, method: method, via: via, entry: entry, args: args})
}

func (g *graph) lookupMethodByName(t types.Type, name string) *ssa.Function {
	ms := g.prog.MethodSets.MethodSet(t)
	for i := 0; i < ms.Len(); i++ {
		if ms.At(i).Obj().Name() == name {
			return g.prog.MethodValue(ms.At(i))
		}
	}
	return nil
}

// builtin handles append and copy; other builtins only pass taint.
func (g *graph) builtin(b *ssa.Builtin, args []node, res node) {
	switch b.Name() {
	case "append":
		for _, a := range args {
			g.Flow(a, res)
		}
		return
	case "copy":
		if len(args) == 2 {
			src := g.derivePath(args[1], "[]*")
			g.Watch(g.derive(args[0], "[]"), func(o label) {
				if g.kinds[o] == lObj {
					g.Flow(src, g.content(o))
				}
			})
		}
		return
	}
	for _, a := range args {
		g.Taint(a, res)
	}
}

// containerKey is the access path of the values held by a standard
// library container (sync.Map, atomic.Value, atomic.Pointer), below it.
const containerKey = ".(values)"

// containerMethods models the methods of the standard library's
// concurrent containers, which hosts keep registries in (a sync.Map of
// tools, a copy-on-write snapshot in an atomic.Value): what goes in is what
// comes out. For each method: the argument stored (-1: none), whether the
// result is what is held, and the argument that is a function called with
// what is held (-1: none). Arguments count the receiver.
var containerMethods = map[string]struct {
	store    int
	load     bool
	rangeArg int
}{
	"sync.Map.Store":                     {2, false, -1},
	"sync.Map.LoadOrStore":               {2, true, -1},
	"sync.Map.Swap":                      {2, true, -1},
	"sync.Map.Load":                      {-1, true, -1},
	"sync.Map.LoadAndDelete":             {-1, true, -1},
	"sync.Map.Range":                     {-1, false, 1},
	"sync/atomic.Value.Store":            {1, false, -1},
	"sync/atomic.Value.Swap":             {1, true, -1},
	"sync/atomic.Value.CompareAndSwap":   {2, false, -1},
	"sync/atomic.Value.Load":             {-1, true, -1},
	"sync/atomic.Pointer.Store":          {1, false, -1},
	"sync/atomic.Pointer.Swap":           {1, true, -1},
	"sync/atomic.Pointer.CompareAndSwap": {2, false, -1},
	"sync/atomic.Pointer.Load":           {-1, true, -1},
}

// container applies containerMethods to a call of obj, and reports whether
// obj is one of them.
func (g *graph) container(s *site, obj *types.Func, args []node, res node) bool {
	m, ok := containerMethods[gotypes.FuncKey(obj)]
	if !ok {
		return false
	}
	if len(args) == 0 {
		return true
	}
	values := g.derive(args[0], containerKey)
	if m.store > 0 && m.store < len(args) {
		// The value before boxing (its memory) and the boxed one (its
		// concrete type, for calls through an interface it is asserted
		// to when it comes back).
		v, boxed := g.unboxed(s, m.store, args), args[m.store]
		g.Watch(values, func(o label) {
			if g.kinds[o] == lObj {
				g.flowStore(v, o, s.pos)
				if boxed != v {
					g.flowStore(boxed, o, s.pos)
				}
			}
		})
	}
	if m.load {
		g.Flow(g.derive(values, "*"), res)
	}
	if m.rangeArg > 0 && m.rangeArg < len(args) {
		v := g.derive(values, "*")
		g.Watch(args[m.rangeArg], func(l label) {
			if g.kinds[l] == lFunc {
				g.link(s, g.payload[l].(*ssa.Function), nil, "", []node{g.NewNode(), v}, g.NewNode())
			}
		})
	}
	return true
}

// unboxed returns the node of argument i of call site s (receiver first),
// before its conversion to an interface: a container of any keeps the
// memory it is given (the map of a copy-on-write snapshot), which boxing
// in an any does not carry (see MakeInterface in graph.go).
func (g *graph) unboxed(s *site, i int, args []node) node {
	if s.instr == nil {
		return args[i]
	}
	c := s.instr.Common()
	vals := c.Args
	if c.IsInvoke() {
		vals = append([]ssa.Value{c.Value}, c.Args...)
	}
	if i < len(vals) {
		if mi, ok := vals[i].(*ssa.MakeInterface); ok {
			return g.val(mi.X)
		}
	}
	return args[i]
}

// ownValue returns the label of what st stores when that is a value of the
// summarised package's own (own): a function value reaching prompts/get
// (Hot), or a value of a concrete type (Type; ok is false where the type
// cannot be had). Otherwise st stores a caller's value, at st.Src.
func (g *graph) ownValue(pkg *types.Package, st SymStore, methods []TypeMethod) (l label, own, ok bool) {
	switch {
	case st.Hot != nil:
		return g.label(lExt, st.Hot, &extValue{name: st.HotName, path: st.Hot}), true, true
	case st.Type != "":
		l, ok := g.typeLabel(pkg, st.Type, methods)
		return l, true, ok
	}
	return 0, false, false
}

// typeLabel returns the label of the concrete type a fact of pkg names:
// its type label, or, where this package cannot see the type (go vet's
// view of an import is its exported API), a label standing for the type
// by its methods that reach prompts/get (methods, from the same fact).
func (g *graph) typeLabel(pkg *types.Package, name string, methods []TypeMethod) (label, bool) {
	if t := lookupType(pkg, name); t != nil {
		return g.label(lType, typeKey(t), t), true
	}
	var hot []TypeMethod
	for _, m := range methods {
		if m.Type == name {
			hot = append(hot, m)
		}
	}
	if len(hot) == 0 || pkg == nil {
		return 0, false
	}
	// Shown as the standalone driver shows the method: (*tools.T).M.
	base, star := strings.CutPrefix(name, "*")
	shown := pkg.Name() + "." + base
	if star {
		shown = "*" + shown
	}
	return g.label(lMethods, pkg.Path()+"."+name, &methodsOf{name: shown, methods: hot}), true
}

// methodsOf is the payload of an lMethods label: a type of another package
// that this one cannot name, and its methods that reach prompts/get.
type methodsOf struct {
	name    string
	methods []TypeMethod
}

// methodKey is the key, in a site's seen set, of a method of an lMethods
// label's type.
type methodKey struct {
	l      label
	method string
}

// method returns the ext value of the method of that name, or nil.
func (m *methodsOf) method(name string) *extValue {
	for _, tm := range m.methods {
		if tm.Method == name {
			return &extValue{name: "(" + m.name + ")." + name, path: tm.Hot}
		}
	}
	return nil
}

// linkExt records that call site s reaches prompts/get through p, a
// function value or method of another package; key identifies it.
func (s *site) linkExt(key any, p *extValue, via []Hop, from string) {
	if s.seen[key] {
		return
	}
	s.seen[key] = true
	s.callees = append(s.callees, callee{ext: p.path, name: p.name, via: via, fromEntry: from})
}

// lookupType returns the type a fact of pkg names ("T", "*T", "path.T" or
// "*path.T"; see typeName), or nil.
func lookupType(pkg *types.Package, name string) types.Type {
	if pkg == nil {
		return nil
	}
	base, star := strings.CutPrefix(name, "*")
	var obj types.Object
	if strings.Contains(base, ".") {
		obj = gotypes.Qualified(pkg, base)
	} else {
		obj = pkg.Scope().Lookup(base)
	}
	tn, ok := obj.(*types.TypeName)
	if !ok {
		return nil
	}
	if star {
		return types.NewPointer(tn.Type())
	}
	return tn.Type()
}

// callsFuncArgs models a function that mcpvet does not analyze (the
// standard library, a library that knows nothing of MCP) as calling the
// functions passed to it, as sort.Slice, sync.Once.Do and errgroup.Go do.
func (g *graph) callsFuncArgs(s *site, obj *types.Func, args []node) {
	sig, ok := obj.Type().(*types.Signature)
	if !ok {
		return
	}
	off := 0
	if sig.Recv() != nil {
		off = 1
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if _, ok := sig.Params().At(i).Type().Underlying().(*types.Signature); !ok || i+off >= len(args) {
			continue
		}
		g.Watch(args[i+off], func(l label) {
			if g.kinds[l] == lFunc {
				g.link(s, g.payload[l].(*ssa.Function), nil, "", nil, g.NewNode())
			}
		})
	}
}
