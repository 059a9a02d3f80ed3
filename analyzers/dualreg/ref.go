package dualreg

import (
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
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
// written: a root followed by an access path (internal/accesspath): p.f is
// ".f*", &p.f is ".f", an element at index k "[c:k]" (or "[key]" for an
// index that is a value with that key), any element "[]", result i of a
// call "#i". Paths are built with accesspath.Load, so p.f and (*p).f are
// the same path.
//
// Two refs with the same non-empty key denote the same value wherever they
// are compared: in one function, or, for constants and globals, anywhere.
// Refs are kept in facts, so their fields are exported.
type ref struct {
	Root  root
	Index int
	Key   string
	Path  accesspath.Path

	deps []ssa.Instruction // the instructions whose values the ref depends on
}

// public returns r without what is private to this pass.
func (r ref) public() ref {
	r.deps = nil
	return r
}

// key is the identity of r, or "" if r is unknown.
func (r ref) key() string {
	if r.Root == rootConst {
		if len(r.Path) > 0 || normalize(r.Key) == "" {
			return ""
		}
		return "c:" + normalize(r.Key)
	}
	if k := r.rootKey(); k != "" {
		return k + pathKey(r.Path)
	}
	return ""
}

// rootKey is the identity of r's root, for a root that is not a constant,
// or "" if it is unknown.
func (r ref) rootKey() string {
	switch r.Root {
	case rootParam:
		return "p" + strconv.Itoa(r.Index)
	case rootFree:
		return "f" + strconv.Itoa(r.Index)
	case rootResult:
		return "r" + strconv.Itoa(r.Index)
	case rootGlobal:
		return "g:" + r.Key
	case rootLocal:
		return "l:" + r.Key
	}
	return ""
}

// pathKey is the identity of a path in a key: its tokens, each after a
// separator no token holds (the key of an element may hold another path).
func pathKey(p accesspath.Path) string {
	var b strings.Builder
	for _, t := range p {
		b.WriteString("\x1f" + string(t))
	}
	return b.String()
}

// String renders r for facts: a quoted constant, or its root and path,
// dotted.
func (r ref) String() string {
	if r.Root == rootConst {
		return strconv.Quote(r.Key)
	}
	if k := r.rootKey(); k != "" {
		for _, e := range dotted(r.Path) {
			k += "." + e
		}
		return k
	}
	return "?"
}

// dotted shows a path as dualreg's facts do, one element after another:
// the fields and elements it selects ("[*]" for any element), a read only
// where nothing was selected before it ("*": what a variable holds), and
// results ("#i"). A selected part is shown by its name, read or not.
func dotted(p accesspath.Path) []string {
	var out []string
	for i, t := range p {
		name, field := t.FieldName()
		switch {
		case t == accesspath.Deref && i > 0 && p[i-1].Selects():
			// the read of the part just selected
		case t == accesspath.AnyElem:
			out = append(out, "[*]")
		case field:
			out = append(out, name)
		default:
			out = append(out, string(t))
		}
	}
	return out
}

// namePath is the path from an SDK entry to its name: its Name, read.
func namePath() accesspath.Path {
	return accesspath.Path{accesspath.Field(nameField), accesspath.Deref}
}

// isField reports whether t selects a field.
func isField(t accesspath.Token) bool {
	_, ok := t.FieldName()
	return ok
}

// isElem reports whether t selects an element: at a key, or any.
func isElem(t accesspath.Token) bool {
	_, ok := t.ElemKey()
	return ok
}

// isConstElem reports whether t selects the element at a constant index.
func isConstElem(t accesspath.Token) bool {
	k, _ := t.ElemKey()
	return strings.HasPrefix(k, "c:")
}

// atValue returns path, which follows a location, as it follows the value
// stored there: without its first read, or as it is when it selects a part
// of the struct or array stored (accesspath.Load).
func atValue(path accesspath.Path) accesspath.Path {
	if len(path) > 0 && path[0] == accesspath.Deref {
		return path[1:]
	}
	return path
}

// takesAddress reports whether path begins with the address of a part of
// what it follows: fields or elements that it then does not read.
func takesAddress(path accesspath.Path) bool {
	i := 0
	for i < len(path) && path[i].Selects() {
		i++
	}
	return i > 0 && (i == len(path) || path[i] != accesspath.Deref)
}

// readPart returns the path of part sel, of type t, read and followed by
// path.
func readPart(sel accesspath.Token, t types.Type, path accesspath.Path) accesspath.Path {
	return accesspath.Prepend(sel, accesspath.Load(t, path))
}

// maxSteps bounds the work of one ref computation (the -maxsteps flag);
// beyond it the value is unknown, and the package is reported as cut short.
var maxSteps = 4096

func init() {
	Analyzer.Flags.IntVar(&maxSteps, "maxsteps", maxSteps, "the `budget` of steps for tracing one name or server value; a package that needs more is reported as cut short")
}

// ref returns the ref of v followed by path, with the instructions whose
// values it depends on.
func (c *checker) ref(v ssa.Value, path accesspath.Path) ref {
	c.steps, c.deps = 0, nil
	r := c.refOf(v, path)
	r.deps = c.deps
	return r
}

func (c *checker) refOf(v ssa.Value, path accesspath.Path) ref {
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
		if c.recordMode && len(path) > 0 && isField(path[0]) && fieldStores(v) {
			break // the record itself, built here
		}
		if len(path) > 0 && !takesAddress(path) {
			if r, ok := c.allocContents(v, atValue(path)); ok {
				return r
			}
		}
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return c.refOf(v.X, accesspath.Load(v.Type(), path))
		}
	case *ssa.Field:
		return c.refOf(v.X, readPart(accesspath.FieldOf(v.X.Type(), v.Field), v.Type(), path))
	case *ssa.FieldAddr:
		return c.refOf(v.X, accesspath.Prepend(accesspath.FieldOf(v.X.Type(), v.Field), path))
	case *ssa.Index:
		return c.refOf(v.X, readPart(c.index(v.Index), v.Type(), path))
	case *ssa.IndexAddr:
		return c.refOf(v.X, accesspath.Prepend(c.index(v.Index), path))
	case *ssa.Lookup:
		if !v.CommaOk {
			return c.refOf(v.X, readPart(c.index(v.Index), v.Type(), path))
		}
	case *ssa.Extract:
		return c.refOf(v.Tuple, accesspath.Prepend(accesspath.Result(v.Index), path))
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
		if v.Low == nil && len(path) > 0 && isElem(path[0]) {
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

// contents resolves the value stored at addr, followed by path, from the
// stores the function makes: exactly one store to the part of *addr that
// path[0] selects, or else exactly one store to *addr as a whole. Stores
// made through other pointers to the same memory are not seen; a location
// written more than once is not resolved, nor the address of a part.
func (c *checker) contents(addr ssa.Value, path accesspath.Path) (ref, bool) {
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
			if len(path) > 0 && r.X == addr && accesspath.FieldOf(addr.Type(), r.Field) == path[0] && stored(r) {
				parts = append(parts, r)
			}
		case *ssa.IndexAddr:
			if k, ok := r.Index.(*ssa.Const); ok && len(path) > 0 && r.X == addr && c.index(k) == path[0] && stored(r) {
				parts = append(parts, r)
			}
		}
	}
	switch {
	case len(parts) == 1 && len(whole) == 0 && !takesAddress(path):
		return c.contents(parts[0], atValue(path[1:]))
	case len(parts) == 0 && len(whole) == 1:
		return c.refOf(whole[0].Val, path), true
	}
	return ref{}, false
}

