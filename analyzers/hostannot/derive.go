package hostannot

import (
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/flow"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// An identityQuery asks where an entry's identity comes from: the value v
// itself, or (fields set) those fields of the struct v denotes.
type identityQuery struct {
	v      ssa.Value
	fields []string
}

// identity returns the queries that tell which entry e is: for a tool
// constructor call, its name and description arguments; otherwise e
// itself, its identity fields, what a JSON map is updated with under an
// identity key, and the whole values a variable is assigned. e is a
// candidate entry of entries (a struct, a pointer to one, a JSON map, a
// tool constructor call) or a value passed to a summarised function.
func (p *pkgState) identity(e ssa.Value) []identityQuery {
	if c, ok := e.(*ssa.Call); ok && p.isCtor(c) {
		var out []identityQuery
		for _, v := range p.ctorIdentity(c) {
			out = append(out, identityQuery{v: v})
		}
		return out
	}
	fields := identityFields(e.Type())
	a, isVar := e.(*ssa.Alloc)
	var out []identityQuery
	if !isVar {
		out = append(out, identityQuery{v: e})
	}
	if len(fields) > 0 {
		out = append(out, identityQuery{v: e, fields: fields})
	}
	for _, v := range mapIdentity(e) {
		out = append(out, identityQuery{v: v})
	}
	if isVar {
		// A variable that a whole entry was assigned to.
		for _, v := range storedValues(a) {
			if c, ok := v.(*ssa.Call); ok && p.isCtor(c) {
				out = append(out, p.identity(c)...)
				continue
			}
			out = append(out, identityQuery{v: v})
			if len(fields) > 0 {
				out = append(out, identityQuery{v: v, fields: fields})
			}
		}
	}
	return out
}

// entrySource returns the prompts/list source that entry e's identity (its
// name, title, description, or the prompt it holds) derives from, or nil.
func (p *pkgState) entrySource(e ssa.Value) *flow.PromptSource {
	for _, q := range p.identity(e) {
		if s := p.sources().of(q); s != nil {
			return s
		}
	}
	return nil
}

// entryParams returns the parameters of fn that entry e's identity derives
// from (or that are the entry).
func (p *pkgState) entryParams(fn *ssa.Function, e ssa.Value) []int {
	var out []int
	for _, q := range p.identity(e) {
		out = append(out, p.derivedParams(fn, q)...)
	}
	return cleanParams(fn, out)
}

// derivedParams returns the parameters of fn that the answer to q derives
// from. The flow engine answers for the parameters it tracks (those of
// prompt types, and, in packages whose strings it follows, those of the
// declared functions that name an SDK tool definition or set a hint field,
// sdk.FieldHint), through memory and calls. For the other parameters (of
// function literals, of functions that set a hint only under a JSON map's
// key, of packages that import no SDK) the engine has no answer, and a
// def-use trace of fn's own instructions (traceParams) gives it.
func (p *pkgState) derivedParams(fn *ssa.Function, q identityQuery) []int {
	var out []int
	if len(q.fields) > 0 {
		out = p.res.FieldParamSources(q.v, q.fields...)
	} else {
		out = p.res.ParamSources(q.v)
	}
	for _, i := range traceParams(fn, q) {
		if !p.engineTracks(fn, i) {
			out = append(out, i)
		}
	}
	return out
}

// engineTracks reports whether the flow engine tracks parameter i of fn:
// the parameter's value is its own source.
func (p *pkgState) engineTracks(fn *ssa.Function, i int) bool {
	return i < len(fn.Params) && slices.Contains(p.res.ParamSources(fn.Params[i]), i)
}

// ctorIdentity returns the values that name or describe the tool a
// constructor call makes: its name (and description) arguments, and the
// arguments of description options among its options.
func (p *pkgState) ctorIdentity(c *ssa.Call) []ssa.Value {
	var out []ssa.Value
	obj := ssaval.CalleeObject(c.Common())
	if obj == nil {
		return nil
	}
	if e := sdk.LookupFunc(obj, sdk.ToolCtor); e != nil {
		for _, i := range []int{e.Arg, e.Desc} {
			if i >= 0 && i < len(c.Call.Args) && (i == e.Arg || e.Desc > 0) {
				out = append(out, c.Call.Args[i])
			}
		}
	}
	for _, o := range p.ctorOptions(c) {
		if oo := ssaval.CalleeObject(o.Common()); oo != nil {
			if e := sdk.LookupFunc(oo, sdk.ToolDescOption); e != nil && e.Arg < len(o.Call.Args) {
				out = append(out, o.Call.Args[e.Arg])
			}
		}
	}
	return out
}

// mapIdentity returns the values that name or describe the entry e if it
// is a JSON map: what the map is updated with under an identity key
// ("name", "title", "description", in any case), out of its interface.
func mapIdentity(e ssa.Value) []ssa.Value {
	if !isStringMap(e.Type()) {
		return nil
	}
	refs := e.Referrers()
	if refs == nil {
		return nil
	}
	var out []ssa.Value
	for _, r := range *refs {
		u, ok := r.(*ssa.MapUpdate)
		if !ok || u.Map != e {
			continue
		}
		if key, ok := ssaval.ConstString(u.Key); ok && isIdentityName(key) {
			v := u.Value
			if mi, ok := v.(*ssa.MakeInterface); ok {
				v = mi.X
			}
			out = append(out, v)
		}
	}
	return out
}

// identityNames are the names of the fields (and, in any case, the JSON
// keys) that tell which entry a struct or map is.
var identityNames = []string{"Name", "Title", "Description", "Desc", "DisplayName"}

// isIdentityName reports whether a JSON key tells which entry its map is.
func isIdentityName(name string) bool {
	for _, n := range identityNames {
		if strings.EqualFold(name, n) {
			return true
		}
	}
	return false
}

// cleanParams sorts and dedupes parameter indices and drops those fn does
// not have, and those whose type cannot carry an entry's identity (a
// session the entry was listed through is not its name).
func cleanParams(fn *ssa.Function, idx []int) []int {
	sort.Ints(idx)
	var out []int
	for i, x := range idx {
		if x < 0 || x >= len(fn.Params) || i > 0 && idx[i-1] == x || !carriesIdentity(fn.Params[x].Type(), 0) {
			continue
		}
		out = append(out, x)
	}
	return out
}

// carriesIdentity reports whether a value of type t can be, or hold, an
// entry's name or description: a string, a struct with identity fields,
// prompt data, an empty interface, or a pointer, slice, array, map or
// channel of those (or a map keyed by them).
func carriesIdentity(t types.Type, depth int) bool {
	if depth > 4 {
		return false
	}
	if sdk.LookupType(t, sdk.PromptData) != nil {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Struct:
		return len(identityFields(t)) > 0
	case *types.Interface:
		return u.Empty()
	case *types.Map:
		if carriesIdentity(u.Key(), depth+1) {
			return true
		}
	}
	elem, ok := gotypes.Elem(t.Underlying())
	return ok && carriesIdentity(elem, depth+1)
}

// storedValues returns the values stored whole at addr (a variable, an
// element or a field address).
func storedValues(addr ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, r := range *addr.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == addr {
			out = append(out, st.Val)
		}
	}
	return out
}

