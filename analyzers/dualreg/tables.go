package dualreg

import (
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Tables of entries. A loop that registers every element of a table, or a
// variadic registration of a whole slice, registers the name of each
// element:
//
//	for _, t := range toolpkg.All() {
//		s.AddTool(t.Tool, t.Handler)
//	}
//	s.AddPrompt(mcp.NewPrompt("summarize"), ph)
//
// registers the tools named in the slice toolpkg.All returns. When the
// elements' names are constants the analysis can read (a slice or array
// literal, with appends, in this function, in a function of this package
// that returns it, in a package-level variable of this package assigned
// once, or in the slice a function of another package returns, by fact), each
// is a registration of that name, compared with the other registrations
// as any constant name is. The same holds for an element chosen by the
// index of a loop over another table (names[i] registered in a loop over
// prompts of the same length): every index the loop runs through is
// registered. Elements whose names are not constants are left out; a loop
// that skips elements (continue, an if around the registration) names no
// element in particular, and nothing is expanded.

// expandTables returns regs followed by a copy, named by the constant, of
// each registration whose name is that of every element of a table whose
// elements' names are known constants: one copy per name.
func (c *checker) expandTables(regs []reg) []reg {
	out := slices.Clip(regs)
	for i := range regs {
		r := &regs[i]
		if r.Remove || r.Name.Root == rootConst || r.Name.key() == "" {
			continue
		}
		names, from := c.tableNames(r)
		for _, n := range names {
			x := *r
			x.Name = ref{Root: rootConst, Key: n} // a constant: the same wherever it is made
			x.Display, x.table, x.orig = "", from, r.Name.key()
			out = append(out, x)
		}
	}
	return out
}

// tableNames returns the constant names of the elements of the table that
// r's name is taken from, every element of it, and a description of the
// table.
func (c *checker) tableNames(r *reg) ([]string, string) {
	path := r.Name.Path
	if len(path) == 0 {
		return nil, ""
	}
	limit := -1 // the number of elements registered, if not all
	switch {
	case path[0] == "[*]":
	case strings.HasPrefix(path[0], "[") && !strings.HasPrefix(path[0], "[c:"):
		// Indexed by a loop over another table: the elements the loop
		// runs through.
		idx, ok := c.indexVals[path[0]]
		if !ok {
			return nil, ""
		}
		header, body, coll := rangeLoop(idx)
		if header == nil || !everyIteration(r.exec, header, body) {
			return nil, ""
		}
		n, ok := c.tableLen(coll)
		if !ok {
			return nil, ""
		}
		limit = n
	default:
		return nil, ""
	}
	rest := path[1:]
	var v ssa.Value
	switch r.Name.Root {
	case rootLocal:
		v = c.locals[r.Name.Key]
	case rootGlobal:
		if g := c.thisGlobal(r.Name.Key); g != nil {
			if st := c.globalStores()[g]; len(st) == 1 {
				v = st[0].Val
			}
		} else if obj := c.importedVar(r.Name.Key); obj != nil && limit < 0 {
			// A table of another package, by its fact.
			var f entryTable
			if !c.pass.ImportObjectFact(obj, &f) {
				return nil, ""
			}
			var names []string
			for _, n := range f.Names {
				if slices.Equal(n.Path, rest) {
					names = append(names, n.Name)
				}
			}
			return names, "the table " + r.Name.Key[strings.LastIndex(r.Name.Key, "/")+1:]
		}
	}
	if v == nil {
		return nil, ""
	}
	names, from := c.tableNamesOf(v, rest, limit, 0)
	if r.Name.Root == rootGlobal {
		from = "the table " + r.Name.Key[strings.LastIndex(r.Name.Key, "/")+1:]
	}
	return names, from
}

// tableNamesOf returns the constant names, at rest, of the first limit
// elements (all if limit < 0) of the table v, and a description of it.
func (c *checker) tableNamesOf(v ssa.Value, rest []string, limit, depth int) ([]string, string) {
	if depth > 8 {
		return nil, ""
	}
	switch x := v.(type) {
	case *ssa.Call:
		if builtHere(x) {
			break
		}
		callee := x.Common().StaticCallee()
		if callee == nil || limit >= 0 || x.Call.Signature().Results().Len() != 1 {
			return nil, ""
		}
		from := "the table " + calleeName(callee) + " returns"
		if fn := c.body(callee); fn != nil {
			var names []string
			for _, b := range fn.Blocks {
				if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == 1 {
					ns, _ := c.tableNamesOf(ret.Results[0], rest, -1, depth+1)
					names = append(names, ns...)
				}
			}
			return dedupeStrings(names), from
		}
		if f := c.registrar(funcObject(callee)); f != nil {
			var names []string
			want := append([]string{"[*]"}, rest...)
			for _, n := range f.Names {
				if n.Index == 0 && slices.Equal(n.Path, want) && n.Name.Root == rootConst {
					names = append(names, n.Name.Key)
				}
			}
			return names, from
		}
		return nil, ""
	case *ssa.UnOp:
		if g, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL && g.Pkg == c.pkg {
			if st := c.globalStores()[g]; len(st) == 1 {
				names, _ := c.tableNamesOf(st[0].Val, rest, limit, depth+1)
				return names, "the table " + g.Name()
			}
		}
		return nil, ""
	case *ssa.Alloc:
		// An array, or the array of a slice literal.
		a, ok := deref(x.Type()).Underlying().(*types.Array)
		if !ok {
			return nil, ""
		}
		n := int(a.Len())
		if limit >= 0 {
			n = min(n, limit)
		}
		var names []string
		for k := range n {
			if r := c.ref(x, append([]string{"[c:" + strconv.Itoa(k) + "]"}, rest...)); r.Root == rootConst {
				names = append(names, r.Key)
			}
		}
		return dedupeStrings(names), "a table literal"
	}
	var names []string
	for i, e := range c.elements(v, map[*ssa.Phi]bool{}) {
		if limit >= 0 && i >= limit {
			break
		}
		if r := c.ref(e.base, slices.Concat(e.path, rest)); r.Root == rootConst {
			names = append(names, r.Key)
		}
	}
	return dedupeStrings(names), "a table literal"
}

// tableLen returns the length of the slice or array literal v (or of the
// package-level variable of this package holding one), if it is one.
func (c *checker) tableLen(v ssa.Value) (int, bool) {
	if arr := c.literal(v); arr != nil {
		if a, ok := deref(arr.Type()).Underlying().(*types.Array); ok {
			return int(a.Len()), true
		}
	}
	if a, ok := deref(v.Type()).Underlying().(*types.Array); ok {
		return int(a.Len()), true
	}
	return 0, false
}

// resultTableNames returns, for fn's fact, the constant names of the
// elements of the tables of entries fn returns.
func (c *checker) resultTableNames(fn *ssa.Function) []resultName {
	res := fn.Signature.Results()
	if res.Len() != 1 {
		return nil
	}
	var elem types.Type
	switch u := res.At(0).Type().Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
	default:
		return nil
	}
	var out []resultName
	for _, prompt := range []bool{false, true} {
		path := entryPath(elem, prompt)
		if path == nil {
			continue
		}
		var names []string
		for _, b := range fn.Blocks {
			if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == 1 {
				ns, _ := c.tableNamesOf(ret.Results[0], path, -1, 0)
				names = append(names, ns...)
			}
		}
		for _, n := range dedupeStrings(names) {
			out = append(out, resultName{Index: 0, Path: append([]string{"[*]"}, path...), Name: ref{Root: rootConst, Key: n}})
		}
	}
	return out
}

