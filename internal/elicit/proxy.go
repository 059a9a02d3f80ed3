package elicit

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// HandlerFact says that a function makes tool handlers that call the
// function values its callers give it: a typed-handler wrapper
// (TypedHandler(name, description, fn) returns a handler that decodes the
// arguments and calls fn). Params are the indices of those parameters
// (the receiver not counted). A function passed there is a tool handler
// of its own package: what it reaches is what a call of the tool does.
type HandlerFact struct {
	Params []int
}

// AFact marks HandlerFact as an analysis fact.
func (*HandlerFact) AFact() {}

func (f *HandlerFact) String() string { return fmt.Sprintf("handler params %v", f.Params) }

// handlerParams returns the parameters (the receiver not counted) whose
// function values a tool handler made by fn calls: a function literal of
// fn that receives a tools/call request and calls a variable it captures
// from that parameter, or fn itself when it is such a handler.
func (a *analysis_) handlerParams(fn *ssa.Function) []int {
	// made maps each function literal of fn to the MakeClosure that makes
	// it in its parent.
	made := map[*ssa.Function]*ssa.MakeClosure{}
	var lits []*ssa.Function
	var walk func(f *ssa.Function)
	walk = func(f *ssa.Function) {
		lits = append(lits, f)
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if mc, ok := in.(*ssa.MakeClosure); ok {
					if inner, ok := mc.Fn.(*ssa.Function); ok && inner.Parent() == f && made[inner] == nil {
						made[inner] = mc
						walk(inner)
					}
				}
			}
		}
	}
	walk(fn)
	var out []int
	for _, lit := range lits {
		if !a.isHandler(lit) {
			continue
		}
		for _, b := range lit.Blocks {
			for _, in := range b.Instrs {
				call, ok := in.(ssa.CallInstruction)
				if !ok || call.Common().IsInvoke() {
					continue
				}
				p := paramOrigin(fn, made, call.Common().Value, 0)
				if p == nil {
					continue
				}
				i := slices.Index(fn.Params, p)
				if fn.Signature.Recv() != nil {
					i--
				}
				if i >= 0 && !slices.Contains(out, i) {
					out = append(out, i)
				}
			}
		}
	}
	return out
}

// paramOrigin returns the parameter of fn that v holds, v a value of fn
// or of one of its function literals (made by made): the parameter, a
// variable a literal captures from it, or a load of a captured variable
// stored once from it. It returns nil for anything else.
func paramOrigin(fn *ssa.Function, made map[*ssa.Function]*ssa.MakeClosure, v ssa.Value, depth int) *ssa.Parameter {
	if depth > 8 {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		if x.Parent() == fn {
			return x
		}
	case *ssa.FreeVar:
		mc := made[x.Parent()]
		if i := slices.Index(x.Parent().FreeVars, x); mc != nil && i >= 0 && i < len(mc.Bindings) {
			return paramOrigin(fn, made, mc.Bindings[i], depth+1)
		}
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return paramOrigin(fn, made, x.X, depth+1)
		}
	case *ssa.Alloc:
		// A variable captured by reference: the value stored into it,
		// if it is stored once.
		var stored ssa.Value
		for _, r := range *x.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == x {
				if stored != nil {
					return nil
				}
				stored = st.Val
			}
		}
		if stored != nil {
			return paramOrigin(fn, made, stored, depth+1)
		}
	}
	return nil
}

// exportHandlerFacts exports the HandlerFact of each function of the
// package that makes such handlers, and returns them by function.
func (a *analysis_) exportHandlerFacts() map[*ssa.Function][]int {
	out := map[*ssa.Function][]int{}
	for _, fn := range a.funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || obj.Pkg() != a.pass.Pkg {
			continue
		}
		if ps := a.handlerParams(fn); len(ps) > 0 {
			out[fn] = ps
			a.pass.ExportObjectFact(obj, &HandlerFact{Params: ps})
		}
	}
	return out
}

// proxiedHandlers returns the functions of the package that are given to a
// typed-handler wrapper (a function with a HandlerFact, or one of this
// package's) where it calls them from the tool handler it makes: they are
// tool handlers too, though they receive no request.
func (a *analysis_) proxiedHandlers(local map[*ssa.Function][]int) map[*ssa.Function]bool {
	out := map[*ssa.Function]bool{}
	for _, fn := range a.funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				call, ok := in.(ssa.CallInstruction)
				if !ok {
					continue
				}
				callee := call.Common().StaticCallee()
				if callee == nil {
					continue
				}
				params := a.wrapperParams(callee, local)

				args := call.Common().Args
				if callee.Signature.Recv() != nil {
					args = args[1:]
				}
				for _, i := range params {
					if i >= len(args) {
						continue
					}
					if f := funcOf(args[i]); f != nil {
						if f = a.declared(f); f.Blocks != nil && f.Pkg == a.pkg {
							out[f] = true
						}
					}
				}
			}
		}
	}
	return out
}

// wrapperParams returns the HandlerFact parameters of callee: from the
// package's own wrappers, or from the fact of another package's.
func (a *analysis_) wrapperParams(callee *ssa.Function, local map[*ssa.Function][]int) []int {
	if callee.Origin() != nil {
		callee = callee.Origin()
	}
	if ps, ok := local[callee]; ok {
		return ps
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok || obj.Pkg() == nil || obj.Pkg() == a.pass.Pkg {
		return nil
	}
	var hf HandlerFact
	if a.pass.ImportObjectFact(obj.Origin(), &hf) {
		return hf.Params
	}
	return nil
}
