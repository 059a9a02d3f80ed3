package flow

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
)

// noteToolDefStore records a store into an identity field (name,
// description) of a tool definition: "def.Name = v" or a composite literal
// field.
func (g *graph) noteToolDefStore(fn *ssa.Function, st *ssa.Store) {
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return
	}
	t := gotypes.Deref(fa.X.Type())
	fields := g.model.DefFields(t)
	if fields == nil {
		return
	}
	st2, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	field := st2.Field(fa.Field).Name()
	if slices.Contains(fields, field) {
		g.namesEntries[fn] = true
		g.defs = append(g.defs, toolDefStore{
			fn: fn, pos: st.Pos(), val: g.val(st.Val),
			what:  gotypes.TypeName(t) + "." + field,
			group: fa.X,
		})
	}
}

// noteCtor records the name and description arguments of tool constructors
// and options.
func (g *graph) noteCtor(fn *ssa.Function, s *site, obj *types.Func, c *ssa.CallCommon) {
	annotates := g.model.DefArgs(obj, func(i int, name, mcp, option bool) {
		if i < len(c.Args) {
			g.namesEntries[fn] = true
			g.defs = append(g.defs, toolDefStore{
				fn: fn, pos: s.pos, val: g.val(c.Args[i]),
				what:  gotypes.ShortFuncName(obj) + " argument",
				group: s.instr, ctor: mcp && !option, option: option,
			})
		}
	})
	if annotates {
		g.namesEntries[fn] = true
	}
}
