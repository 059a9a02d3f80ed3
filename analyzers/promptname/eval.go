package promptname

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// summary is what the evaluation knows of one function: its fact (what its
// callers need) and the cells of its values.
type summary struct {
	FuncFact
	fn      *ssa.Function
	vals    map[ssa.Value]*Cell
	results map[*ssa.Call][]Cell // the results of calls with several
	local   bool                 // a cell of vals grew in this sweep
	busy    bool
}

// root is a location a store reaches: a value of the function (an
// allocation, a made slice, map or channel, a parameter), a field of a
// struct type, a global, or what a parameter holds.
type root struct {
	val    ssa.Value
	field  string
	global *ssa.Global
	param  int // 2*i for parameter i (free variables after them); -1 if none
}

// maxSweeps bounds the sweeps over one function's instructions in one
// evaluation: each sweep that changes something adds to a cell, so only a
// function with an absurd number of values reaches it.
const maxSweeps = 64

// eval evaluates fn until its cells no longer grow.
func (s *state) eval(fn *ssa.Function) *summary {
	sum := s.sums[fn]
	if sum == nil {
		sum = &summary{fn: fn, vals: map[ssa.Value]*Cell{}, results: map[*ssa.Call][]Cell{}}
		sum.Results = make([]Cell, fn.Signature.Results().Len())
		s.sums[fn] = sum
		s.order = append(s.order, fn)
	}
	if sum.busy || fn.Blocks == nil {
		return sum
	}
	sum.busy = true
	s.dirty[fn] = false
	saved := s.cur
	s.cur = sum
	defer func() { sum.busy, s.cur = false, saved }()
	for range maxSweeps {
		sum.local = false
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				s.instr(sum, in)
			}
		}
		if !sum.local {
			return sum
		}
	}
	s.sweepsCut = true
	return sum
}

// summaryOf returns the summary of a function of this package, evaluating
// it first if it has none yet (a function being evaluated, in a recursion,
// gives what it has so far).
//
// The caller is recorded as a reader after fn's evaluation: what that
// evaluation changes the caller reads now, and only a later change makes
// it evaluate again.
func (s *state) summaryOf(fn *ssa.Function) *summary {
	defer s.read(fn)
	if sum := s.sums[fn]; sum != nil && (sum.busy || s.evaluated[fn] == s.round || !s.reporting && !s.dirty[fn]) {
		return sum
	}
	s.evaluated[fn] = s.round
	return s.eval(fn)
}

// read records that the function being evaluated reads dep: a function's
// summary, a field's key (fieldDep) or a global.
func (s *state) read(dep any) {
	if s.cur == nil {
		return
	}
	r := s.readers[dep]
	if r == nil {
		r = map[*ssa.Function]bool{}
		s.readers[dep] = r
	}
	r[s.cur.fn] = true
}

// update records that dep changed: the functions that read it are
// evaluated again in the next round.
func (s *state) update(dep any) {
	s.changed = true
	for fn := range s.readers[dep] {
		s.dirty[fn] = true
	}
}

// fieldDep is the dependency on what a field holds, by its key.
type fieldDep string

// set adds c to the cell of v.
func (s *state) set(sum *summary, v ssa.Value, c Cell) {
	if c.empty() {
		return
	}
	if _, it := v.(*ssa.Range); !it && !tracked(v.Type()) {
		return // a Range's iterator has a type of its own
	}
	cur := sum.vals[v]
	if cur == nil {
		cur = &Cell{}
		sum.vals[v] = cur
	}
	if cur.union(c) {
		sum.local = true
	}
}

// paramIndex returns the index of a parameter or free variable of sum's
// function, free variables counting after the parameters; -1 if v is
// neither.
func paramIndex(fn *ssa.Function, v ssa.Value) int {
	switch v := v.(type) {
	case *ssa.Parameter:
		if i := slices.Index(fn.Params, v); i >= 0 {
			return i
		}
	case *ssa.FreeVar:
		if i := slices.Index(fn.FreeVars, v); i >= 0 {
			return len(fn.Params) + i
		}
	}
	return -1
}