// allocContents is contents for a local variable, unless the value stored
// there depends on itself: a named result that a closure updates and the
// return statement assigns to itself (return src, test: *t0 = *t0 in SSA,
// the only store the function makes to it) is the variable's contents,
// named by the variable, as any location written by another function.
// Each time around such a cycle asks for the same part of the variable.
func (c *checker) allocContents(a *ssa.Alloc, path accesspath.Path) (ref, bool) {
	k := resolving{a, pathKey(path)}
	if c.resolving[k] {
		return ref{}, false
	}
	c.resolving[k] = true
	defer delete(c.resolving, k)
	return c.contents(a, path)
}

// resolving is a part of a local variable whose contents are being
// resolved (allocContents).
type resolving struct {
	a    *ssa.Alloc
	path string
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
func (c *checker) global(g *ssa.Global, path accesspath.Path) ref {
	r := ref{Root: rootGlobal, Key: globalName(g), Path: path}
	if len(path) == 0 || c.recordMode || takesAddress(path) || g.Pkg != c.pkg {
		return r
	}
	if stores := c.globalStores()[g]; len(stores) == 1 {
		if v := c.refOf(stores[0].Val, atValue(path)); v.Root == rootConst {
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
func (c *checker) phi(p *ssa.Phi, path accesspath.Path) ref {
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

// index returns the token of the element at index v: "[c:k]" for a
// constant, else keyed by the index's ref.
func (c *checker) index(v ssa.Value) accesspath.Token {
	if k, ok := v.(*ssa.Const); ok && k.Value != nil {
		return accesspath.Elem("c:" + k.Value.ExactString())
	}
	key := c.refOf(v, nil).key()
	if key == "" {
		key = c.local(v, nil).Key
	}
	e := accesspath.Elem(key)
	if instr, ok := v.(ssa.Instruction); ok {
		c.indexVals[e] = instr
	}
	return e
}

// local returns the ref of v itself, and notes that the ref being computed
// depends on v.
func (c *checker) local(v ssa.Value, path accesspath.Path) ref {
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

// globalName names package-level variable g as the root of a ref.
func globalName(g *ssa.Global) string { return accesspath.GlobalName(g.Object().(*types.Var)) }

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
