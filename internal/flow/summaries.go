package flow

import (
	"fmt"
	"go/token"
	"go/types"
	"maps"
	"os"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// exportFacts summarises the package's functions and globals for the
// packages that import it.
// reported names the entries of the package with a finding here.
// bySink holds reach computed once per sink (reachEachSink), for the
// paths to the other sinks a function reaches.
func (g *graph) exportFacts(entries map[*ssa.Function]*Entry, reach map[*ssa.Function]*Path, bySink []sinkReach, userReach map[*ssa.Function]*Path, reported map[string]bool) {
	facts := map[*ssa.Function]*FuncFact{}
	g.stores = newFactSummaries()
	var order []*ssa.Function
	// A function literal that a function other packages can call returns
	// has a fact too, not exported: what it does with its parameters, for
	// the ReturnsCalls of the function returning it.
	returned := g.returnedFuncs()
	literals := map[*ssa.Function]*FuncFact{}
	get := func(fn *ssa.Function) *FuncFact {
		if f, ok := facts[fn]; ok || fn == nil {
			return f
		}
		if isLiteral(fn) && returned[fn] {
			if literals[fn] == nil {
				literals[fn] = &FuncFact{}
			}
			return literals[fn]
		}
		if !g.exportable(fn) {
			return nil
		}
		f := &FuncFact{}
		facts[fn] = f
		order = append(order, fn)
		return f
	}
	for _, fn := range g.funcs {
		if reach[fn] == nil && userReach[fn] == nil && entries[fn] == nil {
			continue
		}
		if f := get(fn); f != nil {
			f.Sink = reach[fn]
			f.MoreSinks = otherSinks(fn, reach[fn], bySink)
			f.UserSink = userReach[fn]
			f.Entry = entries[fn] != nil
			f.Reported = f.Entry && reported[g.name(fn)]
		}
	}
	g.summariseCalls(get, returned, entries, reach, reported)
	pkgFact := g.summariseStores(get, returned, reach)
	g.summariseReturns(get, func(fn *ssa.Function) *FuncFact {
		if f := facts[fn]; f != nil {
			return f
		}
		return literals[fn]
	}, reach)
	g.summariseResultStores(get, reach)
	for _, d := range g.defs {
		for _, l := range g.Labels(d.val) {
			if g.kinds[l] != lParam {
				continue
			}
			root := g.payload[l].(*symRoot)
			if f := get(root.fn); f != nil {
				f.Defs = append(f.Defs, ParamDef{Param: root.param, Pos: g.position(d.pos), What: d.what})
			}
		}
	}
	for _, fn := range g.funcs {
		if g.exportable(fn) {
			if bn := g.byNameFacts(fn); len(bn) > 0 {
				get(fn).RunsByName = bn
			}
		}
	}
	for _, fn := range order {
		g.typeMethods(facts[fn], reach)
	}
	largest := 0
	for _, fn := range order {
		obj := ssaval.FuncObject(fn)
		if debug {
			fmt.Fprintf(os.Stderr, "fact %s: %s\n", obj, facts[fn])
			largest = max(largest, len(facts[fn].Stores))
		}
		g.pass.ExportObjectFact(obj, facts[fn])
	}
	if debug {
		fmt.Fprintf(os.Stderr, "mcpflow %s: largest summary %d stores (bound %d)\n", g.pass.Pkg.Path(), largest, maxFactStores)
	}
	pkgFact.Complete = !g.Cut() && !g.summaryCut
	pkgFact.Decoded = g.ownState().decodedFact()
	g.pass.ExportPackageFact(pkgFact)
}

// exportable reports whether facts can be attached to fn: a declared
// function or method of this package.
func (g *graph) exportable(fn *ssa.Function) bool {
	if fn == nil || fn.Synthetic != "" || fn.Pkg != g.pkg {
		return false
	}
	obj := ssaval.FuncObject(fn)
	return obj != nil && obj.Pkg() == g.pass.Pkg && fn.Object() == obj
}

// callable reports whether other packages can call fn: an exported
// function, or a method (reachable through an interface).
func (g *graph) callable(fn *ssa.Function) bool {
	if !g.exportable(fn) {
		return false
	}
	return fn.Signature.Recv() != nil || ssaval.FuncObject(fn).Exported()
}

func (g *graph) ref(root *symRoot, path string) SymRef {
	if root.glob != "" {
		return SymRef{Global: root.glob, Path: path}
	}
	return SymRef{Param: root.param, Path: path}
}

// summariseCalls records, for each function, the calls of values that its
// callers provide (through parameters) or that other packages may store
// (in globals), with the hops from the function to the call.
//
// A hop into a dispatch entry that has no finding here is marked: a caller
// in another package that resolves the call with its own values (a
// registry it filled) reports the path from the last such entry on it,
// which the entry's package could not see. (An entry with a finding here
// is not marked: its path was reported here.)
//
// returned lists the functions that returnedFuncs found: a literal among
// them has its calls summarised (its fact is not exported).
func (g *graph) summariseCalls(get func(*ssa.Function) *FuncFact, returned map[*ssa.Function]bool, entries map[*ssa.Function]*Entry, reach map[*ssa.Function]*Path, reported map[string]bool) {
	entryNames := map[string]bool{}
	for fn := range entries {
		if n := g.name(fn); !reported[n] {
			entryNames[n] = true
		}
	}
	var other string // an entry of another package on the way (noteSymVia)
	mark := func(hops []Hop) []Hop {
		for i := range hops {
			if entryNames[hops[i].Callee] || other != "" && hops[i].Callee == other {
				hops[i].Entry = true
			}
		}
		return hops
	}
	// Ctor is part of the key: the same call reached through the
	// methods of two constructors' results is two summaries, and keeping
	// only the first would make the facts depend on the order sites are
	// met in.
	type key struct {
		ref          SymRef
		method, ctor string
	}
	seen := map[*FuncFact]map[key]int{}
	var am *argMemGraph // made for the first call described
	add := func(fn *ssa.Function, sc SymCall) {
		f := get(fn)
		if f == nil {
			return
		}
		if seen[f] == nil {
			seen[f] = map[key]int{}
		}
		k := key{sc.Ref, sc.Method, sc.Ctor}
		if i, ok := seen[f][k]; ok {
			// Another call of the same value: what it passes
			// is passed too.
			f.Calls[i].Args = mergeArgs(f.Calls[i].Args, sc.Args)
			return
		}
		seen[f][k] = len(f.Calls)
		f.Calls = append(f.Calls, sc)
	}
	for _, s := range g.sites {
		for _, c := range s.syms {
			var described []argStore
			done := false
			argsOf := func(fn *ssa.Function) []SymStore {
				if !done {
					if am == nil {
						am = g.newArgMemGraph(reach)
					}
					described, done = g.describeArgs(c, am), true
				}
				return ownArgs(described, fn)
			}
			other = c.entry
			o := g.obj(c.l)
			ref := g.ref(o.sym, o.path)
			last := []Hop{{Pos: g.position(s.pos), Func: g.name(s.caller)}}
			if len(c.via) > 0 {
				last[0].Callee = c.via[0].Func
				last = append(last, c.via...)
			}
			if o.sym.fn != nil {
				if !g.callable(o.sym.fn) && !returned[o.sym.fn] {
					continue
				}
				if prefix, ok := g.hopsTo(o.sym.fn, s.caller); ok {
					add(o.sym.fn, SymCall{Ref: ref, Method: c.method, Via: mark(join(prefix, last)), Args: argsOf(o.sym.fn)})
					continue
				}
				// The call is in a function literal o.sym.fn returns,
				// of a function value its caller gave it (a middleware
				// wrapping a tool's handler): calling what it returns
				// calls that value, so the value stands for the result.
				if c.method == "" && len(c.via) == 0 {
					g.wrapperReturns(get, o.sym.fn, s.caller, ref)
				}
				// The call is in a function value o.sym.fn made, not
				// one it calls: a method of its result (or, for a
				// method, of its receiver) that runs it makes the
				// call, with the constructor's (setter's) arguments.
				ctor := ssaval.FuncObject(o.sym.fn)
				for _, m := range g.resultMethods(o.sym.fn) {
					if prefix, ok := g.hopsTo(m, s.caller); ok && ctor != nil {
						add(m, SymCall{Ref: ref, Method: c.method, Via: mark(join(prefix, last)), Ctor: ctor.FullName(), Args: argsOf(m)})
					}
				}
				continue
			}
			for _, a := range g.ancestors(s.caller) {
				if prefix, ok := g.hopsTo(a, s.caller); ok {
					add(a, SymCall{Ref: ref, Method: c.method, Via: mark(join(prefix, last)), Args: argsOf(a)})
				}
			}
		}
	}
}

// ownArgs returns the descriptions of what a call passes (describeArgs)
// that the summary of fn can hold: function values reaching prompts/get,
// types, globals' values and fn's callers' values (not those of another
// function's callers, which fn's callers cannot name).
func ownArgs(all []argStore, fn *ssa.Function) []SymStore {
	var out []SymStore
	for _, a := range all {
		if a.owner == nil || a.owner == fn {
			out = append(out, a.st)
		}
	}
	return out
}

// argStore is a description of what a call passes (describeArgs), with the
// function whose parameter its source is (nil for a global's, or for a
// function value reaching prompts/get or a type).
type argStore struct {
	st    SymStore
	owner *ssa.Function
}

// argDesc names an argStore for deduplication: one per location and
// name.
type argDesc struct {
	src, dst     SymRef
	hotName, typ string
	captured     bool
	owner        *ssa.Function
}

// describeArgs describes what the call c of a function value its callers
// provide passes, for the summaries that hold the call (SymCall.Args): an
// MCP manager calling the callback its caller set with its own tools
// (notify(m.allTools())), an agent running the function it was given on
// its tool set (fn(a.state.Tools)). The receiver of a method call is the
// value called, already known to the caller. Described are:
//
//   - a caller's value (a parameter's or global's symbolic object) that
//     is the argument itself: the tool set;
//   - function values reaching prompts/get, and concrete types of this
//     package with a method reaching it, in the argument or below it in
//     memory this package made, found as summariseResultStores finds them
//     in a result: the get_prompt tool's closure at "[].Execute" of the
//     tool list.
//
// At most maxResultEntries values per call, and as many per summarised
// call in a fact (mergeArgs).
//
// Not described: callers' values below memory this package made (an
// event this package builds from its callers' values for each listener):
// every call site of a summarised function holding such a description
// needs an object of its own for the argument's memory and the locations
// below it, and each listener it calls is then solved on those objects.
// mark3labs/kit's cmd, whose listeners are handed events built from the
// caller's options, took 56M solver steps with them and 3.2M without
// (2.9M with no argument descriptions at all; TestListenerEventCost is
// its shape). Nor types whose methods reach no prompts/get:
// kit's event bus, handing each listener every one of its 27 event types,
// made facts of 177,000 characters.
func (g *graph) describeArgs(c symCall, am *argMemGraph) []argStore {
	w := &argWalk{argMemGraph: am, first: map[label]string{}, dup: map[argDesc]bool{}, budget: maxResultEntries, steps: maxArgSteps}
	for i, n := range c.args {
		if i == 0 && c.method != "" || i >= maxSymArgs {
			continue
		}
		w.arg = i
		clear(w.first)
		for _, v := range g.Labels(n) {
			g.argValue(w, v, "")
		}
		for len(w.queue) > 0 {
			st := w.queue[0]
			w.queue = w.queue[1:]
			g.argMemory(w, st.l, st.path)
		}
	}
	w.copyAliases()
	return w.out
}

// maxArgSteps bounds the memory locations one call's argument description
// visits (describeArgs). Each object is entered once per argument, so the
// bound is only reached by a call whose arguments lead to that many
// locations; a walk that reaches it stops, and the package's analysis is
// reported cut.
const maxArgSteps = 4096

// argMemGraph is the package's memory as the argument descriptions of its
// calls walk it (describeArgs): each object's sub-objects, and the objects
// below which a walk finds something to describe (a function value
// reaching prompts/get, or a type with a method reaching it, in a location
// below the object or below memory it holds). A walk enters only those:
// most memory a call's arguments reach (a session's state, handed on with
// a turn) holds none, and a walk through it visited thousands of objects
// per call on kfet/fir's pkg/session.
type argMemGraph struct {
	reach    map[*ssa.Function]*Path
	children subObjects
	leads    map[label]bool
	// results lists, for memory a function other packages can call
	// made and returns, that function and the result (argValue).
	results map[label][]madeResult
}

// madeResult is a result of fn: its reference in fn's summary.
type madeResult struct {
	fn  *ssa.Function
	ref SymRef
}

// newArgMemGraph returns the package's memory as solved now, for
// describeArgs.
func (g *graph) newArgMemGraph(reach map[*ssa.Function]*Path) *argMemGraph {
	am := &argMemGraph{reach: reach, children: g.children(), leads: map[label]bool{}, results: map[label][]madeResult{}}
	for _, fn := range g.funcs {
		if !g.callable(fn) {
			continue
		}
		for _, rp := range g.resultParts(fn) {
			for _, v := range g.Labels(rp.n) {
				if g.kinds[v] == lObj && g.obj(v).made() {
					am.results[v] = append(am.results[v], madeResult{fn, SymRef{Result: true, Path: rp.tok}})
				}
			}
		}
	}
	// up lists, for each object, the objects whose walk enters it: its
	// parent, and each object below one of whose locations it is held.
	up := map[label][]label{}
	described := map[label]bool{}
	var queue []label
	for i, cs := range am.children {
		o := label(i)
		for _, ch := range cs {
			up[ch] = append(up[ch], o)
			cn, ok := g.contentOf(ch)
			if !ok {
				continue
			}
			for _, v := range g.Labels(cn) {
				switch {
				case g.kinds[v] == lObj:
					if g.heldMemory(g.obj(v)) {
						up[v] = append(up[v], o)
					}
				case !am.leads[o]:
					d, ok := described[v]
					if !ok {
						d = g.describedArg(v, reach)
						described[v] = d
					}
					if d {
						am.leads[o] = true
						queue = append(queue, o)
					}
				}
			}
		}
	}
	for len(queue) > 0 {
		o := queue[0]
		queue = queue[1:]
		for _, p := range up[o] {
			if !am.leads[p] {
				am.leads[p] = true
				queue = append(queue, p)
			}
		}
	}
	return am
}

// describedArg reports whether a value v that is not an object is
// described where an argument holds it: a function value reaching
// prompts/get, or a concrete type of this package with a method reaching
// it (argValue).
func (g *graph) describedArg(v label, reach map[*ssa.Function]*Path) bool {
	switch g.kinds[v] {
	case lFunc, lExt:
		_, hot := g.hotValue(v, reach)
		return hot != nil
	case lType:
		t := g.payload[v].(types.Type)
		_, ok := g.typeName(t)
		return ok && ownBehaviour(t) && g.reachingType(t, reach)
	}
	return false
}

// argWalk is the walk over what a call passes (describeArgs). Memory is
// entered once per argument, at the first (shortest) path that reaches it,
// as summariseResultStores walks a result: a later path to the same object
// is an alias, and what was described below the first path is described
// below it too (copyAliases). Entering memory again at every path cost the
// product of the fan-outs along the paths: octo-agent's internal/server
// walked 4,096 locations for each of 22,995 calls.
type argWalk struct {
	*argMemGraph
	arg     int
	out     []argStore
	dup     map[argDesc]bool
	first   map[label]string // the path each object of this argument was first reached by
	queue   []walkStep       // objects to describe, in the order reached
	aliases []argAlias
	budget  int // values still to describe (maxResultEntries per call)
	steps   int // locations still to visit
}

// argAlias says that the object of argument arg first reached at path from
// is reached at path to as well.
type argAlias struct {
	arg      int
	from, to string
}

// add describes st, once; it reports whether st is new.
func (w *argWalk) add(st SymStore, owner *ssa.Function) bool {
	k := argDesc{st.Src, st.Dst, st.HotName, st.Type, st.Captured, owner} // one entry per location and name
	if w.dup[k] {
		return false
	}
	w.dup[k] = true
	w.out = append(w.out, argStore{st, owner})
	return true
}

// enter queues object o, held at path, for its description (argMemory), or
// records an alias if the walk reached it before by another path.
func (w *argWalk) enter(o label, path string) {
	if !w.leads[o] || walkTooDeep(path) {
		return
	}
	if q, ok := w.first[o]; ok {
		if q != path {
			w.aliases = append(w.aliases, argAlias{w.arg, q, path})
		}
		return
	}
	w.first[o] = path
	w.queue = append(w.queue, walkStep{o, path})
}

// copyAliases describes below each alias's path what was described below
// its first path, and so on for what that adds (an alias below another's
// object), until nothing new is found or the call's budget is spent. An
// alias's first path is "" or ends in a dereference, so the entries it
// applies to are found by looking up each such prefix of an entry's path.
func (w *argWalk) copyAliases() {
	if len(w.aliases) == 0 {
		return
	}
	type from struct {
		arg  int
		path string
	}
	to := map[from][]string{}
	for _, a := range w.aliases {
		k := from{a.arg, a.from}
		if !slices.Contains(to[k], a.to) {
			to[k] = append(to[k], a.to)
		}
	}
	for i := 0; i < len(w.out) && w.budget > 0; i++ {
		e := w.out[i]
		if e.owner != nil {
			continue
		}
		d := e.st.Dst
		for j := 0; j <= len(d.Path); j++ {
			if j > 0 && d.Path[j-1] != accesspath.Deref[0] {
				continue
			}
			for _, p := range to[from{d.Param, d.Path[:j]}] {
				st := e.st
				st.Dst.Path = p + d.Path[j:]
				if w.budget > 0 && !walkTooDeep(st.Dst.Path) && w.add(st, nil) {
					w.budget--
				}
			}
		}
	}
}

// argValue describes value v held at path below the argument (the
// argument itself at "").
func (g *graph) argValue(w *argWalk, v label, path string) {
	dst := SymRef{Param: w.arg, Path: path}
	switch g.kinds[v] {
	case lObj:
		o := g.obj(v)
		switch {
		case o.sym != nil && o.sym.summarised():
			if path == "" && w.budget > 0 {
				w.budget--
				w.add(SymStore{Src: g.ref(o.sym, o.path), Dst: dst}, o.sym.fn)
			}
		case g.heldMemory(o):
			// Memory a function returns, passed whole: to that
			// function's callers, its result (a constructor applying
			// its options, o(a), to the agent it returns).
			if path == "" {
				for _, r := range w.results[v] {
					if w.budget > 0 {
						w.budget--
						w.add(SymStore{Src: r.ref, Dst: dst}, r.fn)
					}
				}
			}
			w.enter(v, path)
		}
	case lFunc, lExt:
		if name, hot := g.hotValue(v, w.reach); hot != nil && w.budget > 0 {
			w.budget--
			w.add(SymStore{Dst: dst, Hot: hot, HotName: name}, nil)
		}
	case lType:
		if w.budget > 0 && g.describedArg(v, w.reach) {
			name, _ := g.typeName(g.payload[v].(types.Type))
			w.budget--
			w.add(SymStore{Dst: dst, Type: name}, nil)
		}
	}
}

// reachingType reports whether a method of t, declared in this package,
// reaches prompts/get.
func (g *graph) reachingType(t types.Type, reach map[*ssa.Function]*Path) bool {
	ms := g.prog.MethodSets.MethodSet(t)
	for i := range ms.Len() {
		if m, ok := ms.At(i).Obj().(*types.Func); ok {
			if fn := g.prog.FuncValue(m); fn != nil && reach[fn] != nil {
				return true
			}
		}
	}
	return false
}

// argMemory describes what memory object o, held at path below the
// argument, holds in its locations below (not in o's own contents: a
// struct or slice value is the object, and what is stored in it is below
// a field or element key).
func (g *graph) argMemory(w *argWalk, o label, path string) {
	if w.steps <= 0 {
		g.summaryCut = true
		return
	}
	w.steps--
	for _, ch := range w.children.of(o) {
		p := path + g.obj(ch).key
		if c, ok := g.contentOf(ch); ok {
			for _, v := range g.Labels(c) {
				if g.kinds[v] == lObj && g.heldMemory(g.obj(v)) {
					w.enter(v, p+string(accesspath.Deref))
					continue
				}
				g.argValue(w, v, p)
			}
		}
		if w.leads[ch] && !walkTooDeep(p) {
			g.argMemory(w, ch, p)
		}
	}
}

// resultMethods returns the methods, with bodies in this package, of the
// named type (or pointer to it) that fn returns first, or, for a method,
// of its receiver's type: the methods of what a constructor makes, or of
// what a setter (Register(name, tool) keeping a closure) fills.
func (g *graph) resultMethods(fn *ssa.Function) []*ssa.Function {
	if ms, ok := g.resultMeths[fn]; ok {
		return ms
	}
	ms := g.findResultMethods(fn)
	g.resultMeths[fn] = ms
	return ms
}

func (g *graph) findResultMethods(fn *ssa.Function) []*ssa.Function {
	var t types.Type
	if recv := fn.Signature.Recv(); recv != nil {
		t = recv.Type()
	} else if res := fn.Signature.Results(); res.Len() > 0 {
		t = res.At(0).Type()
	} else {
		return nil
	}
	n, ok := types.Unalias(gotypes.Deref(t)).(*types.Named)
	if !ok || n.Obj().Pkg() != g.pass.Pkg {
		return nil
	}
	var out []*ssa.Function
	for _, rt := range []types.Type{n, types.NewPointer(n)} {
		ms := g.prog.MethodSets.MethodSet(rt)
		for i := range ms.Len() {
			if m := g.prog.MethodValue(ms.At(i)); m != nil && m.Blocks != nil && g.built[m] && !slices.Contains(out, m) {
				out = append(out, m)
			}
		}
	}
	return out
}

func join(a, b []Hop) []Hop {
	out := make([]Hop, 0, len(a)+len(b))
	return append(append(out, a...), b...)
}

// summariseStores records stores into locations that callers or other
// packages see: a caller's value stored into a caller's location, and
// functions reaching prompts/get stored into parameters or globals.
func (g *graph) summariseStores(get func(*ssa.Function) *FuncFact, returned map[*ssa.Function]bool, reach map[*ssa.Function]*Path) *PkgFact {
	pf := &PkgFact{}
	mem := g.memory()
	g.symContents(func(o *object) bool { return o.sym.summarised() && !g.inCopy(o) }, func(o *object, dst SymRef, cn node, v label) {
		switch g.kinds[v] {
		case lObj:
			src := g.obj(v)
			if src.made() {
				// Memory the function made and stored there (an
				// appended entry struct): what it holds of the
				// callers' values is stored below the location.
				g.localStores(get, returned, o, dst, v, mem)
				return
			}
			if src.sym == nil || !src.sym.summarised() || (src.sym == o.sym && src.path == o.path+"*") {
				return
			}
			g.addStore(get, returned, o, src, dst)
		case lType:
			if o.sym.glob != "" {
				if name, methods := g.hotType(g.payload[v].(types.Type), reach); len(methods) > 0 {
					pf.Hot = append(pf.Hot, HotGlobal{Global: dst.Global, Path: o.path, Name: name, Methods: methods,
						Pos: g.position(g.storePos[storeKey{cn, v}])})
				}
				return
			}
			g.addTypeStore(get, o, dst, v)
		case lFunc, lExt:
			name, hot := g.hotValue(v, reach)
			if hot == nil {
				return
			}
			if o.sym.glob != "" {
				pf.Hot = append(pf.Hot, HotGlobal{Global: dst.Global, Path: o.path, Name: name, Hot: hot,
					Pos: g.position(g.storePos[storeKey{cn, v}])})
			} else if f := get(o.sym.fn); f != nil {
				f.Stores = append(f.Stores, SymStore{Dst: dst, Hot: hot, HotName: name})
			}
		}
	})
	return pf
}

// inCopy reports whether location o is part of the copy a function gets of
// a struct or array value its caller passes (m.form.title, for a value
// receiver m, is not reached through a pointer): a store there changes the
// function's copy, never its caller's memory, and no summary describes it.
// A terminal UI's value-receiver Update, copying a theme into each of its
// twenty forms field by field, described 28,734 such stores
// (defexnicolas/forge's internal/tui).
func (g *graph) inCopy(o *object) bool {
	r := o.sym
	if r.fn == nil || r.param >= len(r.fn.Params) || !aggregate(r.fn.Params[r.param].Type()) {
		return false
	}
	return !slices.Contains(accesspath.Parse(o.path), accesspath.Deref)
}

// symContents calls f for each label v that a symbolic object o for which
// keep holds has in its contents cn, with o's location dst, in label
// order.
func (g *graph) symContents(keep func(o *object) bool, f func(o *object, dst SymRef, cn node, v label)) {
	for l := label(0); int(l) < len(g.kinds); l++ {
		if g.kinds[l] != lObj {
			continue
		}
		o := g.obj(l)
		cn, ok := g.contentOf(l)
		if !ok || o == nil || o.sym == nil || !keep(o) {
			continue
		}
		dst := g.ref(o.sym, o.path)
		for _, v := range g.Labels(cn) {
			f(o, dst, cn, v)
		}
	}
}

// applyMadeStores applies, at each call of a function of the package, the
// stores of memory the function made that its summary would record
// (summariseStores): for Register(name, t) doing b.tools =
// append(b.tools, namedTool{impl: t}), t stored at param0.tools*[]*.impl,
// with the call's arguments, into the caller's own symbolic objects, as a
// call into another package applies the Stores of its fact. The made
// memory is one object for all the callers, and applyParamStores stores
// it into what each caller passes; that alone leaves a caller's summary
// without what it passed (a closure given to Register is held by
// Register's namedTool, not stored below the caller's parameter), so a
// caller in between (RegisterPromptTools(reg) calling
// reg.Register("run_prompt", func...)) would export nothing of it. Only the
// caller's symbolic objects receive it: the made memory, shared, already
// holds what every caller gave, and storing there again would give one
// caller's closure to the summary of another (suite
// promptreach/kitinstall).
func (g *graph) applyMadeStores() {
	stores := map[*ssa.Function]*FuncFact{}
	get := func(fn *ssa.Function) *FuncFact {
		f := stores[fn]
		if f == nil {
			f = &FuncFact{}
			stores[fn] = f
		}
		return f
	}
	g.stores = newFactSummaries()
	defer func() { g.stores = nil }()
	mem := g.memory()
	g.symContents(func(o *object) bool { return o.sym.fn != nil && len(g.paramStores[o.sym.fn]) > 0 }, func(o *object, dst SymRef, _ node, v label) {
		if g.kinds[v] == lObj && g.obj(v).made() {
			g.localStores(get, nil, o, dst, v, mem)
		}
	})
	if len(stores) == 0 {
		return
	}
	for _, s := range g.sites {
		for _, c := range s.callees {
			if f := stores[c.fn]; f != nil {
				g.applyStores(g.pass.Pkg, f.Stores, f.TypeMethods, s.args, g.NewNode(), s.pos, s.caller)
			}
		}
	}
}

// addStore records that the caller's value src is stored at dst, the
// location o or below it, in the summary of the function whose parameters
// both are (or whose parameter one is, the other a global). A value of the
// callers of the function that made a returned function literal (a
// functional option's captured tools), stored below the literal's
// parameter, is a Captured store of the literal's fact.
func (g *graph) addStore(get func(*ssa.Function) *FuncFact, returned map[*ssa.Function]bool, o, src *object, dst SymRef) {
	owner := src.sym.fn
	captured := false
	switch {
	case owner == nil:
		owner = o.sym.fn
	case o.sym.fn != nil && o.sym.fn != owner:
		if !returned[o.sym.fn] || !isLiteral(o.sym.fn) || o.sym.fn.Parent() != owner {
			return
		}
		owner, captured = o.sym.fn, true
	}
	if f := get(owner); f != nil {
		g.addFactStore(f, SymStore{Src: g.ref(src.sym, src.path), Dst: dst, Captured: captured})
	}
}

// maxFactStores bounds the store descriptions of one function's summary.
// Below a global every access path is described, and a widget tree whose
// nodes reach one another has more of them than memory holds (memcode's
// vaxis/ui, with its solve already cut, ran out of memory there). A summary
// that reaches the bound stops growing and the package's analysis is
// reported cut. It counts entries, the copies between two locations being
// one (SymStore.Copies): forge's internal/tui, cut here at 22,714 stores,
// has 799 entries in its largest summary.
const maxFactStores = 1 << 12

// addFactStore adds a store of caller-provided values to f, once; a copy
// of the contents of one location into another joins the entry of the
// other copies between the same two locations (SymStore.Copies).
func (g *graph) addFactStore(f *FuncFact, st SymStore) {
	k := factStore{f, st.Src, st.Dst, st.Type, st.Captured}
	if g.stores.seen[k] {
		return
	}
	src, dst, c, copied := copyParts(st)
	ck := copyKey{f, src, dst, st.Captured}
	if i, ok := g.stores.copies[ck]; copied && ok {
		e := &f.Stores[i]
		if len(e.Copies) == 0 {
			_, _, first, _ := copyParts(*e)
			e.Src, e.Dst, e.Copies = src, dst, []string{first}
		}
		e.Copies = append(e.Copies, c)
		g.stores.seen[k] = true
		return
	}
	if len(f.Stores) >= maxFactStores {
		g.summaryCut = true
		return
	}
	if copied {
		g.stores.copies[ck] = len(f.Stores)
	}
	g.stores.seen[k] = true
	f.Stores = append(f.Stores, st)
}

// factSummaries holds the store summaries made while facts are exported:
// the stores made (to make each once) and, for the copies between two
// locations, the entry that holds them.
type factSummaries struct {
	seen   map[factStore]bool
	copies map[copyKey]int // index in the fact's Stores
}

func newFactSummaries() *factSummaries {
	return &factSummaries{seen: map[factStore]bool{}, copies: map[copyKey]int{}}
}

// factStore is a store summary (of a caller's value or a type) of one
// function's fact, for deduplication.
type factStore struct {
	f        *FuncFact
	src, dst SymRef
	typ      string
	captured bool
}

// copyKey names the entry of a fact that holds the copies from one
// location into another.
type copyKey struct {
	f        *FuncFact
	src, dst SymRef
	captured bool
}

// localStores records the callers' values held by local object l (and the
// objects it holds) as stores below dst, the location that holds l: for
// b.entries = append(b.entries, entry{impl: t}), t stored at
// param0.entries*[].impl.
//
// The objects below l are visited once each, shortest access path first:
// a local object reached again by another path (an entry kept in two
// lists, a []any holding itself) is described by an alias store, "the
// object at the first path is stored at this one" (SymStore{Src:
// param0.first, Dst: param0.other}), which gives a caller's memory the
// same sharing, at any depth. Describing the object again below every path
// to it cost the product of the fan-outs along the paths: clawgo's
// pkg/tools made millions of stores and ran for more than 17 minutes. Below
// a global (no function's summary to hold an alias) every path is
// described, as before, up to walkTooDeep.
func (g *graph) localStores(get func(*ssa.Function) *FuncFact, returned map[*ssa.Function]bool, o *object, dst SymRef, l label, mem *memGraph) {
	leafy := mem.leafyFor(g, o.sym.fn)
	if !leafy.has(l) {
		return
	}
	w := mem.walks[walkRoot{o.sym.fn, dst}]
	if w == nil {
		w = &storeWalk{first: map[label]string{}, seen: map[walkStep]bool{}}
		mem.walks[walkRoot{o.sym.fn, dst}] = w
	}
	var alias *FuncFact
	if o.sym.fn != nil {
		alias = get(o.sym.fn)
	}
	if q, ok := w.first[l]; ok && (q == "*" || alias != nil) {
		if q != "*" {
			src := dst
			src.Path += q
			g.addFactStore(alias, SymStore{Src: src, Dst: dst})
		}
		return
	}
	type step struct {
		l    label
		path string // from dst to l
	}
	first, seen := w.first, w.seen
	first[l] = "*"
	queue := []step{{l, "*"}}
	var within func(l label, path string)
	within = func(l label, path string) {
		if seen[walkStep{l, path}] || walkTooDeep(dst.Path+path) {
			return
		}
		if len(seen) >= maxWalkSteps {
			g.summaryCut = true
			return
		}
		seen[walkStep{l, path}] = true
		for _, c := range mem.children.of(l) {
			if !leafy.has(c) {
				continue
			}
			p := path + g.obj(c).key
			at := dst
			at.Path += p
			h := mem.heldBy(c)
			for _, v := range h.types {
				g.addTypeStore(get, o, at, v)
			}
			for _, v := range h.syms {
				g.addStore(get, returned, o, g.obj(v), at)
			}
			for _, v := range h.locals {
				if !leafy.has(v) {
					continue
				}
				q, ok := first[v]
				switch {
				case !ok:
					first[v] = p + "*"
					queue = append(queue, step{v, p + "*"})
				case alias != nil:
					if q != p+"*" {
						src := dst
						src.Path += q
						g.addFactStore(alias, SymStore{Src: src, Dst: at})
					}
				default:
					queue = append(queue, step{v, p + "*"})
				}
			}
			within(c, p)
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		within(s.l, s.path)
	}
}

// addTypeStore records that a value of the concrete type v (a type label),
// in an interface, is stored at dst, below the parameter's location o: an
// MCP manager adding its own *getPromptTool to the registry it is given.
func (g *graph) addTypeStore(get func(*ssa.Function) *FuncFact, o *object, dst SymRef, v label) {
	t := g.payload[v].(types.Type)
	if name, ok := g.typeName(t); ok && o.sym.fn != nil && ownBehaviour(t) {
		if f := get(o.sym.fn); f != nil {
			g.addFactStore(f, SymStore{Dst: dst, Type: name})
		}
	}
}

// hotType returns, for a concrete type t of this package whose methods
// are its own code (ownBehaviour), its name as a path shows it and its
// methods that reach prompts/get, named by the fact name of t.
func (g *graph) hotType(t types.Type, reach map[*ssa.Function]*Path) (string, []TypeMethod) {
	name, ok := g.typeName(t)
	if !ok || strings.Contains(name, ".") || !ownBehaviour(t) {
		return "", nil
	}
	methods := g.hotMethods(t, name, reach)
	base, star := strings.CutPrefix(name, "*")
	shown := g.pass.Pkg.Name() + "." + base
	if star {
		shown = "*" + shown
	}
	return shown, methods
}

// ownBehaviour reports whether what the methods of t do is t's own code:
// t holds no function value or interface value (in its fields, or in the
// struct values they hold) through which they could run what an instance
// was given. The type of a generic adapter (fnTool{fn: f}) is not stored
// in a fact: its methods' facts merge what every instance holds, and each
// instance's function values are described by where they are stored.
func ownBehaviour(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Signature, *types.Interface:
		return false
	case *types.Struct:
		for i := range u.NumFields() {
			ft := u.Field(i).Type()
			if _, ptr := ft.Underlying().(*types.Pointer); ptr {
				continue
			}
			if !ownBehaviour(ft) {
				return false
			}
		}
	case *types.Array:
		return ownBehaviour(u.Elem())
	}
	return true
}

// walkStep is a step of a walk over memory: an object, reached by an
// access path. A walk that visited each object once dropped the second of
// two paths to shared memory (a server kept in r.Servers whose tools are
// also appended to r.Tools: which path was described depended on the
// order the fields were declared in); every step lengthens the path, so
// the depth bound ends the walk.
type walkStep struct {
	l    label
	path string
}

// subObjects holds the sub-objects of every object, by label.
type subObjects [][]label

// of returns the sub-objects of o, in label order.
func (s subObjects) of(o label) []label {
	if int(o) < len(s) {
		return s[o]
	}
	return nil
}

// children returns the sub-objects of every object.
func (g *graph) children() subObjects {
	children := make(subObjects, len(g.kinds))
	for k, l := range g.subObjs {
		children[k.o] = append(children[k.o], l)
	}
	for _, ls := range children {
		slices.Sort(ls)
	}
	return children
}

// memory returns the package's memory as localStores walks it.
func (g *graph) memory() *memGraph {
	children := g.children()
	m := &memGraph{
		children: children,
		parents:  make([][]label, len(children)),
		held:     make([]heldLabels, len(children)),
		walks:    map[walkRoot]*storeWalk{},
	}
	for o, cs := range children {
		for _, c := range cs {
			m.parents[c] = append(m.parents[c], label(o))
			cn, ok := g.contentOf(c)
			if !ok {
				continue
			}
			var h heldLabels
			for _, v := range g.Labels(cn) {
				switch {
				case g.kinds[v] == lType:
					t := g.payload[v].(types.Type)
					if _, ok := g.typeName(t); ok && ownBehaviour(t) {
						h.types = append(h.types, v)
					}
				case g.kinds[v] != lObj:
				case g.obj(v).sym != nil && g.obj(v).sym.summarised():
					h.syms = append(h.syms, v)
				case g.obj(v).sym == nil && g.obj(v).parent < 0:
					h.locals = append(h.locals, v)
					m.parents[v] = append(m.parents[v], c)
				}
			}
			m.held[c] = h
		}
	}
	return m
}

// heldBy returns what sub-object c holds that the walk records or enters.
func (m *memGraph) heldBy(c label) heldLabels {
	if int(c) < len(m.held) {
		return m.held[c]
	}
	return heldLabels{}
}

// parentsOf returns the objects above l.
func (m *memGraph) parentsOf(l label) []label {
	if int(l) < len(m.parents) {
		return m.parents[l]
	}
	return nil
}

// A memGraph is the memory of the package as localStores walks it.
type memGraph struct {
	children subObjects
	// parents holds the edges of children, and of "a sub-object's
	// contents hold a local object", backwards.
	parents [][]label
	// held holds, for each sub-object, what its contents hold that the
	// walk records (concrete types a fact can name, callers' values) or
	// enters (local objects): the contents of a package's memory can
	// hold thousands of labels, read once here instead of once per walk.
	held []heldLabels
	// The objects from which localStores reaches a value it records
	// (see leafyFor): global for the walks below a global's location,
	// shared for every function's, and own for the values of one
	// function's callers; made on the first walk that needs them.
	global, shared map[label]bool
	own            map[*ssa.Function]map[label]bool
	// walks holds the walks below each location: the local objects it
	// holds (many tools in one list) share memory (the manager each
	// tool points to), described once at each path.
	walks map[walkRoot]*storeWalk
}

// storeWalk is the state of the walks below one location: the path each
// object was first reached by, and the steps taken.
type storeWalk struct {
	first map[label]string
	seen  map[walkStep]bool
}

// heldLabels is what a sub-object's contents hold for localStores.
type heldLabels struct {
	types, syms, locals []label
}

// walkRoot is a location of a function's callers (a global's: fn nil)
// that localStores describes memory below.
type walkRoot struct {
	fn  *ssa.Function
	dst SymRef
}

// leafyFor returns the objects from which localStores, describing memory
// below a location of fn (nil for a global), reaches something it records:
// a concrete type (fn's own summary only) or a caller's value addStore
// keeps. The walk enumerates access paths and enters only these objects;
// a package's memory is mostly other functions' values (clawgo's
// pkg/tools: 14k walks, of which few record anything).
//
// A summary of fn records, as addStore decides, a global's value and a
// value of fn's own callers (a global's location records every caller's
// value). What is recorded for fn is what is recorded for every function
// (types, globals' values), which is computed once, plus the values of
// fn's own callers, which are few: one set of the package's objects per function
// ran memcode's vendored widget tree (a hundred thousand objects, thousands
// of functions) out of memory.
func (m *memGraph) leafyFor(g *graph, fn *ssa.Function) leafySet {
	if fn == nil {
		if m.global == nil {
			m.global = m.upward(nil, func(h heldLabels) bool { return len(h.syms) > 0 })
		}
		return leafySet{shared: m.global}
	}
	if m.shared == nil {
		m.shared = m.upward(nil, func(h heldLabels) bool {
			return len(h.types) > 0 || slices.ContainsFunc(h.syms, func(v label) bool { return g.obj(v).sym.fn == nil })
		})
		m.own = map[*ssa.Function]map[label]bool{}
		for c, h := range m.held {
			c := label(c)
			for _, v := range h.syms {
				if f := g.obj(v).sym.fn; f != nil && !m.shared[c] {
					if m.own[f] == nil {
						m.own[f] = map[label]bool{}
					}
					m.own[f][c] = true
				}
			}
		}
		for f, starts := range m.own {
			m.own[f] = m.upward(m.shared, nil, slices.Sorted(maps.Keys(starts))...)
		}
	}
	return leafySet{shared: m.shared, own: m.own[fn]}
}

// upward returns the objects whose held labels satisfy rec (if given), and the
// objects given, with every object above them (parents), leaving out those
// in skip (a set closed upwards already).
func (m *memGraph) upward(skip map[label]bool, rec func(heldLabels) bool, starts ...label) map[label]bool {
	set := map[label]bool{}
	queue := append([]label(nil), starts...)
	for _, c := range queue {
		set[c] = true
	}
	if rec != nil {
		for c, h := range m.held {
			if c := label(c); !set[c] && rec(h) {
				set[c] = true
				queue = append(queue, c)
			}
		}
	}
	for len(queue) > 0 {
		l := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, p := range m.parentsOf(l) {
			if !set[p] && !skip[p] {
				set[p] = true
				queue = append(queue, p)
			}
		}
	}
	return set
}

// leafySet is the set leafyFor returns: the objects shared by every
// function's walks, and those of one function's own.
type leafySet struct {
	shared, own map[label]bool
}

func (s leafySet) has(l label) bool { return s.shared[l] || s.own[l] }

// hotValue returns the name of a function value and its path to
// prompts/get, if it has one.
func (g *graph) hotValue(v label, reach map[*ssa.Function]*Path) (string, *Path) {
	switch p := g.payload[v].(type) {
	case *ssa.Function:
		r := reach[p]
		switch {
		case r == nil:
		case isWrapper(p) && len(r.Hops) > 1:
			// A bound method value or thunk: named as the method it
			// calls, the path from there (as pathThrough shows one).
			return r.Hops[0].Callee, &Path{Hops: r.Hops[1:]}
		default:
			return g.name(p), r
		}
	case *extValue:
		return p.name, p.path
	}
	return "", nil
}

// summariseResultStores records what a function stores into memory it
// allocates and returns: a constructor keeping its parameter in a field of
// its result (New(reg) returning &Agent{tools: reg}), a function reaching
// prompts/get, or a concrete type behind an interface, anywhere below
// (a []tool.Tool of &methodTool{execute: func() { session.GetPrompt }}).
// Only memory the function made, or a function of the package that has no
// facts of its own (unexported, not a method: connectAll behind
// ConnectAll, a helper building a tool list), is described: memory that
// other summarised functions made and it passes on would be described
// once per caller (on a corpus server that multiplied one package's
// solving time by 25). Memory made elsewhere is described by what it
// holds that its callers can act on: concrete types and functions
// reaching prompts/get, at most maxResultEntries of them.
func (g *graph) summariseResultStores(get func(*ssa.Function) *FuncFact, reach map[*ssa.Function]*Path) {
	children := g.children()
	for _, fn := range g.funcs {
		if !g.callable(fn) {
			continue
		}
		w := &resultWalk{get: get, reach: reach, fn: fn, children: children, seen: map[walkStep]bool{}, first: map[label]string{}, foreignSeen: map[typeAt]bool{}}
		for _, rp := range g.resultParts(fn) {
			for _, l := range g.Labels(rp.n) {
				if g.kinds[l] != lObj {
					continue
				}
				if !g.describable(fn, l) {
					continue
				}
				w.budget = maxResultEntries
				w.queue = append(w.queue, walkStep{l, rp.tok})
				for len(w.queue) > 0 {
					st := w.queue[0]
					w.queue = w.queue[1:]
					g.resultStores(w, st.l, st.path)
				}
			}
		}
		w.nameCarriers(get(fn))
		if w.cut {
			g.summaryCut = true
		}
	}
}

// describable reports whether the result description of fn includes
// object o: memory fn (or a closure in it) made, or an unexported function
// of the package (no facts of its own) made, or a clone of such memory made for a call, or
// what a call of fn got from another package (a registry of the tools fn
// gave it).
func (g *graph) describable(fn *ssa.Function, o label) bool {
	if sym := g.obj(o).sym; sym != nil {
		call, ok := sym.opaque.(ssa.CallInstruction)
		return ok && g.obj(o).path == "" && call.Parent() == fn
	}
	site := g.obj(o).site
	for {
		k, ok := site.(cloneKey)
		if !ok {
			break
		}
		site = g.obj(k.l).site
	}
	v, ok := site.(ssa.Instruction)
	if !ok {
		return false
	}
	maker := v.Parent()
	// Memory made in a closure of fn is fn's: the body of a range over an
	// iterator (for p := range cs.Prompts(ctx, nil) { out = append(out,
	// &promptTool{...}) }) is a closure that fn runs.
	for maker.Parent() != nil && maker != fn {
		maker = maker.Parent()
	}
	return maker == fn || maker.Pkg == g.pkg && !g.callable(maker)
}

// heldMemory reports whether a result description goes on into what o
// holds: memory this package allocated, or memory a call of this package
// got from another package (a registry NewRegistry made of the tools this
// package passed it), whose contents here are what this package stored
// into it and what the callee's fact says.
func (g *graph) heldMemory(o *object) bool {
	if o.parent >= 0 || o.typeWide {
		return false
	}
	if o.sym == nil {
		return true
	}
	call, ok := o.sym.opaque.(ssa.CallInstruction)
	return ok && call.Parent().Pkg == g.pkg
}

// maxResultEntries bounds the concrete types and functions reaching
// prompts/get that a function's result description adds to its fact
// (what it stores of its parameters is not bounded).
const maxResultEntries = 64

// maxWalkSteps bounds the steps (objects entered at an access path) of a
// walk over memory that a summary describes: one function's result memory,
// or the memory below one location of its callers (localStores). Held
// memory is described once, at its first path (below a global, at every
// path), but a struct's fields are entered at each path of the struct,
// within the depth bound. A walk that reaches the bound stops, and the
// package's analysis is reported cut. The synthetic terminal UI model of
// TestValueReceiverModelCost takes 1,254 steps per method (849,734 when
// held memory was described at every path); memcode's vaxis packages, their
// solve already cut, ran out of memory in walks below globals.
const maxWalkSteps = 1 << 20

// resultWalk is the walk over the memory a function returns that
// summariseResultStores makes.
type resultWalk struct {
	get      func(*ssa.Function) *FuncFact
	reach    map[*ssa.Function]*Path
	fn       *ssa.Function
	children subObjects
	seen     map[walkStep]bool
	first    map[label]string // the path each held object was first reached by
	queue    []walkStep       // held objects to describe, in the order reached
	budget   int
	steps    int  // objects entered (maxWalkSteps)
	cut      bool // the walk stopped at maxWalkSteps
	// foreign holds the types of other packages found in interfaces
	// that the fact does not name by themselves (their methods reach no
	// prompts/get): a generic adapter of a framework (&tool.FuncTool{
	// CallFunc: ...}). nameCarriers names those that carry a function
	// reaching prompts/get.
	foreign     []typeAt
	foreignSeen map[typeAt]bool
}

// typeAt is a concrete type held in an interface at path, as a fact names
// it.
type typeAt struct {
	path, name string
}

// nameCarriers adds to f's ResultTypes the foreign types found where a
// function value reaching prompts/get is stored below: the importer needs
// the type to know which method its call through the interface runs.
func (w *resultWalk) nameCarriers(f *FuncFact) {
	if f == nil {
		return
	}
	for _, t := range w.foreign {
		for _, st := range f.Stores { // an entry of copies holds no Hot store
			if st.Hot != nil && st.Dst.Result && strings.HasPrefix(st.Dst.Path, t.path+string(accesspath.Deref)) {
				if rt := t.path + "|" + t.name; !slices.Contains(f.ResultTypes, rt) {
					f.ResultTypes = append(f.ResultTypes, rt)
				}
				break
			}
		}
	}
}

func (g *graph) resultStores(w *resultWalk, o label, path string) {
	if w.seen[walkStep{o, path}] || walkTooDeep(path) {
		return
	}
	if w.budget <= 0 || w.cut {
		return
	}
	if w.steps++; w.steps > maxWalkSteps {
		w.cut = true
		return
	}
	w.seen[walkStep{o, path}] = true
	get, fn := w.get, w.fn
	if c, ok := g.contentOf(o); ok && !resultRoot(path) {
		for _, v := range g.Labels(c) {
			switch g.kinds[v] {
			case lObj:
				src := g.obj(v)
				switch {
				case src.sym != nil && src.sym.fn == fn:
					if f := get(fn); f != nil {
						g.addFactStore(f, SymStore{Src: g.ref(src.sym, src.path), Dst: SymRef{Result: true, Path: path}})
					}
				case g.heldMemory(src):
					// Memory of this package held there: what it holds,
					// described once, at the first path it is reached
					// by; at another path an alias store says the object
					// there is the one at the first (as localStores
					// does below a parameter). Describing it again at
					// every path cost the product of the fan-outs: a
					// terminal UI's model whose fields reach one another
					// took 850k steps per method.
					at := path + string(accesspath.Deref)
					if q, ok := w.first[v]; ok {
						if q != at {
							if f := get(fn); f != nil {
								g.addFactStore(f, SymStore{Src: SymRef{Result: true, Path: q}, Dst: SymRef{Result: true, Path: path}})
							}
						}
						continue
					}
					w.first[v] = at
					w.queue = append(w.queue, walkStep{v, at})
				}
			case lFunc, lExt:
				if name, hot := g.hotValue(v, w.reach); hot != nil {
					if f := get(fn); f != nil {
						f.Stores = append(f.Stores, SymStore{Dst: SymRef{Result: true, Path: path}, Hot: hot, HotName: name})
						w.budget--
					}
				} else if g.kinds[v] == lFunc {
					// A factory kept in the result (Deps{NewTools: func()
					// []Tool {...}}): what calling it returns.
					for _, rp := range g.resultParts(g.payload[v].(*ssa.Function)) {
						for _, r := range g.Labels(rp.n) {
							if g.kinds[r] == lObj && g.heldMemory(g.obj(r)) {
								g.resultStores(w, r, path+"*"+callTok+rp.tok)
							}
						}
					}
				}
			case lType:
				t := g.payload[v].(types.Type)
				if name, ok := g.typeName(t); ok {
					if f := get(fn); f != nil {
						if t := path + "|" + name; !slices.Contains(f.ResultTypes, t) {
							f.ResultTypes = append(f.ResultTypes, t)
							w.budget--
						}
					}
				} else if name, ok := g.foreignTypeName(t); ok && !w.foreignSeen[typeAt{path, name}] {
					w.foreignSeen[typeAt{path, name}] = true
					w.foreign = append(w.foreign, typeAt{path, name})
				}
			}
		}
	}
	for _, ch := range w.children.of(o) {
		g.resultStores(w, ch, path+g.obj(ch).key)
	}
}

// summariseReturns records which caller-provided values, and which
// functions reaching prompts/get, a function returns.
func (g *graph) summariseReturns(get, made func(*ssa.Function) *FuncFact, reach map[*ssa.Function]*Path) {
	for _, fn := range g.funcs {
		if !g.exportable(fn) {
			continue
		}
		for i, rp := range g.resultParts(fn) {
			g.summariseResult(get, made, reach, fn, i, rp)
		}
	}
}

// returnedFuncs returns the functions of this package (declared, or
// function literals) that a function other packages can call returns as a
// value: their calls of their own parameters are summarised
// (summariseCalls) for ReturnsCalls.
func (g *graph) returnedFuncs() map[*ssa.Function]bool {
	out := map[*ssa.Function]bool{}
	for _, fn := range g.funcs {
		if !g.callable(fn) {
			continue
		}
		for _, rp := range g.resultParts(fn) {
			for _, v := range g.Labels(rp.n) {
				if f, ok := g.payload[v].(*ssa.Function); ok && g.kinds[v] == lFunc && f != fn && (g.exportable(f) || isLiteral(f)) {
					out[f] = true
				}
			}
		}
	}
	return out
}

// summariseResult records what a function returns as its result i, held by
// rp. made returns the fact made so far for a function, if any.
func (g *graph) summariseResult(get, made func(*ssa.Function) *FuncFact, reach map[*ssa.Function]*Path, fn *ssa.Function, i int, rp resultPart) {
	for _, v := range g.Labels(rp.n) {
		switch g.kinds[v] {
		case lObj:
			o := g.obj(v)
			if o.sym != nil && (o.sym.fn == fn || o.sym.glob != "") {
				if f := get(fn); f != nil {
					f.Returns = append(f.Returns, SymReturn{Src: g.ref(o.sym, o.path), Result: i})
				}
			}
		case lFunc, lExt:
			if _, hot := g.hotValue(v, reach); hot != nil {
				if f := get(fn); f != nil && f.ReturnsHot == nil {
					f.ReturnsHot = hot
				}
			}
			if g.kinds[v] == lFunc {
				c := g.payload[v].(*ssa.Function)
				g.summariseClosure(get, fn, i, c)
				g.summariseReturnedCalls(get, made, fn, i, c)
			}
		case lPrompt:
			if f := get(fn); f != nil {
				f.ReturnsListed = true
			}
		case lType:
			if name, ok := g.typeName(g.payload[v].(types.Type)); ok && g.callable(fn) {
				if rp.tok != "" {
					name = rp.tok + "|" + name
				}
				if f := get(fn); f != nil && !slices.Contains(f.ResultTypes, name) {
					f.ResultTypes = append(f.ResultTypes, name)
				}
			}
		}
	}
}

// summariseClosure records what the closure c that fn returns as its
// result i returns when called, where that is a value fn's caller provides
// (a provider closure over fn's receiver). Only a closure made in fn: its
// free variables are fn's values, so the caller-provided values it
// returns are named by fn's parameters.
func (g *graph) summariseClosure(get func(*ssa.Function) *FuncFact, fn *ssa.Function, i int, c *ssa.Function) {
	if c.Parent() != fn {
		return
	}
	for _, rp := range g.resultParts(c) {
		if rp.tok != "" {
			continue // a closure with several results: not a provider
		}
		for _, v := range g.Labels(rp.n) {
			if g.kinds[v] != lObj {
				continue
			}
			if o := g.obj(v); o.sym != nil && o.sym.fn == fn {
				r := SymReturn{Src: g.ref(o.sym, o.path), Result: i, Call: true}
				if f := get(fn); f != nil && !slices.Contains(f.Returns, r) {
					f.Returns = append(f.Returns, r)
				}
			}
		}
	}
}

// wrapperReturns records, for each function literal that fn makes and
// returns, whose code reaches caller (it, or a function it calls), that
// fn returns the function value at ref (one its caller gives it) there: a
// call of the literal calls that value. func WithLog(h Handler) Handler
// returns a literal calling h; to its callers, it returns h. (The path
// shown for a call of the result then goes to h without the literal.)
func (g *graph) wrapperReturns(get func(*ssa.Function) *FuncFact, fn, caller *ssa.Function, ref SymRef) {
	for i, rp := range g.resultParts(fn) {
		for _, v := range g.Labels(rp.n) {
			lit, ok := g.payload[v].(*ssa.Function)
			if !ok || g.kinds[v] != lFunc || lit.Parent() != fn || !isLiteral(lit) {
				continue
			}
			if _, ok := g.hopsTo(lit, caller); !ok {
				continue
			}
			r := SymReturn{Src: ref, Result: i}
			if f := get(fn); f != nil && !slices.Contains(f.Returns, r) {
				f.Returns = append(f.Returns, r)
			}
		}
	}
}

// summariseReturnedCalls records the calls of its own parameters that c,
// a declared function of this package that fn returns as its result i,
// makes (ReturnsCalls): a caller of fn that calls what it got, or hands it
// to a function that does, makes them with the arguments of that call.
func (g *graph) summariseReturnedCalls(get, made func(*ssa.Function) *FuncFact, fn *ssa.Function, i int, c *ssa.Function) {
	cf := made(c)
	if c == fn || cf == nil || !g.callable(fn) {
		return
	}
	var calls []SymCall
	for _, sc := range cf.Calls {
		if sc.Ctor == "" && sc.Ref.Global == "" && !sc.Ref.Result {
			calls = append(calls, sc)
		}
	}
	var stores Stores
	for _, st := range cf.Stores {
		if st.Dst.Global == "" && !st.Dst.Result && !st.Src.Result && (st.Captured || st.Hot != nil || st.Type != "") {
			stores = append(stores, st)
		}
	}
	if len(calls) == 0 && len(stores) == 0 {
		return
	}
	if f := get(fn); f != nil {
		f.ReturnsCalls = append(f.ReturnsCalls, ReturnedCalls{Result: i, Calls: calls, Stores: stores})
	}
}

// resultPart is the node holding one result of a function, with the access
// path token that selects it from the function's result: "" for its only
// result, "#i" for result i of several.
type resultPart struct {
	n   node
	tok string
}

// resultParts returns the results of fn that its body returns (none if it
// returns nothing here).
func (g *graph) resultParts(fn *ssa.Function) []resultPart {
	rn, ok := g.results[fn]
	if !ok {
		return nil
	}
	if results(fn) <= 1 {
		return []resultPart{{rn, ""}}
	}
	var ps []resultPart
	for i := range results(fn) {
		ps = append(ps, resultPart{g.part(rn, i), string(accesspath.Result(i))})
	}
	return ps
}

// resultRoot reports whether path selects a function's result itself: ""
// or "#i".
func resultRoot(path string) bool {
	if tokens, _ := accesspath.Count(path); tokens != 1 {
		return tokens == 0
	}
	_, ok := splitPath(path)[0].ResultIndex()
	return ok
}

// typeName returns how a fact names t, a concrete type declared at package
// level: "T" or "*T" for a type of this package, "path.T" or "*path.T"
// for one of another package (a tool type of a bridge package that a
// factory of this package returns); the importer finds it among its
// imports. Instances of generic types, types declared in functions and
// types of the standard library are not named.
func (g *graph) typeName(t types.Type) (string, bool) {
	star, n, ok := packageType(t)
	if !ok {
		return "", false
	}
	switch pkg := n.Obj().Pkg(); {
	case pkg == g.pass.Pkg:
		return star + n.Obj().Name(), true
	case g.scope.Std(pkg):
		return "", false
	case g.actsOnPrompts(n):
		return star + pkg.Path() + "." + n.Obj().Name(), true
	}
	return "", false
}

// foreignTypeName returns how a fact names t, a concrete type of another
// package (not of the standard library) declared at package level, whether
// or not it acts on prompts.
func (g *graph) foreignTypeName(t types.Type) (string, bool) {
	star, n, ok := packageType(t)
	if !ok {
		return "", false
	}
	if pkg := n.Obj().Pkg(); pkg != g.pass.Pkg && !g.scope.Std(pkg) {
		return star + pkg.Path() + "." + n.Obj().Name(), true
	}
	return "", false
}

// packageType returns the named type t is, or points to ("*" then), if it
// is declared at package level and is no instance of a generic type.
func packageType(t types.Type) (string, *types.Named, bool) {
	star := ""
	if p, ok := t.(*types.Pointer); ok {
		t, star = p.Elem(), "*"
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.TypeArgs().Len() > 0 || n.Obj().Pkg() == nil || n.Obj().Parent() != n.Obj().Pkg().Scope() {
		return "", nil, false
	}
	return star, n, true
}

// actsOnPrompts reports whether a method of the named type n (of another
// package), or of *n, can issue prompts/get, by its facts (a bridge's
// prompt tool): naming every other type in a fact would give importers
// objects for all the concrete types a package passes on (a terminal UI's
// models: ten times the solving work on a corpus host), for nothing.
func (g *graph) actsOnPrompts(n *types.Named) bool {
	if v, ok := g.typeActs[n]; ok {
		return v
	}
	acts := false
	for _, t := range []types.Type{n, types.NewPointer(n)} {
		ms := g.prog.MethodSets.MethodSet(t)
		for i := 0; i < ms.Len() && !acts; i++ {
			if obj, ok := ms.At(i).Obj().(*types.Func); ok && g.imported != nil {
				if f := g.imported(obj); f != nil && (f.Sink != nil || f.ReturnsHot != nil) {
					acts = true
				}
			}
		}
	}
	g.typeActs[n] = acts
	return acts
}

// localCallees returns the functions with bodies that fn's calls reach.
func (g *graph) localCallees(fn *ssa.Function) []*ssa.Function {
	var out []*ssa.Function
	for _, s := range g.sitesOf(fn) {
		for _, c := range s.callees {
			if c.fn != nil && c.fn.Blocks != nil {
				out = append(out, c.fn)
			}
		}
	}
	return out
}

// hopsTo returns the hops of a shortest local call path from one function
// to another; ok is false if there is none.
func (g *graph) hopsTo(from, to *ssa.Function) ([]Hop, bool) {
	if from == to {
		return nil, true
	}
	tree := g.bfsTree(from)
	if _, ok := tree[to]; !ok {
		return nil, false
	}
	var hops []Hop
	for f := to; f != from; f = tree[f].prev {
		st := tree[f]
		hops = append(hops, Hop{Pos: g.position(st.site.pos), Func: g.name(st.prev), Callee: g.name(f)})
	}
	slices.Reverse(hops)
	return hops, true
}

type bfsStep struct {
	prev *ssa.Function
	site *site
}

// bfsTree returns the shortest-path tree of local calls from fn, computed
// once per function.
func (g *graph) bfsTree(from *ssa.Function) map[*ssa.Function]bfsStep {
	if t, ok := g.trees[from]; ok {
		return t
	}
	parent := map[*ssa.Function]bfsStep{from: {}}
	queue := []*ssa.Function{from}
	for len(queue) > 0 {
		fn := queue[0]
		queue = queue[1:]
		for _, s := range g.sitesOf(fn) {
			for _, c := range s.callees {
				if c.fn == nil || c.fn.Blocks == nil {
					continue
				}
				if _, ok := parent[c.fn]; ok {
					continue
				}
				parent[c.fn] = bfsStep{fn, s}
				queue = append(queue, c.fn)
			}
		}
	}
	g.trees[from] = parent
	return parent
}

// ancestors returns the exportable functions that can call fn (fn included).
func (g *graph) ancestors(fn *ssa.Function) []*ssa.Function {
	if g.callers == nil {
		g.callers = map[*ssa.Function][]*ssa.Function{}
		for _, f := range g.funcs {
			for _, c := range g.localCallees(f) {
				g.callers[c] = append(g.callers[c], f)
			}
		}
	}
	seen := map[*ssa.Function]bool{fn: true}
	queue := []*ssa.Function{fn}
	var out []*ssa.Function
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		if g.callable(f) {
			out = append(out, f)
		}
		for _, c := range g.callers[f] {
			if !seen[c] {
				seen[c] = true
				queue = append(queue, c)
			}
		}
	}
	return out
}

// typeMethods fills f.TypeMethods: for each unexported type of this
// package that f's ResultTypes or Stores name, its methods that reach
// prompts/get. (An exported type is in every importer's view.)
func (g *graph) typeMethods(f *FuncFact, reach map[*ssa.Function]*Path) {
	names := make([]string, 0, len(f.ResultTypes))
	for _, rt := range f.ResultTypes {
		if _, name, below := strings.Cut(rt, "|"); below {
			rt = name
		}
		names = append(names, rt)
	}
	for _, st := range f.Stores { // an entry of copies holds no Type store
		if st.Type != "" {
			names = append(names, st.Type)
		}
	}
	calls := f.Calls
	for _, rc := range f.ReturnsCalls {
		for _, st := range rc.Stores {
			if st.Type != "" {
				names = append(names, st.Type)
			}
		}
		calls = append(calls, rc.Calls...)
	}
	for _, c := range calls {
		for _, a := range c.Args {
			if a.Type != "" {
				names = append(names, a.Type)
			}
		}
	}
	seen := map[string]bool{}
	for _, name := range names {
		base := strings.TrimPrefix(name, "*")
		if seen[name] || strings.Contains(base, ".") || token.IsExported(base) {
			continue
		}
		seen[name] = true
		t := lookupType(g.pass.Pkg, name)
		if t == nil {
			continue
		}
		f.TypeMethods = append(f.TypeMethods, g.hotMethods(t, name, reach)...)
	}
}

// hotMethods returns the methods of t that reach prompts/get, with t named
// name as a fact names it.
func (g *graph) hotMethods(t types.Type, name string, reach map[*ssa.Function]*Path) []TypeMethod {
	var methods []TypeMethod
	ms := g.prog.MethodSets.MethodSet(t)
	for i := range ms.Len() {
		if m := g.prog.FuncValue(ms.At(i).Obj().(*types.Func)); m != nil && reach[m] != nil {
			methods = append(methods, TypeMethod{Type: name, Method: m.Name(), Hot: reach[m]})
		}
	}
	return methods
}

// mergeArgs returns the argument descriptions of a and those of b that a
// does not have (one per location and source), at most maxResultEntries.
func mergeArgs(a, b []SymStore) []SymStore {
	for _, st := range b {
		if len(a) >= maxResultEntries {
			break
		}
		if !slices.ContainsFunc(a, func(x SymStore) bool {
			return x.Dst == st.Dst && x.Src == st.Src && x.Type == st.Type && x.HotName == st.HotName && (x.Hot == nil) == (st.Hot == nil)
		}) {
			a = append(a, st)
		}
	}
	return a
}
