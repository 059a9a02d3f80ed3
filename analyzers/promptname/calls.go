package promptname

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// call applies what a call does to the caller's cells and returns the
// cells of its results: the summary of a function of this package, the
// fact of another package's, the SDKs' prompts/get with a name argument,
// and the standard library's string functions (their result is made from
// their arguments), and for an interface method the implementations of
// the package's own types. Function values received from elsewhere are
// not followed.
func (s *state) call(sum *summary, c ssa.CallInstruction) []Cell {
	cc := c.Common()
	if b, ok := cc.Value.(*ssa.Builtin); ok {
		switch b.Name() {
		case "append":
			var out Cell
			for _, a := range cc.Args {
				out.union(Cell{Val: s.cell(sum, a).Val})
			}
			return []Cell{out}
		case "copy":
			if len(cc.Args) == 2 {
				s.storeTo(sum, c, s.roots(sum, cc.Args[0]), Cell{Val: s.cell(sum, cc.Args[1]).Val})
			}
		}
		return nil
	}
	callee := cc.StaticCallee()
	if callee == nil {
		if cc.IsInvoke() {
			return s.invoke(sum, c)
		}
		return nil
	}
	if callee.Blocks != nil {
		f := s.summaryOf(callee)
		// A closure's free variables are applied where it is made.
		return s.apply(sum, c, &f.FuncFact, cc.Args, "passed to", ssaval.FuncName(callee))
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == s.pass.Pkg {
		return nil
	}
	var ff FuncFact
	if s.pass.ImportObjectFact(obj.Origin(), &ff) {
		return s.apply(sum, c, &ff, cc.Args, "passed to", gotypes.ShortFuncName(obj))
	}
	if f := sdk.LookupFunc(obj, sdk.PromptGet); f != nil {
		i := f.Arg
		if callee.Signature.Recv() != nil {
			i++
		}
		if f.Arg > 0 && i < len(cc.Args) {
			s.sink(sum, s.cell(sum, cc.Args[i]).Val, posOf(c), []Hop{{s.posn(posOf(c)), "sent as the prompts/get name (" + gotypes.ShortFuncName(obj) + ")"}})
		}
		return nil
	}
	switch obj.Pkg().Path() + "." + obj.Name() {
	case "maps.Keys":
		if len(cc.Args) == 1 {
			return []Cell{{Val: s.cell(sum, cc.Args[0]).Key}}
		}
	case "maps.Values":
		if len(cc.Args) == 1 {
			return []Cell{{Val: s.cell(sum, cc.Args[0]).Val}}
		}
	case "slices.Collect", "slices.Sorted", "slices.SortedFunc", "slices.Clone", "slices.Compact", "slices.Concat",
		"slices.Insert", "slices.Delete", "slices.Repeat", "slices.Grow", "slices.Clip", "slices.Values", "slices.All":
		var from Cell
		for _, a := range cc.Args {
			from.Val.union(s.cell(sum, a).Val)
		}
		return []Cell{from}
	}
	if !derives(obj) {
		return nil
	}
	var from Cell
	for _, a := range cc.Args {
		from.Val.union(s.cell(sum, a).Val)
	}
	res := callee.Signature.Results()
	out := make([]Cell, res.Len())
	for i := range out {
		if stringLike(res.At(i).Type()) {
			out[i] = from
		}
	}
	return out
}

// invoke applies a call of an interface method: the summaries of the
// methods of this package's types that implement the interface (a may
// analysis: any of them may run), the results their union.
func (s *state) invoke(sum *summary, c ssa.CallInstruction) []Cell {
	cc := c.Common()
	args := append([]ssa.Value{cc.Value}, cc.Args...)
	var out []Cell
	for _, fn := range s.implementations(cc) {
		res := s.apply(sum, c, &s.summaryOf(fn).FuncFact, args, "passed to", ssaval.FuncName(fn))
		if out == nil {
			out = make([]Cell, len(res))
		}
		for i := range res {
			if i < len(out) {
				out[i].union(res[i])
			}
		}
	}
	return out
}

// implementations returns the methods of the package's named types (and
// pointers to them) that a call of an interface method may run.
func (s *state) implementations(cc *ssa.CallCommon) []*ssa.Function {
	if fns, ok := s.impls[cc.Method]; ok {
		return fns
	}
	var fns []*ssa.Function
	iface, ok := cc.Value.Type().Underlying().(*types.Interface)
	if ok && s.pkg != nil {
		prog := s.pkg.Prog
		for _, name := range s.typeNames {
			for _, t := range []types.Type{name, types.NewPointer(name)} {
				if !types.Implements(t, iface) {
					continue
				}
				sel := prog.MethodSets.MethodSet(t).Lookup(cc.Method.Pkg(), cc.Method.Name())
				if sel == nil {
					continue
				}
				if fn := prog.MethodValue(sel); fn != nil && fn.Blocks != nil && fn.Synthetic == "" {
					fns = append(fns, fn)
				}
				break
			}
		}
	}
	s.impls[cc.Method] = fns
	return fns
}

// closure applies what a function literal does with the variables it
// captures, where it is made: whoever calls it, it sends them, stores
// them, or stores into them.
func (s *state) closure(sum *summary, mc *ssa.MakeClosure) {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return
	}
	f := s.summaryOf(fn)
	args := make([]ssa.Value, len(fn.Params)+len(mc.Bindings))
	copy(args[len(fn.Params):], mc.Bindings)
	s.apply(sum, mc, &f.FuncFact, args, "captured by", ssaval.FuncName(fn))
}

