package hostannot

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// A hintSite is a place where code sets an annotation hint: a store into a
// field named like a hint (of an SDK annotation type or of any struct: hosts
// mirror the hints in their own tool types), an update of a JSON map under
// a hint's key (map[string]any{"readOnlyHint": true}), or a call of an SDK
// option function that sets one.
type hintSite struct {
	fn    *ssa.Function
	name  string    // the hint: "ReadOnlyHint", ...
	field string    // the Go field or the map key that holds it, if that is not name
	value bool      // the permissive value of the hint (sdk.Hints)
	pos   token.Pos // the store (field name or key-value colon), the map update (colon or Lbrack) or the option call (Lparen)

	// param is the index of fn's parameter that provides the hint's
	// value, or -1 if the value is the permissive constant. ptr tells
	// whether that parameter is a *bool.
	param int
	ptr   bool

	store  *ssa.Store     // the store, or nil
	update *ssa.MapUpdate // the map update, or nil
	option *ssa.Call      // the option call, or nil
}

// isHint reports whether name is an annotation hint, and its permissive
// value.
func isHint(name string) (value, ok bool) {
	value, ok = sdk.Hints[name]
	return value, ok
}

// hintStore returns the hint site of a store into a hint field, if the
// stored value is the permissive constant or a parameter of fn.
func hintStore(bc *boolConsts, fn *ssa.Function, st *ssa.Store) *hintSite {
	f, name, ok := storedHintField(st)
	if !ok {
		return nil
	}
	ptr := isBoolPtr(f.Type())
	if !ptr && !isBool(f.Type()) {
		return nil
	}
	h := &hintSite{fn: fn, name: name, field: f.Name(), pos: st.Pos(), ptr: ptr, store: st}
	return bc.withValue(h, st.Val)
}

// storedHintField returns the hint field st stores into, and its hint.
func storedHintField(st *ssa.Store) (*types.Var, string, bool) {
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return nil, "", false
	}
	s, ok := gotypes.Deref(fa.X.Type()).Underlying().(*types.Struct)
	if !ok {
		return nil, "", false
	}
	name, ok := sdk.FieldHint(s, fa.Field)
	return s.Field(fa.Field), name, ok
}

// hintMapUpdate returns the hint site of an update of a map with string
// keys under a hint's key (in any case, sdk.HintNamed), if the value is the
// permissive constant (a bool or *bool, possibly in an interface) or a
// parameter of fn.
func hintMapUpdate(bc *boolConsts, fn *ssa.Function, u *ssa.MapUpdate) *hintSite {
	key, ok := ssaval.ConstString(u.Key)
	if !ok || !isStringMap(u.Map.Type()) {
		return nil
	}
	name, ok := sdk.HintNamed(key)
	if !ok {
		return nil
	}
	v := ssaval.Unwrap(u.Value)
	ptr := isBoolPtr(v.Type())
	if !ptr && !isBool(v.Type()) {
		return nil
	}
	h := &hintSite{fn: fn, name: name, field: key, pos: u.Pos(), ptr: ptr, update: u}
	return bc.withValue(h, v)
}

// withValue completes h, whose fn, name, field, pos, ptr and instruction are
// set, with the value it sets v: h if v is the hint's permissive constant
// or a parameter of h.fn (then h.param), nil otherwise.
func (bc *boolConsts) withValue(h *hintSite, v ssa.Value) *hintSite {
	h.value, _ = isHint(h.name)
	h.param = -1
	if b, ok := bc.constBool(v, h.ptr); ok {
		if b != h.value {
			return nil
		}
		return h
	}
	if p, ok := v.(*ssa.Parameter); ok && p.Parent() == h.fn {
		h.param = paramIndex(h.fn, p)
		return h
	}
	return nil
}

// isStringMap reports whether t is a map with string keys (a JSON object).
func isStringMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	b, ok := m.Key().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// hintOption returns the hint site of a call of an annotation option
// function with the permissive constant (mcp-go
// WithReadOnlyHintAnnotation(true), ...) or a parameter of fn. WithToolAnnotation is not one: the
// hints are in the literal it receives, which are stores.
func hintOption(bc *boolConsts, fn *ssa.Function, call *ssa.Call) *hintSite {
	obj := ssaval.CalleeObject(call.Common())
	if obj == nil {
		return nil
	}
	e := sdk.LookupFunc(obj, sdk.AnnotationOption)
	if e == nil || e.Hint == "" || e.Arg >= len(call.Call.Args) {
		return nil
	}
	if _, ok := isHint(e.Hint); !ok {
		return nil
	}
	h := &hintSite{fn: fn, name: e.Hint, field: e.Hint, pos: call.Pos(), option: call}
	return bc.withValue(h, call.Call.Args[e.Arg])
}

