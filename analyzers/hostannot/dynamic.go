package hostannot

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// A target is one function a call may run, as the summaries know it: a
// declared function or method (of this package, or of another by its
// object), with the call's arguments lined up with its parameters.
type target struct {
	fn  *ssa.Function // this package's function, or nil
	obj *types.Func   // the function's object, or nil (a closure)
	// args are the values passed, one per parameter of the declared
	// function (the receiver first for a method); nil where the call
	// site does not show the value (the receiver of a bound method
	// value).
	args []ssa.Value
}

// targets returns what c may run: its static callee, or for a call of a
// function value or an interface method the functions the engine's value
// tracking finds reaching it at this call site (not every implementation
// of the method's type: two implementations of one interface are told
// apart by which one the call is given).
func (p *pkgState) targets(c *ssa.Call) []target {
	if ts, ok := p.targetsOf[c]; ok {
		return ts
	}
	ts := p.resolve(c)
	p.targetsOf[c] = ts
	return ts
}

func (p *pkgState) resolve(c *ssa.Call) []target {
	if f := staticFunc(c); f != nil {
		return []target{p.target(f, c.Call.Args)}
	}
	var out []target
	for _, f := range p.res.Callees(c) {
		if f.Origin() != nil {
			f = f.Origin()
		}
		args := c.Call.Args
		if c.Call.IsInvoke() {
			// A concrete method: the receiver is its first parameter.
			args = append([]ssa.Value{c.Call.Value}, args...)
		}
		out = append(out, p.target(f, args))
	}
	return out
}

// target makes the target for f, unwrapping the functions the SSA builder
// makes for method values and method sets (a bound method value, a
// pointer receiver's wrapper of a value method, a method expression's
// thunk) to the method they call.
func (p *pkgState) target(f *ssa.Function, args []ssa.Value) target {
	obj, _ := f.Object().(*types.Func)
	if f.Synthetic != "" && obj != nil {
		sig := obj.Type().(*types.Signature)
		if sig.Recv() != nil && strings.HasSuffix(f.Name(), "$bound") {
			// A bound method value (x.M): the receiver is bound,
			// not passed here.
			args = append([]ssa.Value{nil}, args...)
		}
		f = nil
		if obj.Pkg() == p.pass.Pkg {
			f = p.declared(obj)
		}
	} else if f.Pkg == nil || f.Pkg.Pkg != p.pass.Pkg {
		f = nil
	}
	return target{fn: f, obj: obj, args: args}
}

// declared returns this package's function for obj.
func (p *pkgState) declared(obj *types.Func) *ssa.Function {
	if len(p.funcs) == 0 {
		return nil
	}
	return p.funcs[0].Prog.FuncValue(obj)
}

// name renders t for messages.
func (t target) name() string {
	if t.fn != nil {
		return ssaval.FuncName(t.fn)
	}
	if t.obj != nil {
		return gotypes.ShortFuncName(t.obj)
	}
	return "the callee"
}

// callerSite is a call of a function of this package, with its arguments
// lined up with the function's parameters.
type callerSite struct {
	call *ssa.Call
	args []ssa.Value
}

// isWrapper reports whether fn is a function the SSA builder made to call
// a method: a bound method value, a method expression's thunk, a method
// set's wrapper.
func isWrapper(fn *ssa.Function) bool {
	_, ok := fn.Object().(*types.Func)
	return fn.Synthetic != "" && ok && fn.Syntax() == nil
}
