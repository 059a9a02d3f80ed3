package flow

import (
	"fmt"
	"go/types"
	"os"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// maxByNameDepth bounds how many calls deep runsByName follows a name and
// its arguments into functions of the package.
const maxByNameDepth = 4

// byNameKey is a question of runsByName: does fn run a callable it looks up
// by parameter name, giving it data of parameter args?
type byNameKey struct {
	fn         *ssa.Function
	name, args int
}

// ownState returns the state of the own tool-call recognition, made once.
func (g *graph) ownState() *ownCalls {
	if g.own == nil {
		g.own = &ownCalls{decoded: map[string]fieldSet{}, local: map[string]fieldSet{}, byName: map[byNameKey]bool{}, uses: map[byNameKey]*nameUse{}, byUse: map[*types.Named]bool{}}
	}
	return g.own
}

// noteOwnToolCalls recognises a host's own tool-call types that no JSON tag
// gives away (isWireToolCall): a struct type T whose values the package
// reads from an HTTP response body (noteDecoded: the reply of a model's
// API), one of whose string fields (the name) a function uses to look up
// a callable, which it then calls with data of another field of T (the
// arguments):
//
//	t, ok := a.tools[c.Name] // a map of functions or of a tool interface
//	out, err := t(ctx, c.Args)
//
// The lookup may be a map index, a call given the name whose result is
// called (reg.Lookup(c.Name).Run(ctx, c.Args)), or a function the name and
// the arguments are handed to that does either (reg.Run(ctx, c.Name,
// c.Args)): followed into functions of the package, and into other
// packages by their facts (FuncFact.RunsByName). A switch over the name is
// not enough (a streamed reply's event type is switched on too), nor is a
// value called that the standard library made or declares (a buffer kept
// per tool-call id), nor a JSON-RPC message's method (an MCP client
// running the handler of its server's request). T must come from a response: a tool name a person
// types (os.Args, flags, a terminal) or that a server reads from a request
// (an HTTP request's body, a JSON-RPC tools/call on stdin) is no model's,
// and a reply parsed out of free text by hand is not recognised either
// (mark its dispatch). Found types count as wire tool-call types of the
// package.
func (g *graph) noteOwnToolCalls() {
	o := g.ownState()
	g.noteDecoded(o)
	if len(o.decoded) == 0 {
		return
	}
	for _, fn := range g.funcs {
		if g.inSDKLibrary(fn) {
			continue
		}
		for _, r := range g.nameReads(fn, o) {
			if !g.wireCalls[r.t] && g.dispatches(fn, r.name, r.args, 0) {
				g.wireCalls[r.t], o.byUse[r.t] = true, true
				if debug {
					fmt.Fprintf(os.Stderr, "mcpflow own tool-call type\t%s\t%s\t%s\n", typeKey(r.t), fn, g.pass.Fset.Position(fn.Pos()))
				}
			}
		}
	}
}

// ownTypeOnly reports whether the host tool-call types fn reads (as
// isToolCall finds them) are all ones noteOwnToolCalls recognised by their
// use, none by its JSON tags: the audit's rule "own-type".
func (g *graph) ownTypeOnly(fn *ssa.Function) bool {
	own := false
	check := func(t types.Type) bool {
		for range 8 {
			if n, ok := types.Unalias(t).(*types.Named); ok {
				if !g.wireCalls[n] {
					return true
				}
				own = own || g.ownState().byUse[n]
				return g.ownState().byUse[n]
			}
			var ok bool
			if t, ok = gotypes.Elem(t); !ok {
				return true
			}
		}
		return true
	}
	for _, p := range fn.Params {
		if !check(p.Type()) {
			return false
		}
	}
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			if v, ok := in.(ssa.Value); ok && !check(v.Type()) {
				return false
			}
		}
	}
	return own
}

// nameRead is a string field of a struct type read from a response, read
// in one function: name holds the reads of that field, args those of the
// type's other fields.
type nameRead struct {
	t          *types.Named
	field      int
	name, args map[ssa.Value]bool
}

