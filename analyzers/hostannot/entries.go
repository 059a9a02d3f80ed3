package hostannot

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// The entry of a hint is the tool definition the hint ends up on: the
// struct or JSON map that holds the hint, the structs and maps that hold
// that one (an annotation struct inside a tool, a tool inside a
// server.ServerTool, an "annotations" map inside a tool's map), or the
// mcp-go mcp.NewTool call whose options set it. entryWalker finds the
// candidate entries of a hint by following, inside the package's SSA, what
// happens to the struct or map holding it: field selections upwards
// (t.Annotations.ReadOnlyHint), stores of it into a field of another struct
// (a literal nested in a literal is built separately and stored), updates
// of a map with it as a value, copies of its value, returns from a
// function of the package to its callers, and options passed to a tool
// constructor.
type entryWalker struct {
	optCtors map[*ssa.Call][]*ssa.Call      // option call -> constructor calls it is passed to
	callers  map[*ssa.Function][]callerSite // the calls of the package's functions (static, or resolved by the engine)
	seen     map[ssa.Value]bool
	out      []ssa.Value // candidate entries: struct pointers or values, or constructor calls
	// returns lists the functions that return what is walked to their
	// callers.
	returns []*ssa.Function
}

// entries returns the candidate entries of a hint site, nearest first, and
// the functions that return the hint's struct.
func (p *pkgState) entries(h *hintSite) ([]ssa.Value, []*ssa.Function) {
	w := p.walker()
	switch {
	case h.option != nil:
		w.option(h.option)
	case h.update != nil:
		w.up(h.update.Map)
	default:
		w.up(h.store.Addr.(*ssa.FieldAddr).X)
	}
	return w.out, w.returns
}

// entriesFrom returns the candidate entries of the value v, which holds a
// hint (the result of a call of a function that returns one).
func (p *pkgState) entriesFrom(v ssa.Value) ([]ssa.Value, []*ssa.Function) {
	w := p.walker()
	w.up(v)
	return w.out, w.returns
}

func (p *pkgState) walker() *entryWalker {
	return &entryWalker{optCtors: p.optCtors, callers: p.callers, seen: map[ssa.Value]bool{}}
}

// up records v, the struct (or pointer to it) that holds what is walked,
// and walks to the structs that hold it.
func (w *entryWalker) up(v ssa.Value) {
	if w.seen[v] {
		return
	}
	w.seen[v] = true
	w.out = append(w.out, v)
	if c, ok := v.(*ssa.Call); ok && isOptionType(c.Type()) {
		// The result of an option helper (of another package, by
		// fact): the constructors it is passed to.
		w.option(c)
	}
	switch x := v.(type) {
	case *ssa.FieldAddr:
		// An embedded struct value: tool.Annotations.ReadOnlyHint.
		w.up(x.X)
	case *ssa.UnOp:
		// A pointer field loaded from its struct: t.Annotations (a
		// *ToolAnnotations).ReadOnlyHint.
		if fa, ok := x.X.(*ssa.FieldAddr); ok {
			w.up(fa.X)
		}
	}
	w.uses(v)
}

// uses follows where the struct v (or a pointer to it) goes.
func (w *entryWalker) uses(v ssa.Value) {
	refs := v.Referrers()
	if refs == nil {
		return
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Val != v {
				continue
			}
			switch a := r.Addr.(type) {
			case *ssa.FieldAddr, *ssa.Alloc, *ssa.UnOp, *ssa.Global:
				// Stored into a field of another struct, into a
				// variable, or through a pointer (*t.Annotations =
				// ...): that is (part of) the entry. (An element
				// of a slice is a copy whose identity is the
				// value's own.)
				w.up(a)
			}
		case *ssa.UnOp:
			if r.X == v {
				// The struct's value, copied out of its literal.
				w.up(r)
			}
		case *ssa.Phi, *ssa.ChangeType:
			w.up(r.(ssa.Value))
		case *ssa.MakeInterface:
			// In an interface (a JSON map's value): where that goes.
			w.uses(r)
		case *ssa.MapUpdate:
			if r.Value == v {
				// A JSON map under a key of another
				// (m["annotations"] = ann).
				w.up(r.Map)
			}
		case *ssa.Call:
			if obj := ssaval.CalleeObject(r.Common()); obj != nil && sdk.LookupFunc(obj, sdk.AnnotationOption) != nil {
				// mcp.WithToolAnnotation(ann).
				w.option(r)
			}
		case *ssa.Return:
			if len(r.Results) != 1 {
				continue
			}
			w.returns = append(w.returns, r.Parent())
			for _, c := range w.callers[r.Parent()] {
				w.up(c.call)
			}
		}
	}
}

// option records the entries an annotation option reaches: the tool
// constructors it is passed to, and the tools it is applied to directly
// (opt(&tool)); it notes the functions that return the option to their
// callers, alone or in a slice of options.
func (w *entryWalker) option(o *ssa.Call) {
	for _, c := range w.optCtors[o] {
		if !w.seen[c] {
			w.seen[c] = true
			w.out = append(w.out, c)
		}
	}
	for _, r := range *o.Referrers() {
		if c, ok := r.(*ssa.Call); ok && c.Call.Value == o && len(c.Call.Args) == 1 {
			w.up(c.Call.Args[0])
		}
	}
	w.returned(o, map[ssa.Value]bool{})
}