// cell returns what v may hold.
func (s *state) cell(sum *summary, v ssa.Value) Cell {
	var c Cell
	switch v := v.(type) {
	case nil, *ssa.Const, *ssa.Function, *ssa.Builtin:
		return c
	case *ssa.Global:
		s.read(v)
		if g := s.globals[v]; g != nil {
			return *g
		}
		return c
	case *ssa.Parameter, *ssa.FreeVar:
		if i := paramIndex(sum.fn, v); i >= 0 && tracked(v.Type()) {
			c.Val.Params = []int{2 * i}
			if _, ok := v.Type().Underlying().(*types.Map); ok || hasMapElem(v.Type()) {
				c.Key.Params = []int{2*i + 1}
			}
		}
	}
	if cur := sum.vals[v]; cur != nil {
		c.union(*cur)
	}
	return c
}

// hasMapElem reports whether t is a pointer to a map (whose keys a
// parameter carries too).
func hasMapElem(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	_, ok = p.Elem().Underlying().(*types.Map)
	return ok
}

func (s *state) instr(sum *summary, in ssa.Instruction) {
	switch in := in.(type) {
	case *ssa.Field, *ssa.FieldAddr:
		x, i, _ := ssaval.SelectedField(in.(ssa.Value))
		s.set(sum, in.(ssa.Value), s.fieldRead(x.Type(), i, posOf(in)))
	case *ssa.UnOp:
		if in.Op == token.MUL || in.Op == token.ARROW {
			s.set(sum, in, s.cell(sum, in.X))
		}
	case *ssa.BinOp:
		if in.Op == token.ADD {
			x, y := s.cell(sum, in.X), s.cell(sum, in.Y)
			x.union(y)
			s.set(sum, in, x)
		}
	case *ssa.Phi:
		for _, e := range in.Edges {
			s.set(sum, in, s.cell(sum, e))
		}
	case *ssa.MakeInterface, *ssa.ChangeType, *ssa.ChangeInterface, *ssa.Convert, *ssa.MultiConvert,
		*ssa.SliceToArrayPointer, *ssa.TypeAssert, *ssa.Slice, *ssa.Range, *ssa.Next:
		// The same strings as its operand, converted, asserted, sliced or
		// iterated.
		s.set(sum, in.(ssa.Value), s.cell(sum, firstOperand(in)))
	case *ssa.Index, *ssa.IndexAddr, *ssa.Lookup:
		// An element: the container's values, not its keys.
		s.set(sum, in.(ssa.Value), Cell{Val: s.cell(sum, firstOperand(in)).Val})
	case *ssa.Extract:
		s.extract(sum, in)
	case *ssa.Store:
		s.store(sum, in, in.Addr, s.cell(sum, in.Val))
	case *ssa.MapUpdate:
		key := s.cell(sum, in.Key).Val
		if key.D != nil {
			key.D = key.D.with(Hop{s.posn(posOf(in)), "used as a key of a map"})
		}
		s.storeTo(sum, in, s.roots(sum, in.Map), Cell{Val: s.cell(sum, in.Value).Val, Key: key})
	case *ssa.Send:
		s.storeTo(sum, in, s.roots(sum, in.Chan), Cell{Val: s.cell(sum, in.X).Val})
	case *ssa.Return:
		for i, r := range in.Results {
			if i < len(sum.Results) && sum.Results[i].union(s.cell(sum, r)) {
				s.update(sum.fn)
			}
		}
	case *ssa.Call:
		res := s.call(sum, in)
		switch len(res) {
		case 0:
		case 1:
			s.set(sum, in, res[0])
		default:
			prev := sum.results[in]
			if prev == nil {
				prev = make([]Cell, len(res))
				sum.results[in] = prev
			}
			for i := range res {
				if i < len(prev) && prev[i].union(res[i]) {
					sum.local = true
				}
			}
		}
	case *ssa.Go:
		s.call(sum, in)
	case *ssa.Defer:
		s.call(sum, in)
	case *ssa.MakeClosure:
		s.closure(sum, in)
	}
}