// apply applies a callee's summary to a call with the given arguments.
func (s *state) apply(sum *summary, in ssa.Instruction, ff *FuncFact, args []ssa.Value, verb, name string) []Cell {
	pos := s.posn(posOf(in))
	arg := func(p int) Set {
		i := p / 2
		if i >= len(args) || args[i] == nil {
			return Set{}
		}
		c := s.cell(sum, args[i])
		if p%2 == 1 {
			return c.Key
		}
		return c.Val
	}
	resolve := func(set Set, hop *Hop) Set {
		out := Set{D: set.D, Name: set.Name, Fields: set.Fields}
		for _, p := range set.Params {
			out.union(arg(p))
		}
		if out.D != nil && hop != nil {
			out.D = out.D.with(*hop)
		}
		return out
	}
	for _, ps := range ff.Sinks {
		if a := arg(ps.Param); !a.empty() {
			chain := append([]Hop{{pos, verb + " " + name}}, ps.Chain...)
			s.sink(sum, a, posOf(in), chain)
		}
	}
	for _, pf := range ff.ParamFields {
		if a := arg(pf.Param); !a.empty() {
			hop := pf.Hop
			hop.Msg += " by " + name
			s.fieldSet(sum, in, pf.Field, a, Hop{pos, verb + " " + name}, hop)
		}
	}
	for _, st := range ff.Stores {
		i := st.Target / 2
		if i >= len(args) || args[i] == nil {
			continue
		}
		src := resolve(st.Src, nil)
		if src.empty() {
			continue
		}
		c := Cell{Val: src}
		if st.Target%2 == 1 {
			c = Cell{Key: src}
		}
		s.storeTo(sum, in, s.roots(sum, args[i]), c)
	}
	hop := Hop{pos, "returned by " + name}
	out := make([]Cell, len(ff.Results))
	for k, r := range ff.Results {
		out[k] = Cell{Val: resolve(r.Val, &hop), Key: resolve(r.Key, &hop)}
	}
	return out
}

// sink handles a value sent as a prompts/get name by chain: a display
// string is a finding (in the reporting sweep), a parameter makes the
// function a sink for its callers, a field of the host's structs is one
// for the packages that fill it.
func (s *state) sink(sum *summary, set Set, pos token.Pos, chain []Hop) {
	if set.D != nil && s.reporting {
		s.report(pos, set.D, set.Name, chain)
	}
	for _, p := range set.Params {
		if addSink(&sum.Sinks, ParamSink{Param: p, Chain: chain}) {
			s.update(sum.fn)
		}
	}
	for _, f := range set.Fields {
		if _, ok := s.localSinks[f]; !ok {
			s.localSinks[f] = chain
			s.localSinkOrder = append(s.localSinkOrder, f)
		}
	}
}

func addSink(list *[]ParamSink, ps ParamSink) bool {
	for _, x := range *list {
		if x.Param == ps.Param {
			return false
		}
	}
	*list = append(*list, ps)
	return true
}

// derives reports whether the results of fn are made from its arguments:
// the standard library's string functions.
func derives(fn *types.Func) bool {
	switch fn.Pkg().Path() {
	case "strings", "bytes", "fmt", "strconv", "path", "path/filepath", "unicode/utf8", "html", "net/url":
		return true
	}
	return false
}

// stringLike reports whether values of t are strings or made of them.
func stringLike(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		return stringLike(u.Elem()) || isByte(u.Elem())
	}
	return false
}

func isByte(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && (b.Kind() == types.Byte || b.Kind() == types.Rune)
}
