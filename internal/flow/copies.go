package flow

import (
	"go/token"
	"go/types"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"golang.org/x/tools/go/ssa"
)

// A struct or array value is represented by the objects that hold it, and
// storing one into an object copies it field by field (copyInto). Two
// rules keep that copying from costing the product of the values' objects
// and their types' fields:
//
//   - A store of a whole struct or array value into a local variable (an
//     Alloc) shares instead of copying: the variable's node holds the
//     stored value's objects besides the variable's own object (share).
//     Reading the variable reads them all, which is what a copy would
//     hold and more (the analysis is flow-insensitive anyway). Writing a
//     field of the variable writes its own object only (storeAddr): the
//     copy's fields, not the source's, as Go does. A write through a
//     pointer to the variable that escapes goes to every object the
//     variable holds, source objects too: more than Go does, never less.
//     The variable's own object is not cloned per call site (cloneFor):
//     it is the function's copy of its inputs, not memory it makes for
//     its callers, and holds only what the function writes into it.
//   - A copy into memory (a field, an element, a parameter's memory) goes
//     through a hub (hub): one object per stored value that collects its
//     objects' fields, copied once into each destination.
//
// Before, a terminal UI's model of a few hundred fields, spilled into a
// local by each of its value-receiver methods ("func (m model) Update(msg)
// (tea.Model, tea.Cmd) { m.x = ...; return m, nil }") and assigned back by
// their callers ("m, cmd = m.handleKey(msg)"), was copied field by field
// between every pair of those locals: codog's internal/tui took more than
// the 100M-step budget, supercode's 15M steps.

// aggregate reports whether a value of type t is held by objects: a struct
// or an array.
func aggregate(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Struct, *types.Array:
		return true
	}
	return false
}

// copies reports whether st stores a whole struct or array value, other
// than the zero value a composite literal starts from.
func copies(st *ssa.Store) bool {
	_, zero := st.Val.(*ssa.Const)
	return !zero && aggregate(st.Val.Type())
}

// share adds "*a = v" for a local variable a of struct or array type: a
// holds v's objects.
func (g *graph) share(a *ssa.Alloc, v ssa.Value) {
	g.Flow(g.val(v), g.val(a))
}

// storeAddr returns the node of the locations a store to addr writes: for
// a field or element of a local variable that shares other values'
// objects, those of the variable's own object only; otherwise addr's.
func (g *graph) storeAddr(addr ssa.Value) node {
	if a := root(addr); a == nil || !g.shares(a) {
		return g.val(addr)
	}
	return g.ownAddr(addr)
}

// ownAddr returns the node of the locations of addr, a part of a local
// variable, in the variable's own object.
func (g *graph) ownAddr(addr ssa.Value) node {
	switch x := addr.(type) {
	case *ssa.FieldAddr:
		return g.field(g.ownAddr(x.X), gotypes.Deref(x.X.Type()), x.Field)
	case *ssa.IndexAddr:
		return g.derive(g.ownAddr(x.X), "[]")
	}
	return g.ownVar(addr.(*ssa.Alloc))
}

// root returns the local variable whose memory addr is a part of (a field
// of a field, an element of an array field), or nil.
func root(addr ssa.Value) *ssa.Alloc {
	for {
		switch x := addr.(type) {
		case *ssa.Alloc:
			return x
		case *ssa.FieldAddr:
			addr = x.X
		case *ssa.IndexAddr:
			if _, ok := gotypes.Deref(x.X.Type()).Underlying().(*types.Array); !ok {
				return nil
			}
			addr = x.X
		default:
			return nil
		}
	}
}

// shares reports whether a whole struct or array value is stored into the
// local variable a (share).
func (g *graph) shares(a *ssa.Alloc) bool {
	for _, r := range *a.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == a && copies(st) {
			return true
		}
	}
	return false
}

// ownVar returns a node holding the own object of local variable a only.
func (g *graph) ownVar(a *ssa.Alloc) node {
	if n, ok := g.owns[a]; ok {
		return n
	}
	n := g.NewNode()
	g.owns[a] = n
	if g.interesting(a.Type()) {
		g.Add(n, g.objLabel(a, "", nil))
	}
	return n
}

// hubKey names the hub of the struct or array values of type t held by
// node n.
type hubKey struct {
	n node
	t types.Type
}

// hub returns an object that holds, field by field, what every object of
// the struct or array value vn (of type t) holds, with vn's taint on every
// field: each store of vn copies the hub, once, instead of each of vn's
// objects. The copy so costs the sum of the sources and destinations
// instead of their product (a model passed to a few hundred methods holds
// as many symbolic objects); what it puts where is the same. A hub is in
// no node's set: it is not memory of the program.
func (g *graph) hub(vn node, t types.Type) label {
	k := hubKey{vn, t}
	if h, ok := g.hubs[k]; ok {
		return h
	}
	h := g.newLabel(lObj, nil)
	g.hubs[k] = h
	g.setObj(h, &object{parent: -1})
	g.Watch(vn, func(l label) {
		if g.kinds[l] == lObj {
			g.copyObj(h, l, t, token.NoPos)
		}
	})
	g.copyTaint(h, vn, t)
	return h
}