// firstOperand returns the first operand of in: for the instructions that
// convert, assert, slice, iterate or index a value, that value (X, or
// Next's Iter).
func firstOperand(in ssa.Instruction) ssa.Value {
	return *in.Operands(nil)[0]
}

// extract gives an element of a tuple its cell: a call's result, a map's
// key or value in a range loop, the value of a comma-ok form.
func (s *state) extract(sum *summary, in *ssa.Extract) {
	switch t := in.Tuple.(type) {
	case *ssa.Call:
		if res := sum.results[t]; in.Index < len(res) {
			s.set(sum, in, res[in.Index])
		}
	case *ssa.Next:
		if t.IsString {
			return
		}
		it := s.cell(sum, t.Iter)
		switch in.Index {
		case 1:
			s.set(sum, in, Cell{Val: it.Key})
		case 2:
			s.set(sum, in, Cell{Val: it.Val})
		}
	case *ssa.UnOp, *ssa.Lookup, *ssa.TypeAssert:
		if in.Index == 0 {
			s.set(sum, in, s.cell(sum, t))
		}
	}
}

// fieldRead returns what reading field i of a struct of type t gives: a
// display string of a listed prompt (a new derivation at pos), what the
// package (or, by fact, another) stored into the field, and the field
// itself for the fields of the host's own structs, which another package
// may fill.
func (s *state) fieldRead(t types.Type, i int, pos token.Pos) Cell {
	var c Cell
	switch sdk.PromptFieldOf(t, i) {
	case sdk.PromptTitle, sdk.PromptDescr:
		c.Val.D = &Deriv{Field: fieldName(t, i), Posn: s.pass.Fset.Position(pos)}
		return c
	case sdk.PromptName:
		c.Val.Name = true
		return c
	case sdk.PromptGetKey:
		return c
	}
	key, _ := fieldKey(t, i)
	if key == "" {
		return c
	}
	s.noteField(t, i)
	s.read(fieldDep(key))
	if f := s.fields[key]; f != nil {
		c = *f
		c.Val.Params, c.Key.Params = nil, nil
	}
	// The field itself is an origin only for the fields other packages
	// can fill (what the package fact's sinks list).
	if s.exportedField[key] {
		c.Val.union(Set{Fields: []string{key}})
		if st, ok := types.Unalias(gotypes.Deref(t)).Underlying().(*types.Struct); ok && i < st.NumFields() && isMapLike(st.Field(i).Type()) {
			c.Key.union(Set{Fields: []string{key + "#keys"}})
		}
	}
	return c
}

// isMapLike reports whether t is a map or a pointer to one.
func isMapLike(t types.Type) bool {
	_, ok := t.Underlying().(*types.Map)
	return ok || hasMapElem(t)
}

// tracked reports whether values of t can hold a string that matters
// here: strings, interfaces, and containers and pointers of them (a map
// for its keys too). A struct's strings are its fields, tracked by type
// and field, so structs and pointers to them have no cell of their own.
func tracked(t types.Type) bool {
	return holdsAtLeaf(t, 8, func(leaf types.Type) bool {
		switch leaf.(type) {
		case *types.Interface, *types.Tuple, *types.Signature:
			return true // a function value: an iterator's elements (maps.Keys)
		}
		return false
	})
}

// holdsAtLeaf reports whether a value of t is, or holds through pointers
// and containers (at most depth of them; a map by its keys too), a string
// or a value of a type that accepts reports true for (accepts is given
// the underlying type). tracked and holdsStrings differ in what they
// accept.
func holdsAtLeaf(t types.Type, depth int, accepts func(types.Type) bool) bool {
	for range depth {
		u := t.Underlying()
		if b, ok := u.(*types.Basic); ok {
			return b.Info()&types.IsString != 0
		}
		if accepts(u) {
			return true
		}
		switch u := u.(type) {
		case *types.Map:
			if holdsAtLeaf(u.Key(), depth, accepts) {
				return true
			}
			t = u.Elem()
		case *types.Pointer:
			t = u.Elem()
		case *types.Slice:
			t = u.Elem()
		case *types.Array:
			t = u.Elem()
		case *types.Chan:
			t = u.Elem()
		default:
			return false
		}
	}
	return false
}