// returned notes the function that returns v, an option or a slice of
// options, to its callers (an option helper: the constructors its
// result is passed to are the callers' to find), following v into the
// slices that hold it: a slice literal, and append.
func (w *entryWalker) returned(v ssa.Value, seen map[ssa.Value]bool) {
	if seen[v] {
		return
	}
	seen[v] = true
	for _, r := range *v.Referrers() {
		switch r := r.(type) {
		case *ssa.Return:
			if len(r.Results) == 1 && !slices.Contains(w.returns, r.Parent()) {
				w.returns = append(w.returns, r.Parent())
			}
		case *ssa.Store:
			// An element of a slice literal.
			ia, ok := r.Addr.(*ssa.IndexAddr)
			if !ok || r.Val != v {
				continue
			}
			if a, ok := ia.X.(*ssa.Alloc); ok {
				for _, rr := range *a.Referrers() {
					if sl, ok := rr.(*ssa.Slice); ok {
						w.returned(sl, seen)
					}
				}
			}
		case *ssa.Call:
			if b, ok := r.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" {
				w.returned(r, seen)
			}
		case *ssa.Phi:
			w.returned(r, seen)
		}
	}
}

// isOptionType reports whether t is the type of a functional option, or
// of a slice of them.
func isOptionType(t types.Type) bool {
	if s, ok := t.Underlying().(*types.Slice); ok {
		t = s.Elem()
	}
	_, ok := t.Underlying().(*types.Signature)
	return ok
}

// ctorOptions returns the option values passed to a variadic constructor
// call: the elements of the slice it receives, built by a literal, append,
// or a phi of those; for a call of a helper of the package (called by
// name, or through a function value or an interface method the engine
// resolves), what the helper returns.
func (p *pkgState) ctorOptions(c *ssa.Call) []*ssa.Call {
	sig := c.Call.Signature()
	if sig == nil || !sig.Variadic() || len(c.Call.Args) == 0 {
		return nil
	}
	o := &optionCollector{p: p, pkg: c.Parent().Pkg, seen: map[ssa.Value]bool{}}
	o.slice(c.Call.Args[len(c.Call.Args)-1])
	return o.out
}

// optionCollector gathers the options of one constructor call.
type optionCollector struct {
	p    *pkgState
	pkg  *ssa.Package // the constructor call's package
	seen map[ssa.Value]bool
	out  []*ssa.Call
}

// first reports whether v is visited for the first time.
func (o *optionCollector) first(v ssa.Value) bool {
	if o.seen[v] {
		return false
	}
	o.seen[v] = true
	return true
}

// elem collects the options an element of the slice is.
func (o *optionCollector) elem(v ssa.Value) {
	if !o.first(v) {
		return
	}
	switch x := v.(type) {
	case *ssa.Call:
		// A helper of the package that returns an option: the
		// options it returns. Any other call (an SDK option, a helper
		// of another package) is an option itself.
		if !o.results(x, o.elem) {
			o.out = append(o.out, x)
		}
	case *ssa.Phi:
		for _, e := range x.Edges {
			o.elem(e)
		}
	}
}

// slice collects the options of a slice of them.
func (o *optionCollector) slice(v ssa.Value) {
	if !o.first(v) {
		return
	}
	switch x := v.(type) {
	case *ssa.Slice:
		o.slice(x.X)
	case *ssa.Alloc:
		// The array of a slice literal or of variadic arguments.
		for _, r := range *x.Referrers() {
			if ia, ok := r.(*ssa.IndexAddr); ok {
				for _, e := range storedValues(ia) {
					o.elem(e)
				}
			}
		}
	case *ssa.Phi:
		for _, e := range x.Edges {
			o.slice(e)
		}
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" {
			for _, a := range x.Call.Args {
				o.slice(a)
			}
		} else if !o.results(x, o.slice) {
			// A helper of another package that returns options: the
			// call stands for them (its facts tell what they set).
			o.out = append(o.out, x)
		}
	case *ssa.UnOp:
		// A variable holding the slice (captured or address taken).
		if a, ok := x.X.(*ssa.Alloc); ok {
			for _, e := range storedValues(a) {
				o.slice(e)
			}
		}
	}
}

// results calls f for what the functions of the package that x calls
// return, and reports whether x calls only such functions (a call that
// may run another package's function stands for what it returns, by
// fact).
func (o *optionCollector) results(x *ssa.Call, f func(ssa.Value)) bool {
	ts := o.p.targets(x)
	local := len(ts) > 0
	for _, t := range ts {
		if t.fn == nil || t.fn.Pkg != o.pkg {
			local = false
			continue
		}
		for _, r := range returnedValues(t.fn) {
			f(r)
		}
	}
	return local
}

// returnedValues returns what fn's single-result returns return.
func returnedValues(fn *ssa.Function) []ssa.Value {
	var out []ssa.Value
	for _, r := range returns(fn) {
		if len(r.Results) == 1 {
			out = append(out, r.Results[0])
		}
	}
	return out
}

// returns returns fn's return instructions.
func returns(fn *ssa.Function) []*ssa.Return {
	var out []*ssa.Return
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			out = append(out, r)
		}
	}
	return out
}

// identityFields returns the fields of the struct type of v (or of what v
// points to) that tell which entry it is: its name, title and description,
// and fields holding a prompt itself.
func identityFields(t types.Type) []string {
	s, ok := gotypes.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []string
	for i := 0; i < s.NumFields(); i++ {
		f := s.Field(i)
		if slices.Contains(identityNames, f.Name()) || sdk.LookupType(gotypes.Deref(f.Type()), sdk.PromptData) != nil {
			out = append(out, f.Name())
		}
	}
	return out
}