// boolConsts knows the package's unexported bool variables that only ever
// hold one constant (var yes = true, used as &yes).
type boolConsts struct {
	globals map[*ssa.Global]*globalBool
}

type globalBool struct {
	val, set, varies bool
}

// newBoolConsts scans the package's functions (init included) for what is
// done with its bool variables: only constant stores and loads keep one
// constant; any other use of the address (flag.BoolVar(&v, ...)) may
// change it.
func newBoolConsts(funcs []*ssa.Function) *boolConsts {
	bc := &boolConsts{globals: map[*ssa.Global]*globalBool{}}
	get := func(g *ssa.Global) *globalBool {
		gb := bc.globals[g]
		if gb == nil {
			gb = &globalBool{}
			bc.globals[g] = gb
		}
		return gb
	}
	var ops []*ssa.Value
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				ops = in.Operands(ops[:0])
				for _, op := range ops {
					g, ok := (*op).(*ssa.Global)
					if !ok || !isBoolPtr(g.Type()) {
						continue
					}
					gb := get(g)
					switch in := in.(type) {
					case *ssa.UnOp:
						// A load.
					case *ssa.Store:
						if in.Addr == g {
							c, ok := in.Val.(*ssa.Const)
							if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
								gb.varies = true
								continue
							}
							val := constant.BoolVal(c.Value)
							if gb.set && gb.val != val {
								gb.varies = true
							}
							gb.val, gb.set = val, true
						} else if _, _, hint := storedHintField(in); !hint {
							// The address kept elsewhere.
							gb.varies = true
						}
					default:
						gb.varies = true
					}
				}
			}
		}
	}
	return bc
}

// constBool returns the constant boolean that v is (ptr false) or points to
// (ptr true). A pointer is understood when it is the address of a local
// variable holding one constant (&v, new(false)), of a package variable
// that only ever holds one, or the result of a function of one constant
// bool argument that returns a *bool (mcp.ToBoolPtr, a boolPtr helper, a
// generic ptr[T]).
func (bc *boolConsts) constBool(v ssa.Value, ptr bool) (bool, bool) {
	return bc.constBoolDepth(v, ptr, 0)
}

func (bc *boolConsts) constBoolDepth(v ssa.Value, ptr bool, depth int) (bool, bool) {
	if depth > 4 {
		return false, false
	}
	switch v := v.(type) {
	case *ssa.Const:
		if ptr || v.Value == nil || v.Value.Kind() != constant.Bool {
			return false, false
		}
		return constant.BoolVal(v.Value), true
	case *ssa.Phi:
		var val, seen bool
		for _, e := range v.Edges {
			b, ok := bc.constBoolDepth(e, ptr, depth+1)
			if !ok || seen && b != val {
				return false, false
			}
			val, seen = b, true
		}
		return val, seen
	case *ssa.Alloc:
		if !ptr || !isBool(gotypes.Deref(v.Type())) {
			return false, false
		}
		val, seen := false, false // zero value: new(bool)
		for _, r := range *v.Referrers() {
			st, ok := r.(*ssa.Store)
			if !ok || st.Addr != v {
				continue
			}
			b, ok := bc.constBoolDepth(st.Val, false, depth+1)
			if !ok || seen && b != val {
				return false, false
			}
			val, seen = b, true
		}
		return val, true
	case *ssa.Global:
		gb := bc.globals[v]
		if !ptr || gb == nil || gb.varies || v.Object() == nil || v.Object().Exported() {
			return false, false
		}
		return gb.val, true // zero value if never set: false
	case *ssa.UnOp:
		if g, ok := v.X.(*ssa.Global); ok && !ptr && v.Op == token.MUL {
			return bc.constBoolDepth(g, true, depth+1)
		}
		return false, false
	case *ssa.Call:
		if !ptr || !isBoolPtr(v.Type()) || len(v.Call.Args) != 1 || v.Call.IsInvoke() {
			return false, false
		}
		return bc.constBoolDepth(v.Call.Args[0], false, depth+1)
	}
	return false, false
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

func isBoolPtr(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	return ok && isBool(p.Elem())
}