// nameReads lists fn's reads of string fields of types read from a
// response, by type and field, in the order fn first reads them.
func (g *graph) nameReads(fn *ssa.Function, o *ownCalls) []*nameRead {
	type read struct {
		v     ssa.Value
		t     *types.Named
		field int
	}
	var reads []read
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			x, field, ok := fieldRead(in)
			if !ok {
				continue
			}
			t, ok := types.Unalias(gotypes.Deref(x.Type())).(*types.Named)
			if !ok {
				continue
			}
			if fields, ok := o.decoded[typeKey(t)]; ok && fields.has(field) {
				reads = append(reads, read{in.(ssa.Value), t, field})
			}
		}
	}
	var out []*nameRead
	for _, r := range reads {
		st, ok := r.t.Underlying().(*types.Struct)
		if !ok || !isString(st.Field(r.field).Type()) || jsonRPCMethod(st, r.field) || contains(out, r.t, r.field) {
			continue
		}
		nr := &nameRead{t: r.t, field: r.field, name: map[ssa.Value]bool{}, args: map[ssa.Value]bool{}}
		for _, s := range reads {
			switch {
			case s.t != r.t:
			case s.field == r.field:
				nr.name[s.v] = true
			default:
				nr.args[s.v] = true
			}
		}
		if len(nr.args) > 0 {
			out = append(out, nr)
		}
	}
	return out
}

func contains(reads []*nameRead, t *types.Named, field int) bool {
	for _, r := range reads {
		if r.t == t && r.field == field {
			return true
		}
	}
	return false
}

// jsonRPCMethod reports whether field i of st is a JSON-RPC message's
// method (named or tagged so): a client dispatching its server's requests
// and notifications by method runs no model's tool call.
func jsonRPCMethod(st *types.Struct, i int) bool {
	return isMethodSlot(st.Field(i).Name()) || gotypes.JSONTagName(st, i) == "method"
}

// isString reports whether t is a string type.
func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// nameUse is what a function does with a name: the values derived from
// it, and those derived from what it looks up.
type nameUse struct {
	dn, dl *derivation
}

// useOf finds what fn does with the name (see dispatches); nil when the
// name looks nothing up and is handed to no call.
func (g *graph) useOf(fn *ssa.Function, name map[ssa.Value]bool) *nameUse {
	dn := derive(fn, name)
	// What the name looks up: a map's element, or the function or
	// interface value a call given the name returns (reg.Lookup(name); the
	// standard library's, except a sync.Map's, is no registry).
	looked := map[ssa.Value]bool{}
	passes := false // the name is handed to a call
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			switch in := in.(type) {
			case *ssa.Lookup:
				if _, ok := in.X.Type().Underlying().(*types.Map); ok && dn.vals[in.Index] {
					looked[in] = true
				}
			case *ssa.Call:
				if !givenIn(in.Common().Args, dn) {
					continue
				}
				passes = true
				if callableResult(in.Type()) && !g.stdCallee(in.Common()) || g.syncMapLoad(in.Common()) {
					looked[in] = true
				}
			}
		}
	}
	if len(looked) == 0 && !passes {
		return nil
	}
	return &nameUse{dn: dn, dl: derive(fn, looked)}
}

// dispatches reports whether fn runs a callable it looks up by a value
// derived from name, giving it a value derived from args (see
// noteOwnToolCalls).
func (g *graph) dispatches(fn *ssa.Function, name, args map[ssa.Value]bool, depth int) bool {
	u := g.useOf(fn, name)
	return u != nil && g.dispatchesBy(fn, u, args, depth)
}

// dispatchesBy is dispatches given what fn does with the name.
func (g *graph) dispatchesBy(fn *ssa.Function, u *nameUse, args map[ssa.Value]bool, depth int) bool {
	dn, dl := u.dn, u.dl
	da := derive(fn, args)
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			call, ok := in.(ssa.CallInstruction)
			if !ok {
				continue
			}
			c := call.Common()
			if g.callsLooked(c, dl) && givenIn(callArgs(c), da) {
				return true
			}
			for i, a := range c.Args {
				if !dn.vals[a] || !isString(a.Type()) {
					continue
				}
				for j, b := range c.Args {
					if j != i && (da.has(b) || da.has(unwrapIface(b))) && g.calleeRunsByName(c, i, j, depth) {
						return true
					}
				}
			}
		}
	}
	return false
}

// callableResult reports whether a call's (first) result is a function or
// an interface with methods: a registry's lookup returns a tool, where a
// constructor given a name returns a concrete value of its own.
func callableResult(t types.Type) bool {
	if tup, ok := t.(*types.Tuple); ok {
		if tup.Len() == 0 {
			return false
		}
		t = tup.At(0).Type()
	}
	return callableType(t)
}

