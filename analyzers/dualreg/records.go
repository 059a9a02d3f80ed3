package dualreg

import (
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/factpos"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// Record tables. A tool and a prompt stored together in one record (a
// struct value, a table's element, a map's value) whose names are made from
// one value are one capability, and registering the record's tool and its
// prompt registers it twice:
//
//	for _, kb := range kbs {
//		recs = append(recs, record{tool: mcp.NewTool("kb_" + kb.Name), prompt: mcp.NewPrompt(kb.Name)})
//	}
//	...
//	for _, r := range recs {
//		s.AddTool(r.tool, r.h)
//		s.AddPrompt(r.prompt, r.ph)
//	}
//
// The registrations name r.tool.Name and r.prompt.Name of one record (the
// same element of recs); the records are then looked up where they are made
// (in this package, or through a fact of the variable or function of
// another package that holds or returns them), and the pair is one
// capability when some record's tool and prompt names are made from the
// same values: equal constants, or strings computed from the same
// non-constant values by concatenation with constants, fmt.Sprintf or the
// case and trimming functions of package strings. A record whose prompt is
// left zero, or whose names are made from different values, is not one.
// Where the first such record in source order is made (the store of its
// tool: a composite literal's key, or an assignment to the part) is the
// finding's evidence that the two names are made from one value; facts
// carry it with the record (internal/factpos).

// recordPair says that a record reached by Path from a variable (or from
// result Index of a function) holds a tool at Tool and a prompt at Prompt
// whose names are made from one value. Path is empty (the variable is the
// record) or leads to the record at some element of a slice, array or map
// ("[]", or "[]*" for an element that points to it: recordAt). Posn is
// where the first such record in source order is made, as the file set
// reports it, if that is known.
type recordPair struct {
	Index  int
	Path   accesspath.Path
	Tool   accesspath.Path
	Prompt accesspath.Path
	Posn   token.Position
}

func (p recordPair) String() string {
	dot := func(p accesspath.Path) string { return strings.Join(dotted(p), ".") }
	return dot(p.Path) + "{" + dot(p.Tool) + " & " + dot(p.Prompt) + "}"
}

// recordTable is the fact of a package-level variable that holds records
// whose tool and prompt are one capability.
type recordTable struct {
	Pairs []recordPair
}

func (*recordTable) AFact() {}

func (f *recordTable) String() string { return "records(" + strings.Join(strs(f.Pairs), "; ") + ")" }

// recordRef returns the ref of v followed by path that stops at the record
// the path leads through: not through a call's result, nor through the
// contents of a struct the function makes.
func (c *checker) recordRef(v ssa.Value, path accesspath.Path) ref {
	c.recordMode = true
	defer func() { c.recordMode = false }()
	return c.ref(v, path)
}

// fieldStores reports whether the function stores to a field of the
// struct at addr: builds a record there, rather than copying one.
func fieldStores(addr ssa.Value) bool {
	for _, r := range *addr.Referrers() {
		if fa, ok := r.(*ssa.FieldAddr); ok && fa.X == addr && stored(fa) {
			return true
		}
	}
	return false
}

// recordFind is what a search for records of one capability found:
// whether some record is one, and where the first of them in source order
// that has a known position is made (token.NoPos if none has).
type recordFind struct {
	ok  bool
	pos token.Pos
}

// either returns what a search that found a or b found: the earlier
// position of the two.
func (c *checker) either(a, b recordFind) recordFind {
	switch {
	case !b.ok:
		return a
	case !a.ok:
		return b
	}
	if !a.pos.IsValid() || b.pos.IsValid() && c.less(b.pos, a.pos) {
		a.pos = b.pos
	}
	return a
}

// recordKey reports whether tool t and prompt p, whose names are not one
// value, are registered from one record whose tool and prompt names are
// made from one value, and returns a key for the record and its two parts.
func (c *checker) recordKey(t, p *reg) (string, bool) {
	rec, sT, sP, ok := c.recordOf(t, p)
	if !ok {
		return "", false
	}
	k := rec.key() + "|" + pathKey(sT) + "|" + pathKey(sP)
	ok, done := c.recs[k]
	if !done {
		c.recs[k] = false // in progress
		ok = c.oneRecord(rec, sT, sP).ok
		c.recs[k] = ok
	}
	return k, ok
}

// recordSite returns where the first record in source order is made whose
// tool and prompt, registered as t and p, are one capability (recordKey),
// or token.NoPos if that is not known.
func (c *checker) recordSite(t, p *reg) token.Pos {
	rec, sT, sP, ok := c.recordOf(t, p)
	if !ok {
		return token.NoPos
	}
	return c.oneRecord(rec, sT, sP).pos
}

// recordOf returns the record that tool t and prompt p, whose names are
// not one value, are registered from, and the paths from it to the two
// names, if they are the parts of one record of this function or of a
// package-level variable.
func (c *checker) recordOf(t, p *reg) (rec ref, sT, sP accesspath.Path, ok bool) {
	if t.Name.key() == p.Name.key() {
		return ref{}, nil, nil, false // one name: not a record's two parts
	}
	tn, pn := t.rec, p.rec
	if tn.key() == "" || pn.key() == "" {
		tn, pn = t.Name, p.Name
	}
	if tn.Root != pn.Root || tn.Index != pn.Index || tn.Key != pn.Key || tn.key() == "" || pn.key() == "" || tn.key() == pn.key() {
		return ref{}, nil, nil, false
	}
	n := 0
	for n < len(tn.Path) && n < len(pn.Path) && tn.Path[n] == pn.Path[n] {
		n++
	}
	sT, sP = tn.Path[n:], pn.Path[n:]
	if !partPath(sT) || !partPath(sP) {
		return ref{}, nil, nil, false
	}
	rec = ref{Root: tn.Root, Index: tn.Index, Key: tn.Key, Path: tn.Path[:n]}
	if rec.Root != rootLocal && rec.Root != rootGlobal {
		return ref{}, nil, nil, false // the caller, which can name the records, judges
	}
	return rec, sT, sP, true
}

// partPath reports whether path leads from a record to the name of a tool
// or prompt it holds: a field, then at least the Name of an entry.
func partPath(path accesspath.Path) bool {
	return len(path) > len(namePath()) && isField(path[0]) && slices.Equal(path[len(path)-len(namePath()):], namePath())
}

// recordAt returns the path to the record, of type t, at the part sel
// selects: that part for a struct, which is its own location, or what it
// holds for a pointer to one.
func recordAt(sel accesspath.Token, t types.Type) accesspath.Path {
	if accesspath.InPlace(t) {
		return accesspath.Path{sel}
	}
	return accesspath.Path{sel, accesspath.Deref}
}

// oneRecord reports whether some record that rec denotes holds a tool at
// sT and a prompt at sP whose names are made from one value, and where the
// first of them is made.
func (c *checker) oneRecord(rec ref, sT, sP accesspath.Path) recordFind {
	switch rec.Root {
	case rootLocal:
		if v := c.locals[rec.Key]; v != nil {
			return c.someRecord(v, rec.Path, sT, sP, 0)
		}
	case rootGlobal:
		path := atValue(rec.Path)
		if g := c.thisGlobal(rec.Key); g != nil {
			return c.globalRecord(g, path, sT, sP)
		}
		if obj := c.importedVar(rec.Key); obj != nil {
			var f recordTable
			if c.pass.ImportObjectFact(obj, &f) {
				return c.hasPair(f.Pairs, 0, path, sT, sP)
			}
		}
	}
	return recordFind{}
}

// hasPair reports whether pairs has one for the record at path (of result
// idx) with parts sT and sP, and where its record is made. Any non-constant
// index of the path is the "[]" of the fact: some element.
func (c *checker) hasPair(pairs []recordPair, idx int, path, sT, sP accesspath.Path) recordFind {
	var norm accesspath.Path
	for _, e := range path {
		if isElem(e) {
			if isConstElem(e) {
				return recordFind{} // one element, which the fact does not single out
			}
			e = accesspath.AnyElem
		}
		norm = append(norm, e)
	}
	for _, p := range pairs {
		if p.Index == idx && slices.Equal(p.Path, norm) && slices.Equal(p.Tool, sT) && slices.Equal(p.Prompt, sP) {
			return recordFind{ok: true, pos: factpos.Pos(c.pass, p.Posn)}
		}
	}
	return recordFind{}
}

// someRecord reports whether some record that v followed by path can be
// holds a tool at sT and a prompt at sP whose names are made from one value,
// and where the first of them is made. v is a value of this package.
func (c *checker) someRecord(v ssa.Value, path, sT, sP accesspath.Path, depth int) recordFind {
	var found recordFind
	if depth > 16 {
		return found
	}
	var e accesspath.Token
	if len(path) > 0 {
		e = path[0]
	}
	switch v := v.(type) {
	case *ssa.Phi:
		for _, edge := range v.Edges {
			if edge != v {
				found = c.either(found, c.someRecord(edge, path, sT, sP, depth+1))
			}
		}
		return found
	case *ssa.Call:
		if _, ok := v.Common().Value.(*ssa.Builtin); ok {
			break
		}
		callee := v.Common().StaticCallee()
		if callee == nil {
			return found
		}
		idx, rest := resultOf(path)
		if fn := c.body(callee); fn != nil {
			for _, b := range fn.Blocks {
				if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && idx < len(ret.Results) {
					found = c.either(found, c.someRecord(ret.Results[idx], rest, sT, sP, depth+1))
				}
			}
			return found
		}
		if f := c.registrar(ssaval.FuncObject(callee)); f != nil {
			return c.hasPair(f.Records, idx, rest, sT, sP)
		}
		return found
	case *ssa.Next:
		if e == accesspath.Result(2) && !v.IsString {
			if rng, ok := v.Iter.(*ssa.Range); ok {
				if load, ok := rng.X.(*ssa.UnOp); ok && load.Op == token.MUL {
					if g, ok := load.X.(*ssa.Global); ok {
						return c.oneRecord(ref{Root: rootGlobal, Key: globalName(g), Path: elemRecord(v.Type().(*types.Tuple).At(2).Type(), path[1:])}, sT, sP)
					}
				}
				for _, val := range c.mapValues(rng.X, depth) {
					found = c.either(found, c.someRecord(val, path[1:], sT, sP, depth+1))
				}
			}
		}
		return found
	case *ssa.MakeMap:
		if isElem(e) {
			for _, val := range c.mapValues(v, depth) {
				found = c.either(found, c.someRecord(val, atValue(path[1:]), sT, sP, depth+1))
			}
		}
		return found
	}
	if isElem(e) {
		if _, ok := v.Type().Underlying().(*types.Map); ok {
			for _, val := range c.mapValues(v, depth) {
				found = c.either(found, c.someRecord(val, atValue(path[1:]), sT, sP, depth+1))
			}
			return found
		}
		for _, el := range c.elements(v, map[*ssa.Phi]bool{}) {
			if isConstElem(e) && (el.at != nil || el.sel != e) {
				continue // another element
			}
			found = c.either(found, c.sameOrigin(el.base, accesspath.Prepend(el.sel, path[1:]), sT, sP))
		}
		if found.ok {
			return found
		}
	}
	return c.sameOrigin(v, path, sT, sP)
}

// elemRecord returns the path to a record within any element of a map
// (whose values are of type t), for path, which follows the element's
// value to the record.
func elemRecord(t types.Type, path accesspath.Path) accesspath.Path {
	if len(path) == 0 {
		return recordAt(accesspath.AnyElem, t)
	}
	return readPart(accesspath.AnyElem, t, path)
}

// globalRecord is someRecord for package-level variable g of this package:
// the values stored in it, and, for a map, the values stored in the map it
// holds by any function of the package.
func (c *checker) globalRecord(g *ssa.Global, path, sT, sP accesspath.Path) recordFind {
	var found recordFind
	for _, st := range c.globalStores()[g] {
		found = c.either(found, c.someRecord(st.Val, path, sT, sP, 0))
	}
	if _, ok := gotypes.Deref(g.Type()).Underlying().(*types.Map); !ok || len(path) == 0 || !isElem(path[0]) {
		return found
	}
	for _, fn := range c.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if u, ok := instr.(*ssa.MapUpdate); ok {
					if load, ok := u.Map.(*ssa.UnOp); ok && load.Op == token.MUL && load.X == g {
						found = c.either(found, c.someRecord(u.Value, atValue(path[1:]), sT, sP, 0))
					}
				}
			}
		}
	}
	return found
}

