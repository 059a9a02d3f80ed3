package main

import (
	"go/types"
	"regexp"

	"golang.org/x/tools/go/callgraph"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// sinkSite is a prompts/get in a function: a call of an SDK's method, or a
// hand-rolled JSON-RPC request.
type sinkSite struct {
	fn   *ssa.Function
	key  string // repo-relative file:line, or the wrapper's name
	what string
}

// isPromptGet reports whether obj is a prompts/get method of an SDK.
func isPromptGet(obj *types.Func) bool {
	return obj != nil && sdk.LookupFunc(obj, sdk.PromptGet) != nil
}

// sinks returns the prompts/get sites of the module's functions.
func (w *world) sinks() []sinkSite {
	var out []sinkSite
	for fn := range w.funcs {
		if w.kind(fn) == own {
			out = append(out, w.sinksIn(fn)...)
		}
	}
	return out
}

// sinksIn returns the prompts/get sites of a function of the module.
func (w *world) sinksIn(fn *ssa.Function) []sinkSite {
	var out []sinkSite
	add := func(in ssa.Instruction, what string) {
		out = append(out, sinkSite{fn: fn, key: w.rel(w.prog.Fset.Position(in.Pos())), what: what})
	}
	var ops []*ssa.Value
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			if call, ok := in.(ssa.CallInstruction); ok {
				if obj := ssaval.CalleeObject(call.Common()); isPromptGet(obj) {
					add(in, gotypes.ShortFuncName(obj))
					continue
				}
				if n := w.graph.Nodes[fn]; n != nil && w.callsPromptGet(n.Out, call) {
					add(in, "a call VTA resolves to an SDK's prompts/get (a method value or a host interface)")
					continue
				}
			}
			ops = in.Operands(ops[:0])
			for _, op := range ops {
				if op == nil || *op == nil {
					continue
				}
				c, ok := (*op).(*ssa.Const)
				if !ok {
					continue
				}
				name, text := promptGetConst(c)
				if _, cmp := in.(*ssa.BinOp); text && !cmp || name && w.sendsRequest(in, c, 0) {
					add(in, `JSON-RPC "prompts/get"`)
					break
				}
			}
		}
	}
	return out
}

// callsPromptGet reports whether one of the edges at call goes to an
// SDK's prompts/get method.
func (w *world) callsPromptGet(out []*callgraph.Edge, call ssa.CallInstruction) bool {
	for _, e := range out {
		if e.Site == call && isPromptGet(ssaval.FuncObject(e.Callee.Func)) {
			return true
		}
	}
	return false
}

// promptGetJSON matches JSON-RPC request text whose method is prompts/get.
var promptGetJSON = regexp.MustCompile(`"method"\s*:\s*"prompts/get"`)

// promptGetConst reports whether c is the prompts/get method name, or
// JSON-RPC request text with that method (a request, however it is used,
// unless compared).
func promptGetConst(c *ssa.Const) (name, text bool) {
	s, ok := ssaval.ConstString(c)
	if !ok {
		return false, false
	}
	role, ok := sdk.MethodStrings[s]
	return ok && role == sdk.PromptGet, promptGetJSON.MatchString(s)
}

// sendsRequest reports whether instruction in, using v (the constant, or
// a value made of it), may put it in a request: a store into memory that
// is not the arguments of a call that does not send it, a map value, an
// argument of a call that sends it (a function of the module that does one
// of these with the parameter, a function of a library other than the
// standard library, a dynamic call). A comparison, a map key, a return and
// formatting are not requests.
func (w *world) sendsRequest(in ssa.Instruction, v ssa.Value, depth int) bool {
	if depth > 6 {
		return false
	}
	switch in := in.(type) {
	case *ssa.Store:
		if in.Val != v {
			return false
		}
		if ia, ok := in.Addr.(*ssa.IndexAddr); ok {
			if a, ok := ia.X.(*ssa.Alloc); ok {
				// The arguments of a variadic call, or a slice literal.
				for _, r := range *a.Referrers() {
					if sl, ok := r.(*ssa.Slice); ok && w.flows(sl, depth+1) {
						return true
					}
				}
				return false
			}
		}
		return true
	case *ssa.MapUpdate:
		return in.Value == v
	case ssa.CallInstruction:
		c := in.Common()
		for i, a := range c.Args {
			if a != v {
				continue
			}
			callee := c.StaticCallee()
			switch {
			case callee == nil:
				return true
			case w.kind(callee) == std:
				continue
			case w.kind(callee) == own && i < len(callee.Params):
				if w.flows(callee.Params[i], depth+1) {
					return true
				}
			default:
				return true
			}
		}
		return false
	case *ssa.MakeInterface, *ssa.ChangeType, *ssa.Convert, *ssa.Phi, *ssa.Slice:
		return w.flows(in.(ssa.Value), depth+1)
	}
	return false
}

// flows reports whether one of v's uses may put it in a request.
func (w *world) flows(v ssa.Value, depth int) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		if w.sendsRequest(r, v, depth) {
			return true
		}
	}
	return false
}