// entryTable is the fact of an exported package-level variable holding a
// table of entries: the constant names of its elements, at the path from
// an element to the name of the tool or prompt it is.
type entryTable struct {
	Names []tableName
}

// tableName is one name of an element of a table.
type tableName struct {
	Path []string
	Name string
}

func (*entryTable) AFact() {}

func (f *entryTable) String() string {
	var parts []string
	for _, n := range f.Names {
		parts = append(parts, strings.Join(n.Path, ".")+"="+strconv.Quote(n.Name))
	}
	return "table(" + strings.Join(parts, "; ") + ")"
}

// exportEntryTables exports the facts of this package's exported
// package-level variables, assigned once, that hold tables of entries
// with constant names.
func (c *checker) exportEntryTables() {
	for _, m := range c.pkg.Members {
		g, ok := m.(*ssa.Global)
		if !ok || !g.Object().Exported() {
			continue
		}
		st := c.globalStores()[g]
		if len(st) != 1 {
			continue
		}
		var elem types.Type
		switch u := deref(g.Type()).Underlying().(type) {
		case *types.Slice:
			elem = u.Elem()
		case *types.Array:
			elem = u.Elem()
		default:
			continue
		}
		var f entryTable
		for _, prompt := range []bool{false, true} {
			if path := entryPath(elem, prompt); path != nil {
				names, _ := c.tableNamesOf(st[0].Val, path, -1, 0)
				for _, n := range names {
					f.Names = append(f.Names, tableName{Path: path, Name: n})
				}
			}
		}
		if len(f.Names) > 0 {
			c.pass.ExportObjectFact(g.Object(), &f)
		}
	}
}

// isEntryTable reports whether t is a slice or array of tool or prompt
// entries (or of structs holding one).
func isEntryTable(t types.Type) bool {
	var elem types.Type
	switch u := t.Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
	default:
		return false
	}
	return entryPath(elem, false) != nil || entryPath(elem, true) != nil
}

func dedupeStrings(s []string) []string {
	var out []string
	for _, x := range s {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}