// mapValues returns the values stored in map m: by the function that makes
// it, or in a package-level variable of this package that holds it.
func (c *checker) mapValues(m ssa.Value, depth int) []ssa.Value {
	if depth > 16 {
		return nil
	}
	switch m := m.(type) {
	case *ssa.MakeMap:
		var out []ssa.Value
		for _, r := range *m.Referrers() {
			if u, ok := r.(*ssa.MapUpdate); ok && u.Map == m {
				out = append(out, u.Value)
			}
		}
		return out
	case *ssa.UnOp:
		if g, ok := m.X.(*ssa.Global); ok && m.Op == token.MUL && g.Pkg == c.pkg {
			var out []ssa.Value
			for _, st := range c.globalStores()[g] {
				out = append(out, c.mapValues(st.Val, depth+1)...)
			}
			return out
		}
	case *ssa.Phi:
		var out []ssa.Value
		for _, e := range m.Edges {
			if e != m {
				out = append(out, c.mapValues(e, depth+1)...)
			}
		}
		return out
	}
	return nil
}

// sameOrigin reports whether the names at sT and sP of the record v
// followed by path are made from one value, and where the record is made
// (madeAt).
func (c *checker) sameOrigin(v ssa.Value, path, sT, sP accesspath.Path) recordFind {
	rt := c.ref(v, slices.Concat(path, sT))
	rp := c.ref(v, slices.Concat(path, sP))
	o := c.recordOrigins()
	ot, ok1 := o.of(rt)
	op, ok2 := o.of(rp)
	if !ok1 || !ok2 || len(ot) == 0 || !maps.Equal(ot, op) {
		return recordFind{}
	}
	return recordFind{ok: true, pos: c.madeAt(v, slices.Concat(path, sT), len(sT), 0)}
}

