package hostannot

import (
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/flow"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// entrySource returns the prompts/list source that entry e's identity (its
// name, title, description, or the prompt it holds) derives from, or nil.
// e is a candidate entry of entries: a struct or a pointer to one, or a
// tool constructor call.
func (p *pkgState) entrySource(e ssa.Value) *flow.PromptSource {
	res := p.sources()
	if c, ok := e.(*ssa.Call); ok && p.isCtor(c) {
		for _, v := range p.ctorIdentity(c) {
			if s := res.PromptSource(v); s != nil {
				return s
			}
		}
		return nil
	}
	for _, v := range mapIdentity(e) {
		if s := res.PromptSource(v); s != nil {
			return s
		}
	}
	fields := identityFields(e.Type())
	if len(fields) > 0 {
		if s := res.FieldPromptSource(e, fields...); s != nil {
			return s
		}
	}
	if a, ok := e.(*ssa.Alloc); ok {
		// A variable that a whole entry was assigned to.
		for _, st := range wholeStores(a) {
			if c, ok := st.Val.(*ssa.Call); ok && p.isCtor(c) {
				if s := p.entrySource(c); s != nil {
					return s
				}
				continue
			}
			if s := res.PromptSource(st.Val); s != nil {
				return s
			}
			if len(fields) > 0 {
				if s := res.FieldPromptSource(st.Val, fields...); s != nil {
					return s
				}
			}
		}
		return nil
	}
	return res.PromptSource(e)
}

// entryParams returns the parameters of fn that entry e's identity derives
// from (or that are the entry), as the flow analysis and a local def-use
// trace see them.
func (p *pkgState) entryParams(fn *ssa.Function, e ssa.Value) []int {
	res := p.res
	var out []int
	add := func(idx ...int) { out = append(out, idx...) }
	if c, ok := e.(*ssa.Call); ok && p.isCtor(c) {
		for _, v := range p.ctorIdentity(c) {
			add(res.ParamSources(v)...)
			add(localParams(fn, v)...)
		}
	} else {
		for _, v := range mapIdentity(e) {
			add(res.ParamSources(v)...)
			add(localParams(fn, v)...)
		}
		fields := identityFields(e.Type())
		if len(fields) > 0 {
			add(res.FieldParamSources(e, fields...)...)
		}
		add(res.ParamSources(e)...)
		add(localEntryParams(fn, e, fields)...)
		if a, ok := e.(*ssa.Alloc); ok {
			for _, st := range wholeStores(a) {
				if c, ok := st.Val.(*ssa.Call); ok && p.isCtor(c) {
					add(p.entryParams(fn, c)...)
					continue
				}
				add(res.ParamSources(st.Val)...)
				if len(fields) > 0 {
					add(res.FieldParamSources(st.Val, fields...)...)
				}
			}
		}
	}
	return cleanParams(fn, out)
}

// ctorIdentity returns the values that name or describe the tool a
// constructor call makes: its name (and description) arguments, and the
// arguments of description options among its options.
func (p *pkgState) ctorIdentity(c *ssa.Call) []ssa.Value {
	var out []ssa.Value
	obj := calleeFunc(c.Common())
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
		if oo := calleeFunc(o.Common()); oo != nil {
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
// prompt data, an empty interface, or a pointer, slice, array or map of
// those.
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
	case *types.Pointer:
		return carriesIdentity(u.Elem(), depth+1)
	case *types.Slice:
		return carriesIdentity(u.Elem(), depth+1)
	case *types.Array:
		return carriesIdentity(u.Elem(), depth+1)
	case *types.Map:
		return carriesIdentity(u.Elem(), depth+1) || carriesIdentity(u.Key(), depth+1)
	}
	return false
}

// wholeStores returns the stores of a whole value into variable a.
func wholeStores(a *ssa.Alloc) []*ssa.Store {
	var out []*ssa.Store
	for _, r := range *a.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == a {
			out = append(out, st)
		}
	}
	return out
}

// localEntryParams is a def-use trace inside fn of the parameters entry e
// is, or that flow into its identity fields. It complements the flow
// analysis, which does not track strings in packages that import no SDK
// (a host's own conversion helpers often do not).
func localEntryParams(fn *ssa.Function, e ssa.Value, fields []string) []int {
	t := &tracer{fn: fn, seen: map[ssa.Value]bool{}, fields: fields}
	if a, ok := e.(*ssa.Alloc); ok {
		for _, st := range wholeStores(a) {
			t.trace(st.Val)
		}
		for _, r := range *a.Referrers() {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || !hasField(fa, fields) {
				continue
			}
			for _, rr := range *fa.Referrers() {
				if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
					t.trace(st.Val)
				}
			}
		}
		return t.out
	}
	if p, ok := e.(*ssa.Parameter); ok {
		t.trace(p)
	}
	return t.out
}

func hasField(fa *ssa.FieldAddr, fields []string) bool {
	name := fieldName(fa)
	for _, f := range fields {
		if f == name {
			return true
		}
	}
	return false
}

// localParams is the def-use trace of the parameters of fn that v derives
// from.
func localParams(fn *ssa.Function, v ssa.Value) []int {
	t := &tracer{fn: fn, seen: map[ssa.Value]bool{}, fields: identityFields(v.Type())}
	t.trace(v)
	return t.out
}

func (t *tracer) storesTo(addr ssa.Value) {
	for _, r := range *addr.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == addr {
			t.trace(st.Val)
		}
	}
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
			for i, q := range t.fn.Params {
				if q == x {
					t.out = append(t.out, i)
				}
			}
		}
	case *ssa.Call:
		for _, a := range x.Call.Args {
			t.trace(a)
		}
	case *ssa.Alloc:
		// Variadic arguments (fmt.Sprintf) and variables.
		for _, r := range *x.Referrers() {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr == x {
					t.trace(r.Val)
				}
			case *ssa.IndexAddr:
				t.storesTo(r)
			case *ssa.FieldAddr:
				// The fields of a struct literal or variable.
				if len(t.fields) == 0 || hasField(r, t.fields) {
					t.storesTo(r)
				}
			}
		}
	case *ssa.UnOp:
		t.trace(x.X)
	case *ssa.BinOp:
		t.trace(x.X)
		t.trace(x.Y)
	case *ssa.Phi:
		for _, e := range x.Edges {
			t.trace(e)
		}
	case *ssa.FieldAddr:
		t.trace(x.X)
	case *ssa.Field:
		t.trace(x.X)
	case *ssa.Extract:
		t.trace(x.Tuple)
	case *ssa.Slice:
		t.trace(x.X)
	case *ssa.ChangeType:
		t.trace(x.X)
	case *ssa.Convert:
		t.trace(x.X)
	case *ssa.MakeInterface:
		t.trace(x.X)
	}
}

// fieldName returns the name of the field fa selects.
func fieldName(fa *ssa.FieldAddr) string { return sdk.FieldName(fa.X.Type(), fa.Field) }