// traceParams is the def-use trace, inside fn, of the parameters of fn
// that q's value derives from: through the operands of the instructions
// that compute it, calls' arguments, and what is stored in a variable
// (only into q's fields of a struct variable, if q has fields).
func traceParams(fn *ssa.Function, q identityQuery) []int {
	fields := q.fields
	if len(fields) == 0 {
		fields = identityFields(q.v.Type())
	}
	t := &tracer{fn: fn, seen: map[ssa.Value]bool{}, fields: fields}
	t.trace(q.v)
	return t.out
}

func hasField(fa *ssa.FieldAddr, fields []string) bool {
	return slices.Contains(fields, ssaval.FieldAddrName(fa))
}

type tracer struct {
	fn     *ssa.Function
	seen   map[ssa.Value]bool
	out    []int
	fields []string // if set, the only fields of struct variables to follow
}

func (t *tracer) trace(v ssa.Value) {
	if v == nil || t.seen[v] {
		return
	}
	t.seen[v] = true
	switch x := v.(type) {
	case *ssa.Parameter:
		if x.Parent() == t.fn {
			t.out = append(t.out, paramIndex(t.fn, x))
		}
	case *ssa.Call:
		for _, a := range x.Call.Args {
			t.trace(a)
		}
	case *ssa.Alloc:
		t.variable(x)
	case *ssa.UnOp, *ssa.BinOp, *ssa.Phi, *ssa.FieldAddr, *ssa.Field, *ssa.Extract, *ssa.Slice, *ssa.ChangeType, *ssa.Convert, *ssa.MakeInterface:
		// The value is computed from its operands (a slice's bounds
		// and a phi's edges among them).
		var ops [4]*ssa.Value
		for _, op := range x.(ssa.Instruction).Operands(ops[:0]) {
			t.trace(*op)
		}
	}
}

// variable traces what is stored in a variable: the whole value, its
// elements (variadic arguments: fmt.Sprintf), and its fields (a struct
// literal), only the traced ones if set.
func (t *tracer) variable(a *ssa.Alloc) {
	for _, r := range *a.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr == a {
				t.trace(r.Val)
			}
		case *ssa.IndexAddr:
			t.storesTo(r)
		case *ssa.FieldAddr:
			if len(t.fields) == 0 || hasField(r, t.fields) {
				t.storesTo(r)
			}
		}
	}
}

func (t *tracer) storesTo(addr ssa.Value) {
	for _, v := range storedValues(addr) {
		t.trace(v)
	}
}