// madeAt returns where the record is made that v followed by path leads
// through, path ending in the n tokens from the record to its tool's name:
// the store of that part of the record (the tool: of a composite literal,
// or an assignment r.tool = ...), found through the loads, stores and
// literals of the function as ref follows them; token.NoPos if it is not
// found.
func (c *checker) madeAt(v ssa.Value, path accesspath.Path, n, depth int) token.Pos {
	if depth > 16 || len(path) < n {
		return token.NoPos
	}
	switch v := v.(type) {
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return c.madeAt(v.X, accesspath.Load(v.Type(), path), n, depth+1)
		}
	case *ssa.Alloc, *ssa.IndexAddr, *ssa.FieldAddr:
		return c.storedAt(v, atValue(path), n, depth+1)
	case *ssa.Phi:
		pos := token.NoPos
		for _, e := range v.Edges {
			if e == v {
				continue
			}
			if p := c.madeAt(e, path, n, depth+1); p.IsValid() && (!pos.IsValid() || c.less(p, pos)) {
				pos = p
			}
		}
		return pos
	case *ssa.ChangeType:
		return c.madeAt(v.X, path, n, depth+1)
	case *ssa.MakeInterface:
		return c.madeAt(v.X, path, n, depth+1)
	}
	return token.NoPos
}

