package dualreg

import (
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/sdk"
)

// root says what a ref starts from.
type root uint8

const (
	rootUnknown root = iota // nothing known: equal to nothing, not even itself
	rootConst               // the constant string Key
	rootParam               // parameter Index of the function (the receiver is 0)
	rootFree                // free variable Index of the closure
	rootResult              // result Index of the function (summaries only)
	rootGlobal              // the package-level variable Key, "path.Name"
	rootLocal               // the value Key, "function:tN", computed in one function
)

// A ref names a value by where it comes from rather than by how it was
// written: a root followed by an access path. Path elements are field names,
// "[k]" for an element at index k, "*" for the contents of a pointer,
// "&f" for the address of field f and "#i" for result i of a call. A pointer
// followed by a field or index is auto-dereferenced, as in Go, so p.f and
// (*p).f are the same path.
//
// Two refs with the same non-empty key denote the same value wherever they
// are compared: in one function, or, for constants and globals, anywhere.
// Refs are kept in facts, so their fields are exported.
type ref struct {
	Root  root
	Index int
	Key   string
	Path  []string

	deps []ssa.Instruction // the instructions whose values the ref depends on
}

// public returns r without what is private to this pass.
func (r ref) public() ref {
	r.deps = nil
	return r
}

// key is the identity of r, or "" if r is unknown.
func (r ref) key() string {
	var k string
	switch r.Root {
	case rootUnknown:
		return ""
	case rootConst:
		if len(r.Path) > 0 || normalize(r.Key) == "" {
			return ""
		}
		return "c:" + normalize(r.Key)
	case rootParam:
		k = "p" + strconv.Itoa(r.Index)
	case rootFree:
		k = "f" + strconv.Itoa(r.Index)
	case rootResult:
		k = "r" + strconv.Itoa(r.Index)
	case rootGlobal:
		k = "g:" + r.Key
	case rootLocal:
		k = "l:" + r.Key
	}
	for _, e := range r.Path {
		k += "\x1f" + e
	}
	return k
}

// String renders r for facts: a quoted constant, or its key.
func (r ref) String() string {
	if r.Root == rootConst {
		return strconv.Quote(r.Key)
	}
	if k := r.key(); k != "" {
		return strings.ReplaceAll(k, "\x1f", ".")
	}
	return "?"
}

// prepend returns elem followed by path, auto-dereferencing "*" before a
// field or index.
func prepend(elem string, path []string) []string {
	if elem == "*" && len(path) > 0 && path[0] != "*" && !strings.HasPrefix(path[0], "&") && !strings.HasPrefix(path[0], "#") {
		return path
	}
	return append([]string{elem}, path...)
}

// maxSteps bounds the work of one ref computation (the -maxsteps flag);
// beyond it the value is unknown, and the package is reported as cut short.
var maxSteps = 4096

func init() {
	Analyzer.Flags.IntVar(&maxSteps, "maxsteps", maxSteps, "the `budget` of steps for tracing one name or server value; a package that needs more is reported as cut short")
}

// ref returns the ref of v followed by path, with the instructions whose
// values it depends on.
func (c *checker) ref(v ssa.Value, path []string) ref {
	c.steps, c.deps = 0, nil
	r := c.refOf(v, path)
	r.deps = c.deps
	return r
}

func (c *checker) refOf(v ssa.Value, path []string) ref {
	if c.steps++; c.steps > maxSteps {
		c.cut = true
		return ref{}
	}
	switch v := v.(type) {
	case *ssa.Const:
		if len(path) == 0 && v.Value != nil && v.Value.Kind() == constant.String {
			return ref{Root: rootConst, Key: constant.StringVal(v.Value)}
		}
		return ref{}
	case *ssa.Parameter:
		for i, p := range v.Parent().Params {
			if p == v {
				return ref{Root: rootParam, Index: i, Path: path}
			}
		}
		return ref{}
	case *ssa.FreeVar:
		for i, fv := range v.Parent().FreeVars {
			if fv == v {
				return ref{Root: rootFree, Index: i, Path: path}
			}
		}
		return ref{}
	case *ssa.Global:
		return c.global(v, path)
	case *ssa.Alloc:
		if c.recordMode && len(path) > 0 && isFieldElem(path[0]) && fieldStores(v) {
			break // the record itself, built here
		}
		if len(path) > 0 && !strings.HasPrefix(path[0], "&") {
			rest := path
			if path[0] == "*" {
				rest = path[1:]
			}
			if r, ok := c.contents(v, rest); ok {
				return r
			}
		}
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return c.load(v.X, path)
		}
	case *ssa.Field:
		return c.refOf(v.X, prepend(fieldName(v.X.Type(), v.Field), path))
	case *ssa.FieldAddr:
		return c.refOf(v.X, prepend("&"+fieldName(deref(v.X.Type()), v.Field), path))
	case *ssa.Index:
		return c.refOf(v.X, prepend(c.index(v.Index), path))
	case *ssa.IndexAddr:
		return c.refOf(v.X, prepend("&"+c.index(v.Index), path))
	case *ssa.Lookup:
		if !v.CommaOk {
			return c.refOf(v.X, prepend(c.index(v.Index), path))
		}
	case *ssa.Extract:
		return c.refOf(v.Tuple, prepend("#"+strconv.Itoa(v.Index), path))
	case *ssa.ChangeType:
		return c.refOf(v.X, path)
	case *ssa.MakeInterface:
		return c.refOf(v.X, path)
	case *ssa.ChangeInterface:
		return c.refOf(v.X, path)
	case *ssa.TypeAssert:
		if !v.CommaOk {
			return c.refOf(v.X, path)
		}
	case *ssa.Convert:
		if isString(v.Type()) && isString(v.X.Type()) {
			return c.refOf(v.X, path)
		}
	case *ssa.Slice:
		// s[:][k] is s[k].
		if v.Low == nil && len(path) > 0 && strings.HasPrefix(path[0], "[") {
			return c.refOf(v.X, path)
		}
	case *ssa.Phi:
		return c.phi(v, path)
	case *ssa.Call:
		if c.recordMode {
			break // records a call returns are looked up in its callee
		}
		return c.callResult(v, path)
	}
	return c.local(v, path)
}