// fieldKey returns the key of field i of the struct type t (or of what t
// points to), "path.Type.Field" (sdk.FieldKey), and its name for messages,
// "pkg.Type.Field"; "" for a struct without a named type.
func fieldKey(t types.Type, i int) (key, name string) {
	key = sdk.FieldKey(t, i)
	if key == "" {
		return "", ""
	}
	return key, fieldName(t, i)
}

// fieldName renders field i of the named struct type t (or of what t
// points to) for messages: "mcp.Prompt.Title".
func fieldName(t types.Type, i int) string {
	return sdk.PromptTypeName(t) + "." + gotypes.FieldName(t, i)
}

// store handles *addr = c: a prompts/get name, or a store into the
// locations addr may denote.
func (s *state) store(sum *summary, in ssa.Instruction, addr ssa.Value, c Cell) {
	if fa, ok := addr.(*ssa.FieldAddr); ok {
		switch sdk.PromptFieldOf(fa.X.Type(), fa.Field) {
		case sdk.PromptGetKey:
			what := sdk.PromptTypeName(fa.X.Type()) + ".Name"
			s.sink(sum, c.Val, posOf(in), []Hop{{s.posn(posOf(in)), "sent as the prompts/get name (" + what + ")"}})
			return
		case sdk.PromptTitle, sdk.PromptDescr, sdk.PromptName:
			return
		}
	}
	s.storeTo(sum, in, s.roots(sum, addr), c)
}

// storeTo adds c to every root.
func (s *state) storeTo(sum *summary, in ssa.Instruction, roots []root, c Cell) {
	if c.empty() {
		return
	}
	for _, r := range roots {
		switch {
		case r.val != nil:
			s.set(sum, r.val, c)
		case r.global != nil:
			g := s.globals[r.global]
			if g == nil {
				g = &Cell{}
				s.globals[r.global] = g
			}
			if g.union(concrete(c)) {
				s.update(r.global)
			}
		case r.field != "":
			s.storeField(sum, in, r.field, c)
		case r.param >= 0:
			for ch, set := range []Set{c.Val, c.Key} {
				if set.empty() {
					continue
				}
				if addStore(&sum.Stores, ParamStore{Target: r.param + ch, Src: set}) {
					s.update(sum.fn)
				}
			}
		}
	}
}

// concrete returns c without its parameters and fields.
func concrete(c Cell) Cell {
	return Cell{Val: Set{D: c.Val.D, Name: c.Val.Name}, Key: Set{D: c.Key.D, Name: c.Key.Name}}
}

// storeField stores c into a field of a struct.
func (s *state) storeField(sum *summary, in ssa.Instruction, key string, c Cell) {
	hop := Hop{s.posn(posOf(in)), "stored in " + s.fieldNames[key]}
	s.fieldSet(sum, in, key, c.Val, hop)
	s.fieldSet(sum, in, key+"#keys", c.Key, hop)
}

// fieldSet stores set into a field (its map keys for a key ending in
// "#keys"), by the hops given: a display string is now what the field
// holds, a parameter is recorded in the summary, and a field another
// package sends as a prompt name makes the store a finding.
func (s *state) fieldSet(sum *summary, in ssa.Instruction, fkey string, set Set, hops ...Hop) {
	if set.empty() {
		return
	}
	if set.D != nil {
		key, keys := strings.CutSuffix(fkey, "#keys")
		f := s.fields[key]
		if f == nil {
			f = &Cell{}
			s.fields[key] = f
		}
		d := set.D
		for _, h := range hops {
			d = d.with(h)
		}
		add := Cell{Val: Set{D: d, Name: set.Name}}
		if keys {
			add = Cell{Key: Set{D: d, Name: set.Name}}
		}
		if f.union(add) {
			s.update(fieldDep(key))
		}
		s.stored[key] = true
	}
	for _, p := range set.Params {
		if addParamField(&sum.ParamFields, ParamField{Param: p, Field: fkey, Hop: hops[len(hops)-1]}) {
			s.update(sum.fn)
		}
	}
	for _, fs := range s.importedSinks[fkey] {
		s.sink(sum, Set{D: set.D, Params: set.Params, Name: set.Name}, posOf(in), append(slices.Clip(hops), fs.Chain...))
	}
}