// storedAt is madeAt for the value stored at addr followed by path: at
// the record, the store to its part path[0] in place; else what a store
// to addr, or to the part of it that path[0] selects, holds.
func (c *checker) storedAt(addr ssa.Value, path accesspath.Path, n, depth int) token.Pos {
	if depth > 16 || len(path) < n || len(path) == 0 || addr.Referrers() == nil {
		return token.NoPos
	}
	if len(path) == n {
		for _, r := range *addr.Referrers() {
			if fa, ok := r.(*ssa.FieldAddr); ok && fa.X == addr && accesspath.FieldOf(addr.Type(), fa.Field) == path[0] {
				if pos := storePos(fa); pos.IsValid() {
					return pos
				}
			}
		}
	}
	for _, r := range *addr.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr == addr {
				if pos := c.madeAt(r.Val, path, n, depth+1); pos.IsValid() {
					return pos
				}
			}
		case *ssa.FieldAddr:
			if len(path) > n && r.X == addr && accesspath.FieldOf(addr.Type(), r.Field) == path[0] {
				if pos := c.storedAt(r, atValue(path[1:]), n, depth+1); pos.IsValid() {
					return pos
				}
			}
		case *ssa.IndexAddr:
			if k, ok := r.Index.(*ssa.Const); ok && len(path) > n && r.X == addr && c.index(k) == path[0] {
				if pos := c.storedAt(r, atValue(path[1:]), n, depth+1); pos.IsValid() {
					return pos
				}
			}
		}
	}
	return token.NoPos
}

// storePos returns the position of the part of a record at addr that the
// function stores to: addr's own (a composite literal's key, the selector
// of an assignment), or else that of the first store to it or into it.
func storePos(addr ssa.Value) token.Pos {
	if !stored(addr) {
		return token.NoPos
	}
	if addr.Pos().IsValid() {
		return addr.Pos()
	}
	for _, r := range *addr.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == addr && st.Pos().IsValid() {
			return st.Pos()
		}
	}
	return token.NoPos
}

