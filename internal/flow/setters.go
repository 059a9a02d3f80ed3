package flow

import (
	"go/types"
	"slices"
	"strconv"

	"github.com/mcpvet/mcpvet/internal/accesspath"
)

// Setter arguments.
//
// A setter is a method of another package that keeps an argument where
// only its own package's code can find it again, and that the summary of a
// method of the same type calls: Register(name, t) keeping t in a lookup
// closure (b.lookup = func(n string) (ToolFunc, bool) { ... return t ...
// }), which Call runs. Register stores nothing below the toolbox that its
// callers could see, so its fact is empty, and Call's fact says it calls
// Register's t (a SymCall whose Ctor is Register and whose Ref is param2).
// ctorArg resolves such a call at the Register calls of the package that
// calls Call, with the same receiver. A registration made in a third
// package (installers.InstallPrompts(tools, upstream) calling
// tools.Register("use_prompt", func...)) is not one of those calls, and
// its package knew of nothing to export.
//
// So a call of a setter keeps what it was given, by argument, in a
// location of its receiver of its own, setterKey: the argument a setter
// call had is a fact of that receiver object, true whatever the setter
// does with it. That location is memory like any other: a registration
// through a caller's toolbox stores below the caller's parameter (or the
// result, for a toolbox made and returned), and the store summaries
// (summariseStores) export it (stores:hot:...->param0.(Register:2)),
// which the caller's package applies to its own toolbox; a call of Call
// resolves the setter's argument from that location of its receiver
// (setterArg) as well as from the calls of the setter its package makes
// (ctorArg). Only the setters that a method's fact names as Ctor get the
// location (setterParams), by go/types identity, and only for the
// arguments the facts say are called.

// setterKey is the access-path key of the location of a receiver that
// holds argument param (the receiver is 0) of the calls of setter method m
// on it: ".(Register:2)". A field token that no Go field has, as
// containerKey; the method's name is enough below its receiver, whose
// type has one method of that name.
func setterKey(m *types.Func, param int) string {
	return ".(" + m.Name() + ":" + strconv.Itoa(param) + ")"
}

// setterParams returns the arguments (the receiver is 0) of the method m of
// another package that the facts of the methods of m's receiver type say
// are called later, as the argument of m as a setter (SymCall.Ctor): the
// arguments a call of m keeps in its receiver's setter locations.
func (g *graph) setterParams(m *types.Func) []int {
	n := g.receiverNamed(m)
	if n == nil {
		return nil
	}
	if g.setters == nil {
		g.setters = map[*types.Named]map[string][]int{}
	}
	byCtor, ok := g.setters[n]
	if !ok {
		byCtor = g.findSetters(n)
		g.setters[n] = byCtor
	}
	return byCtor[m.Origin().FullName()]
}

// findSetters returns, by the full name of the setter, the arguments that
// the facts of the methods of the named type n (of another package that
// mcpvet analysed) call as a setter's (SymCall.Ctor naming a method).
func (g *graph) findSetters(n *types.Named) map[string][]int {
	pkg := n.Obj().Pkg()
	if g.imported == nil || pkg == nil || pkg == g.pass.Pkg || g.scope.Std(pkg) || g.scope.InSDK(pkg) {
		return nil
	}
	methods := g.receiverMethods(n)
	var out map[string][]int
	for _, m := range methods {
		f := g.imported(m)
		if f == nil {
			continue
		}
		for _, sc := range f.Calls {
			p := sc.Ref.Param
			if sc.Ctor == "" || sc.Ref.Result || sc.Ref.Global != "" || p <= 0 {
				continue
			}
			for _, setter := range methods {
				sig := setter.Type().(*types.Signature)
				if setter.FullName() != sc.Ctor || p > sig.Params().Len() || slices.Contains(out[sc.Ctor], p) {
					continue
				}
				if out == nil {
					out = map[string][]int{}
				}
				out[sc.Ctor] = append(out[sc.Ctor], p)
			}
		}
	}
	return out
}

// receiverNamed returns the named type (its generic origin) of the
// receiver of method m, or nil if m is no method of one.
func (g *graph) receiverNamed(m *types.Func) *types.Named {
	sig, _ := m.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return nil
	}
	t := sig.Recv().Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	return n.Origin()
}

// receiverMethods returns the methods (their generic origins) of the named
// type n and of the pointer to it.
func (g *graph) receiverMethods(n *types.Named) []*types.Func {
	var out []*types.Func
	ms := g.prog.MethodSets.MethodSet(types.NewPointer(n))
	for i := range ms.Len() {
		if f, ok := ms.At(i).Obj().(*types.Func); ok {
			out = append(out, f.Origin())
		}
	}
	return out
}

// keepSetterArgs stores, at a call of method obj of another package with
// arguments args (the receiver first), the arguments that obj keeps as a
// setter into their setter locations of the receiver.
func (g *graph) keepSetterArgs(s *site, obj *types.Func, args []node) {
	if len(args) == 0 {
		return
	}
	for _, p := range g.setterParams(obj) {
		if p >= len(args) {
			continue
		}
		v := args[p]
		g.Watch(g.derive(args[0], setterKey(obj, p)), func(o label) {
			if g.kinds[o] == lObj {
				g.flowStore(v, o, s.pos)
			}
		})
	}
}

// setterArg returns a node holding what the setter locations of the
// receivers args[0] hold for the argument sc.Ref of sc.Ctor, a method of
// the receiver's type (the method called has it too): what other
// packages' calls of the setter gave, by their store summaries.
func (g *graph) setterArg(called *types.Func, args []node, sc SymCall) (node, bool) {
	if len(args) == 0 || sc.Ref.Result || sc.Ref.Global != "" || sc.Ref.Param <= 0 {
		return 0, false
	}
	n := g.receiverNamed(called)
	if n == nil {
		return 0, false
	}
	for _, m := range g.receiverMethods(n) {
		if m.FullName() == sc.Ctor {
			key := setterKey(m, sc.Ref.Param) + string(accesspath.Deref) + sc.Ref.Path
			return g.derivePath(args[0], key), true
		}
	}
	return 0, false
}