func addStore(list *[]ParamStore, st ParamStore) bool {
	for i := range *list {
		if (*list)[i].Target == st.Target {
			return (*list)[i].Src.union(st.Src)
		}
	}
	*list = append(*list, st)
	return true
}

func addParamField(list *[]ParamField, pf ParamField) bool {
	for _, x := range *list {
		if x.Param == pf.Param && x.Field == pf.Field {
			return false
		}
	}
	*list = append(*list, pf)
	return true
}

// roots returns the locations whose contents a store through v reaches.
func (s *state) roots(sum *summary, v ssa.Value) []root {
	var out []root
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		if v == nil || seen[v] {
			return
		}
		seen[v] = true
		switch v := v.(type) {
		case *ssa.FieldAddr, *ssa.Field:
			x, i, _ := ssaval.SelectedField(v)
			if key, _ := fieldKey(x.Type(), i); key != "" {
				s.noteField(x.Type(), i)
				out = append(out, root{field: key, param: -1})
			}
		case *ssa.Global:
			out = append(out, root{global: v, param: -1})
		case *ssa.Parameter, *ssa.FreeVar:
			out = append(out, root{val: v, param: -1})
			if i := paramIndex(sum.fn, v); i >= 0 {
				out = append(out, root{param: 2 * i})
			}
		case *ssa.UnOp:
			if v.Op == token.MUL {
				walk(v.X)
			}
			out = append(out, root{val: v, param: -1})
		case *ssa.Phi:
			for _, e := range v.Edges {
				walk(e)
			}
		case *ssa.Slice, *ssa.ChangeType, *ssa.MakeInterface, *ssa.TypeAssert, *ssa.Convert,
			*ssa.IndexAddr, *ssa.Index, *ssa.Lookup, *ssa.Range:
			walk(firstOperand(v.(ssa.Instruction)))
		case *ssa.Extract:
			switch t := v.Tuple.(type) {
			case *ssa.Lookup, *ssa.TypeAssert, *ssa.Next:
				walk(firstOperand(t.(ssa.Instruction)))
			}
			out = append(out, root{val: v, param: -1})
		case *ssa.Call:
			if b, ok := v.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" && len(v.Call.Args) > 0 {
				walk(v.Call.Args[0])
			}
			out = append(out, root{val: v, param: -1})
		default:
			out = append(out, root{val: v, param: -1})
		}
	}
	walk(v)
	return out
}

// noteField remembers the name of a field for messages.
func (s *state) noteField(t types.Type, i int) {
	if key, name := fieldKey(t, i); key != "" {
		s.fieldNames[key] = name
		n := types.Unalias(gotypes.Deref(t)).(*types.Named)
		s.exportedField[key] = n.Obj().Exported() && token.IsExported(gotypes.FieldName(n, i))
	}
}

// posOf returns the position of an instruction, or of what it makes or
// belongs to when it has none.
func posOf(in ssa.Instruction) token.Pos {
	if pos := in.Pos(); pos.IsValid() {
		return pos
	}
	if mc, ok := in.(*ssa.MakeClosure); ok {
		if pos := mc.Fn.Pos(); pos.IsValid() {
			return pos
		}
	}
	if v, ok := in.(ssa.Value); ok && v.Pos().IsValid() {
		return v.Pos()
	}
	return in.Parent().Pos()
}

// posn returns the position of pos in the pass's file set.
func (s *state) posn(pos token.Pos) token.Position {
	return s.pass.Fset.Position(pos)
}
