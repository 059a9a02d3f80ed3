package dualreg

import (
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
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
	path := atValue(r.Name.Path) // a table in a variable: the table it holds
	if len(path) == 0 {
		return nil, ""
	}
	limit := -1 // the number of elements registered, if not all
	switch {
	case path[0] == accesspath.AnyElem:
	case isElem(path[0]) && !isConstElem(path[0]):
		// Indexed by a loop over another table: the elements the loop
		// runs through.
		idx, ok := c.indexVals[path[0]]
		if !ok {
			return nil, ""
		}
		header, body, coll := rangeLoop(idx)
		if header == nil || !everyIteration(r.exec, header, body) || earlyExit(header, body) {
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
	rest := atValue(path[1:])
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
func (c *checker) tableNamesOf(v ssa.Value, rest accesspath.Path, limit, depth int) ([]string, string) {
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
		from := "the table " + ssaval.FuncName(callee) + " returns"
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
		elem := tableElem(x.Type())
		if f := c.registrar(ssaval.FuncObject(callee)); f != nil && elem != nil {
			var names []string
			want := readPart(accesspath.AnyElem, elem, rest)
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
		a, ok := gotypes.Deref(x.Type()).Underlying().(*types.Array)
		if !ok {
			return nil, ""
		}
		n := int(a.Len())
		if limit >= 0 {
			n = min(n, limit)
		}
		var names []string
		for k := range n {
			if r := c.ref(x, readPart(accesspath.Elem("c:"+strconv.Itoa(k)), a.Elem(), rest)); r.Root == rootConst {
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
		if r := c.ref(e.base, e.value(rest)); r.Root == rootConst {
			names = append(names, r.Key)
		}
	}
	return dedupeStrings(names), "a table literal"
}

// tableLen returns the length of the slice or array literal v (or of the
// package-level variable of this package holding one), if it is one.
func (c *checker) tableLen(v ssa.Value) (int, bool) {
	if arr := c.literal(v); arr != nil {
		if a, ok := gotypes.Deref(arr.Type()).Underlying().(*types.Array); ok {
			return int(a.Len()), true
		}
	}
	if a, ok := gotypes.Deref(v.Type()).Underlying().(*types.Array); ok {
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
	elem := tableElem(res.At(0).Type())
	if elem == nil {
		return nil
	}
	var out []resultName
	for _, path := range namePaths(elem) {
		var names []string
		for _, b := range fn.Blocks {
			if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == 1 {
				ns, _ := c.tableNamesOf(ret.Results[0], path, -1, 0)
				names = append(names, ns...)
			}
		}
		for _, n := range dedupeStrings(names) {
			out = append(out, resultName{Index: 0, Path: readPart(accesspath.AnyElem, elem, path), Name: ref{Root: rootConst, Key: n}})
		}
	}
	return out
}

// namePaths returns the paths from an element of a table of type elem to
// the strings that may name a tool or a prompt registered from it: the
// Name of the entry it is or holds, the element itself for a table of
// strings, and the string fields of a struct of the program's own (a
// host's capability type, whose Name a loop passes to mcp.NewTool).
func namePaths(elem types.Type) []accesspath.Path {
	var out []accesspath.Path
	for _, prompt := range []bool{false, true} {
		if p := entryPath(elem, prompt); p != nil {
			out = append(out, p)
		}
	}
	if isString(elem) {
		return append(out, nil)
	}
	t := gotypes.Deref(elem)
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return out
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil && sdk.IsTablePackage(n.Obj().Pkg().Path()) {
		return out // an SDK's struct: its entry's Name only
	}
	for i := range st.NumFields() {
		if f := st.Field(i); isString(f.Type()) {
			out = append(out, readPart(accesspath.Field(f.Name()), f.Type(), nil))
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
	Path accesspath.Path
	Name string
}

func (*entryTable) AFact() {}

func (f *entryTable) String() string { return "table(" + strings.Join(strs(f.Names), "; ") + ")" }

func (n tableName) String() string {
	return strings.Join(dotted(n.Path), ".") + "=" + strconv.Quote(n.Name)
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
		elem := tableElem(gotypes.Deref(g.Type()))
		if elem == nil {
			continue
		}
		var f entryTable
		for _, path := range namePaths(elem) {
			names, _ := c.tableNamesOf(st[0].Val, path, -1, 0)
			for _, n := range names {
				f.Names = append(f.Names, tableName{Path: path, Name: n})
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
	elem := tableElem(t)
	return elem != nil && (entryPath(elem, false) != nil || entryPath(elem, true) != nil)
}

// tableElem returns the element type of a slice or array type t, or nil.
func tableElem(t types.Type) types.Type {
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	}
	return nil
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

// Parallel tables at one index. A loop over a table that registers, in
// every iteration, a tool named from names[i] and a prompt taken from
// prompts[i], where prompts was filled from names position by position
// (prompts[j] = mcp.NewPrompt(names[j]) in every iteration of a loop over
// names, or one append per iteration of such a loop to an empty slice),
// registers one capability per index twice: the record is the index.
//
//	for i, n := range names {
//		prompts[i] = mcp.NewPrompt(n)
//	}
//	for i := range names {
//		s.AddTool(mcp.NewTool("kb_"+names[i]), h)
//		s.AddPrompt(prompts[i], ph)
//	}
//
// The names are compared by their origins (records.go), an element at the
// index of a loop over a table standing for "the element at this position
// of that table"; a table filled under a condition, from another table,
// or registered in another loop is not one record.

// indexKey reports whether tool t and prompt p, whose names are not one
// value, are registered in every iteration of one range loop with names
// made from the same values at the loop's position, and returns a key for
// the pair of names.
func (c *checker) indexKey(t, p *reg) (string, bool) {
	if t.Name.key() == "" || p.Name.key() == "" || t.Name.key() == p.Name.key() || t.exec == nil || p.exec == nil || t.exec.Parent() != p.exec.Parent() {
		return "", false
	}
	loops := map[ssa.Instruction]bool{}
	o := c.positionOrigins(loops)
	ot, ok1 := o.of(t.Name)
	op, ok2 := o.of(p.Name)
	if !ok1 || !ok2 || len(ot) == 0 || !maps.Equal(ot, op) {
		return "", false
	}
	positional := false
	for k := range ot {
		positional = positional || strings.Contains(k, "[@")
	}
	if !positional {
		return "", false
	}
	for idx := range loops {
		header, body, _ := rangeLoop(idx)
		if header != nil && everyIteration(t.exec, header, body) && everyIteration(p.exec, header, body) {
			keys := slices.Sorted(maps.Keys(ot))
			return "index|" + strings.Join(keys, ","), true
		}
	}
	return "", false
}

// positionOrigins is how the origins (origins.go) of names at one
// position of parallel tables are found: as those of a record's names
// (recordOrigins), but with each element at the index of a range loop over
// a table keyed by the position in that table ("[@table]"), an element of
// a table filled position by position standing for what was stored there,
// and every constant part left out, one that names nothing too. The loops
// met are added to loops.
func (c *checker) positionOrigins(loops map[ssa.Instruction]bool) originRules[ref] {
	return originRules[ref]{
		maxDepth: 8,
		resolve: func(r ref) (ref, bool) {
			if r.Root != rootLocal || len(r.Path) == 0 {
				return ref{}, false
			}
			coll, idx := c.loopIndex(r.Path[0])
			v := c.locals[r.Key]
			if coll == "" || v == nil {
				return ref{}, false
			}
			val, ok := c.positional(v, coll, 0)
			if !ok {
				return ref{}, false
			}
			loops[idx] = true
			return c.ref(val, atValue(r.Path[1:])), true
		},
		constant: func(r ref) (string, bool) { return r.key(), r.Root == rootConst },
		operands: c.nameParts,
		key: func(r ref) string {
			if r.key() == "" {
				return ""
			}
			path := slices.Clone(r.Path)
			for i, e := range path {
				if coll, idx := c.loopIndex(e); coll != "" {
					path[i] = accesspath.Elem("@" + coll)
					loops[idx] = true
				} else if e == accesspath.AnyElem {
					// Every element of the table the loop ranges over
					// (everyElement): the element at the loop's position.
					prefix := ref{Root: r.Root, Index: r.Index, Key: r.Key, Path: r.Path[:i]}
					path[i] = accesspath.Elem("@" + prefix.key())
				}
			}
			n := r
			n.Path = path
			return n.key()
		},
	}
}

// loopIndex returns, for a path element that is the index of a range loop
// over a table, the key of the table and the index.
func (c *checker) loopIndex(e accesspath.Token) (string, ssa.Instruction) {
	if !isElem(e) || isConstElem(e) || e == accesspath.AnyElem {
		return "", nil
	}
	idx, ok := c.indexVals[e]
	if !ok {
		return "", nil
	}
	header, _, coll := rangeLoop(idx)
	if header == nil {
		return "", nil
	}
	k := c.ref(coll, nil).key()
	if k == "" {
		return "", nil
	}
	return k, idx
}

// positional returns the value stored at each position of the slice v,
// when v is filled position by position from a loop over the table coll:
// by one store to v[j] in every iteration of a range loop over coll with
// index j, or by one append per iteration of such a loop to a slice that
// starts empty.
func (c *checker) positional(v ssa.Value, coll string, depth int) (ssa.Value, bool) {
	if depth > 4 {
		return nil, false
	}
	switch v := v.(type) {
	case *ssa.MakeSlice:
		var val ssa.Value
		for _, r := range *v.Referrers() {
			ia, ok := r.(*ssa.IndexAddr)
			if !ok || ia.X != v {
				continue
			}
			idx, ok := ia.Index.(ssa.Instruction)
			if !ok {
				continue
			}
			header, body, lc := rangeLoop(idx)
			for _, rr := range *ia.Referrers() {
				st, ok := rr.(*ssa.Store)
				if !ok || st.Addr != ia {
					continue
				}
				if header == nil || c.ref(lc, nil).key() != coll || !everyIteration(st, header, body) || val != nil {
					return nil, false
				}
				val = st.Val
			}
		}
		return val, val != nil
	case *ssa.Phi:
		// The exit value of a loop appending one element per
		// iteration: phi [empty, append(phi, x)].
		if len(v.Edges) != 2 {
			return nil, false
		}
		app, ok := v.Edges[1].(*ssa.Call)
		if !ok || !emptySlice(v.Edges[0]) {
			return nil, false
		}
		if b, ok := app.Common().Value.(*ssa.Builtin); !ok || b.Name() != "append" || app.Call.Args[0] != v {
			return nil, false
		}
		els := c.elements(app.Call.Args[1], map[*ssa.Phi]bool{})
		if len(els) != 1 || els[0].at != nil {
			return nil, false
		}
		header := v.Block()
		if len(header.Instrs) == 0 {
			return nil, false
		}
		var body *ssa.BasicBlock
		var lc ssa.Value
		for _, in := range header.Instrs {
			if inc, ok := in.(*ssa.BinOp); ok {
				if h, b, x := rangeLoop(inc); h == header {
					body, lc = b, x
				}
			}
		}
		if body == nil || c.ref(lc, nil).key() != coll || !everyIteration(app, header, body) {
			return nil, false
		}
		val := c.elementValue(els[0])
		return val, val != nil
	}
	return nil, false
}

// emptySlice reports whether v is a slice with no elements: nil, or
// made with length zero.
func emptySlice(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.Const:
		return v.IsNil()
	case *ssa.MakeSlice:
		k, ok := v.Len.(*ssa.Const)
		return ok && k.Value != nil && k.Value.String() == "0"
	}
	return false
}