// load returns the ref of the value loaded from addr, followed by path.
func (c *checker) load(addr ssa.Value, path []string) ref {
	switch a := addr.(type) {
	case *ssa.FieldAddr:
		return c.refOf(a.X, prepend(fieldName(deref(a.X.Type()), a.Field), path))
	case *ssa.IndexAddr:
		return c.refOf(a.X, prepend(c.index(a.Index), path))
	}
	return c.refOf(addr, prepend("*", path))
}

// contents resolves the value stored at addr, followed by path, from the
// stores the function makes: exactly one store to the part of *addr that
// path[0] selects, or else exactly one store to *addr as a whole. Stores
// made through other pointers to the same memory are not seen; a location
// written more than once is not resolved.
func (c *checker) contents(addr ssa.Value, path []string) (ref, bool) {
	refs := addr.Referrers()
	if refs == nil {
		return ref{}, false
	}
	var whole []*ssa.Store
	var parts []ssa.Value
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr == addr {
				whole = append(whole, r)
			}
		case *ssa.FieldAddr:
			if len(path) > 0 && r.X == addr && fieldName(deref(addr.Type()), r.Field) == path[0] && stored(r) {
				parts = append(parts, r)
			}
		case *ssa.IndexAddr:
			if k, ok := r.Index.(*ssa.Const); ok && len(path) > 0 && r.X == addr && c.index(k) == path[0] && stored(r) {
				parts = append(parts, r)
			}
		}
	}
	switch {
	case len(parts) == 1 && len(whole) == 0:
		return c.contents(parts[0], path[1:])
	case len(parts) == 0 && len(whole) == 1:
		return c.refOf(whole[0].Val, path), true
	}
	return ref{}, false
}

// stored reports whether the function stores to addr or to a part of it.
func stored(addr ssa.Value) bool {
	for _, r := range *addr.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr == addr {
				return true
			}
		case *ssa.FieldAddr:
			if r.X == addr && stored(r) {
				return true
			}
		case *ssa.IndexAddr:
			if r.X == addr && stored(r) {
				return true
			}
		}
	}
	return false
}

// global returns the ref of package-level variable g followed by path. A
// variable of this package that is assigned exactly once, a value that
// resolves to a constant, is that constant (var name = "triage"); any other
// is named by the variable, so that every package names it alike.
func (c *checker) global(g *ssa.Global, path []string) ref {
	r := ref{Root: rootGlobal, Key: globalName(g), Path: path}
	if len(path) == 0 || c.recordMode || strings.HasPrefix(path[0], "&") || g.Pkg != c.pkg {
		return r
	}
	if stores := c.globalStores()[g]; len(stores) == 1 {
		rest := path
		if path[0] == "*" {
			rest = path[1:]
		}
		if v := c.refOf(stores[0].Val, rest); v.Root == rootConst {
			return v
		}
	}
	return r
}

// globalStores indexes the stores to this package's variables.
func (c *checker) globalStores() map[*ssa.Global][]*ssa.Store {
	if c.gstores == nil {
		c.gstores = map[*ssa.Global][]*ssa.Store{}
		for _, fn := range c.funcs {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					if st, ok := instr.(*ssa.Store); ok {
						if g, ok := st.Addr.(*ssa.Global); ok {
							c.gstores[g] = append(c.gstores[g], st)
						}
					}
				}
			}
		}
	}
	return c.gstores
}

// phi returns the ref its edges agree on, or else the phi itself.
func (c *checker) phi(p *ssa.Phi, path []string) ref {
	if c.phis[p] {
		return c.local(p, path)
	}
	c.phis[p] = true
	defer delete(c.phis, p)
	var r ref
	for i, e := range p.Edges {
		er := c.refOf(e, path)
		if er.key() == "" || i > 0 && er.key() != r.key() {
			return c.local(p, path)
		}
		r = er
	}
	return r
}

// index returns the path element for an index value.
func (c *checker) index(v ssa.Value) string {
	if k, ok := v.(*ssa.Const); ok && k.Value != nil {
		return "[c:" + k.Value.ExactString() + "]"
	}
	e := "[" + c.refOf(v, nil).key() + "]"
	if e == "[]" {
		e = "[" + c.local(v, nil).Key + "]"
	}
	if instr, ok := v.(ssa.Instruction); ok {
		c.indexVals[e] = instr
	}
	return e
}

// local returns the ref of v itself, and notes that the ref being computed
// depends on v.
func (c *checker) local(v ssa.Value, path []string) ref {
	if instr, ok := v.(ssa.Instruction); ok {
		c.deps = append(c.deps, instr)
	}
	key := v.String()
	if instr, ok := v.(ssa.Instruction); ok && instr.Parent() != nil {
		key = instr.Parent().String() + ":" + v.Name()
	}
	c.locals[key] = v
	return ref{Root: rootLocal, Key: key, Path: path}
}

func globalName(g *ssa.Global) string {
	return g.Pkg.Pkg.Path() + "." + g.Name()
}

func fieldName(t types.Type, i int) string {
	if name := sdk.FieldName(t, i); name != "" {
		return name
	}
	return "#field" + strconv.Itoa(i)
}

func deref(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