// givenIn reports whether one of args derives from d.
func givenIn(args []ssa.Value, d *derivation) bool {
	for _, a := range args {
		if d.has(a) || d.has(unwrapIface(a)) {
			return true
		}
	}
	return false
}

// callArgs returns the arguments of a call, without a static method call's
// receiver.
func callArgs(c *ssa.CallCommon) []ssa.Value {
	if !c.IsInvoke() && c.Signature().Recv() != nil && len(c.Args) > 0 {
		return c.Args[1:]
	}
	return c.Args
}

// callsLooked reports whether c calls a looked-up value: a function value,
// an interface method or a method of the host's code on it.
func (g *graph) callsLooked(c *ssa.CallCommon, dl *derivation) bool {
	switch {
	case c.IsInvoke():
		return c.Method.Pkg() != nil && !g.scope.Std(c.Method.Pkg()) && dl.vals[c.Value]
	case c.Signature().Recv() != nil:
		return len(c.Args) > 0 && !g.stdCallee(c) && dl.has(c.Args[0])
	}
	switch c.Value.(type) {
	case *ssa.Function, *ssa.Builtin, *ssa.MakeClosure:
		return false
	}
	return dl.vals[c.Value]
}

// stdCallee reports whether c statically calls a function of the standard
// library.
func (g *graph) stdCallee(c *ssa.CallCommon) bool {
	obj := ssaval.CalleeObject(c)
	return obj != nil && g.scope.Std(obj.Pkg())
}

// syncMapLoad reports whether c is a (*sync.Map).Load, a registry's
// lookup.
func (g *graph) syncMapLoad(c *ssa.CallCommon) bool {
	obj := ssaval.CalleeObject(c)
	m, ok := gotypes.Qualified(g.pass.Pkg, "sync.Map").(*types.TypeName)
	if obj == nil || !ok || obj.Name() != "Load" {
		return false
	}
	recv := obj.Type().(*types.Signature).Recv()
	return recv != nil && types.Identical(gotypes.Deref(recv.Type()), m.Type())
}

// calleeRunsByName reports whether the function c calls statically runs a
// callable it looks up by its argument i, giving it data of argument j: by
// its body in this package, by its fact in another.
func (g *graph) calleeRunsByName(c *ssa.CallCommon, i, j, depth int) bool {
	callee := c.StaticCallee()
	if callee == nil {
		return false
	}
	if callee.Pkg == g.pkg && callee.Blocks != nil {
		return g.runsByName(callee, i, j, depth+1)
	}
	obj := ssaval.FuncObject(callee)
	if obj == nil || obj.Pkg() == g.pass.Pkg || g.imported == nil {
		return false
	}
	if ff := g.imported(obj); ff != nil {
		for _, b := range ff.RunsByName {
			if b.Name == i && b.Args == j {
				return true
			}
		}
	}
	return false
}

// runsByName reports whether fn, a function of the package, runs a
// callable it looks up by its parameter name, giving it data of its
// parameter args.
func (g *graph) runsByName(fn *ssa.Function, name, args, depth int) bool {
	if depth > maxByNameDepth || name >= len(fn.Params) || args >= len(fn.Params) {
		return false
	}
	o := g.ownState()
	k := byNameKey{fn, name, args}
	if r, ok := o.byName[k]; ok {
		return r
	}
	o.byName[k] = false // a recursive call finds nothing more
	uk := byNameKey{fn, name, -1}
	u, ok := o.uses[uk]
	if !ok {
		u = g.useOf(fn, map[ssa.Value]bool{fn.Params[name]: true})
		o.uses[uk] = u
	}
	r := u != nil && g.dispatchesBy(fn, u, map[ssa.Value]bool{fn.Params[args]: true}, depth)
	o.byName[k] = r
	return r
}

// byNameFacts lists, for fn's fact, the parameter pairs by which fn runs a
// callable it looks up (a registry's Run(ctx, name, args)).
func (g *graph) byNameFacts(fn *ssa.Function) []ByName {
	var out []ByName
	if len(fn.Params) < 2 {
		return nil
	}
	for i, p := range fn.Params {
		if !isString(p.Type()) {
			continue
		}
		for j := range fn.Params {
			if j != i && g.runsByName(fn, i, j, 0) {
				out = append(out, ByName{Name: i, Args: j})
			}
		}
	}
	return out
}
