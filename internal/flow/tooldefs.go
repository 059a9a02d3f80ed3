package flow

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
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
	for _, role := range []sdk.Role{sdk.ToolDef} {
		def := sdk.LookupType(t, role)
		if def == nil {
			continue
		}
		st2, ok := t.Underlying().(*types.Struct)
		if !ok {
			continue
		}
		field := st2.Field(fa.Field).Name()
		for _, f := range def.Fields {
			if f == field {
				g.namesEntries[fn] = true
				g.defs = append(g.defs, toolDefStore{
					fn: fn, pos: st.Pos(), val: g.val(st.Val),
					what:  gotypes.TypeName(t) + "." + field,
					group: fa.X,
				})
			}
		}
	}
}

// noteCtor records the name and description arguments of tool constructors
// and options.
func (g *graph) noteCtor(fn *ssa.Function, s *site, obj *types.Func, c *ssa.CallCommon) {
	for _, e := range sdk.FuncRoles(obj) {
		if e.Role == sdk.AnnotationOption {
			g.namesEntries[fn] = true
		}
		var idx []int
		ctor, option := false, false
		switch e.Role {
		case sdk.ToolCtor, sdk.LLMToolCtor:
			idx = append(idx, e.Arg)
			if e.Desc > 0 {
				idx = append(idx, e.Desc)
			}
			ctor = e.Role == sdk.ToolCtor
		case sdk.ToolDescOption:
			idx = append(idx, e.Arg)
			option = true
		default:
			continue
		}
		for _, i := range idx {
			if i < len(c.Args) {
				g.namesEntries[fn] = true
				g.defs = append(g.defs, toolDefStore{
					fn: fn, pos: s.pos, val: g.val(c.Args[i]),
					what:  gotypes.ShortFuncName(obj) + " argument",
					group: s.instr, ctor: ctor, option: option,
				})
			}
		}
	}
}