// recordOrigins is how the origins (origins.go) of a record's names are
// found: a name is a ref, and a value is keyed by its ref.
func (c *checker) recordOrigins() originRules[ref] {
	return originRules[ref]{
		maxDepth: 16,
		constant: func(r ref) (string, bool) { return r.key(), r.Root == rootConst },
		operands: c.nameParts,
		key:      ref.key,
	}
}

// thisGlobal returns the package-level variable of this package that key
// names, or nil.
func (c *checker) thisGlobal(key string) *ssa.Global {
	if c.pkg == nil {
		return nil
	}
	name, ok := strings.CutPrefix(key, c.pass.Pkg.Path()+".")
	if !ok || strings.Contains(name, ".") {
		return nil
	}
	g, _ := c.pkg.Members[name].(*ssa.Global)
	return g
}

// importedVar returns the package-level variable of an imported package
// (directly or not) that key names, or nil.
func (c *checker) importedVar(key string) *types.Var {
	v, _ := gotypes.Qualified(c.pass.Pkg, key).(*types.Var)
	return v
}

// recordParts returns the paths from a record of type t to the names of
// the tools and of the prompts it holds in its fields.
func recordParts(t types.Type) (tools, prompts []accesspath.Path) {
	st, ok := gotypes.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return nil, nil
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if p := entryPath(f.Type(), false); p != nil {
			tools = append(tools, readPart(accesspath.Field(f.Name()), f.Type(), p))
		}
		if p := entryPath(f.Type(), true); p != nil {
			prompts = append(prompts, readPart(accesspath.Field(f.Name()), f.Type(), p))
		}
	}
	return tools, prompts
}

// isRecord reports whether t is a struct that holds both a tool and a
// prompt.
func isRecord(t types.Type) bool {
	if _, ok := t.Underlying().(*types.Struct); !ok {
		return false
	}
	tools, prompts := recordParts(t)
	return len(tools) > 0 && len(prompts) > 0
}

// recordPairs returns the pairs of a variable or result of type t: for the
// record t is, or for some element of the slice, array or map t is, each
// tool and prompt that check finds made from one value, with where the
// first such record is made.
func (c *checker) recordPairs(t types.Type, idx int, check func(path, sT, sP accesspath.Path) recordFind) []recordPair {
	var out []recordPair
	try := func(rt types.Type, path accesspath.Path) {
		tools, prompts := recordParts(rt)
		for _, sT := range tools {
			for _, sP := range prompts {
				if f := check(path, sT, sP); f.ok {
					p := recordPair{Index: idx, Path: path, Tool: sT, Prompt: sP}
					if f.pos.IsValid() {
						p.Posn = c.pass.Fset.Position(f.pos)
					}
					out = append(out, p)
				}
			}
		}
	}
	try(t, nil)
	switch u := t.Underlying().(type) {
	case *types.Slice:
		try(u.Elem(), recordAt(accesspath.AnyElem, u.Elem()))
	case *types.Array:
		try(u.Elem(), recordAt(accesspath.AnyElem, u.Elem()))
	case *types.Map:
		try(u.Elem(), recordAt(accesspath.AnyElem, u.Elem()))
	}
	return out
}

// exportRecordTables exports the facts of this package's exported
// package-level variables that hold records of one capability.
func (c *checker) exportRecordTables() {
	for _, m := range c.pkg.Members {
		g, ok := m.(*ssa.Global)
		if !ok || !g.Object().Exported() {
			continue
		}
		if len(c.globalStores()[g]) == 0 {
			continue
		}
		pairs := c.recordPairs(gotypes.Deref(g.Type()), 0, func(path, sT, sP accesspath.Path) recordFind {
			return c.globalRecord(g, path, sT, sP)
		})
		if len(pairs) > 0 {
			c.pass.ExportObjectFact(g.Object(), &recordTable{Pairs: pairs})
		}
	}
}

// resultRecords returns the pairs of fn's results, for its fact.
func (c *checker) resultRecords(fn *ssa.Function) []recordPair {
	var out []recordPair
	res := fn.Signature.Results()
	for i := 0; i < res.Len(); i++ {
		out = append(out, c.recordPairs(res.At(i).Type(), i, func(path, sT, sP accesspath.Path) recordFind {
			var found recordFind
			for _, b := range fn.Blocks {
				if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && i < len(ret.Results) {
					found = c.either(found, c.someRecord(ret.Results[i], path, sT, sP, 0))
				}
			}
			return found
		})...)
	}
	return out
}
