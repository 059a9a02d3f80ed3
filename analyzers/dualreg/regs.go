package dualreg

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
)

// nameField is the field that carries the name of an MCP tool or prompt in
// every SDK that has entry structs (go-sdk and mcp-go).
const nameField = "Name"

// A reg is one registration of a tool or a prompt, as seen from one
// function: on which server, under which name, and where. The exported
// fields survive in facts; the others describe how the registration reached
// the function being analysed.
type reg struct {
	Prompt  bool   // a prompt; otherwise a tool
	Remove  bool   // a removal of the tool or prompt Name from Server, not a registration (removal.go)
	All     bool   // a removal of every tool (or prompt) of Server: SetTools, SetPrompts
	API     string // the SDK function, as "(*mcp.Server).AddTool"
	Server  ref
	Name    ref
	Display string         // the name as written, when it is not a constant
	Posn    token.Position // the registration call, as the file set reports it

	pos       token.Pos       // the registration call, when it is in this package
	at, atEnd token.Pos       // where a report about it goes in this package
	via       ssa.Instruction // the registration call, or the call (or closure) that brought it into the function
	exec      ssa.Instruction // the instruction of the function that makes it: via, or the append of an element
	viaName   string          // what via calls, for messages
	callee    string          // the function via calls (or creates); "" for a registration call
	inner     string          // the server and name keys in the callee's terms
	rec       ref             // the name as a part of the record it is taken from (records.go), or unknown
	table     string          // for a name read from a table's element (tables.go): the table
	orig      string          // and the key of the name as registered, every element's
}

func (r *reg) kind() string {
	if r.Prompt {
		return "prompt"
	}
	return "tool"
}

// id identifies the registration: one call site, one name.
func (r *reg) id() string {
	kind := r.kind()
	if r.Remove {
		kind = "remove " + kind
		if r.All {
			kind += "s"
		}
	}
	return fmt.Sprintf("%s:%d:%d|%s|%s", r.Posn.Filename, r.Posn.Line, r.Posn.Column, kind, r.Name.key())
}

// registration returns the table entry of an SDK tool or prompt
// registration function, and whether it registers prompts.
func registration(obj *types.Func) (*sdk.Func, bool) {
	if f := sdk.LookupFunc(obj, sdk.ToolReg); f != nil {
		return f, false
	}
	if f := sdk.LookupFunc(obj, sdk.PromptReg); f != nil {
		return f, true
	}
	if rm := sdk.LookupRemoval(obj); rm != nil && rm.All {
		// mcp-go SetPrompts (and SetTools, if the registration table
		// did not have it): the entries it is given are registered.
		return &setEntries, rm.Prompt
	}
	return nil, false
}

// setEntries describes the registrations of a Set method: its variadic
// entries.
var setEntries = sdk.Func{Arg: -1, Handler: -1, Variadic: true}

// direct returns the registrations made by a call of the SDK function obj,
// described by table entry f. The server is the first argument (the
// receiver of the methods, the *Server parameter of go-sdk's generic
// mcp.AddTool). The name is the argument f.Arg (mcp-golang), or the Name of
// the entry struct just before the handler (go-sdk, mcp-go), or the Name of
// each ServerTool or ServerPrompt given to a variadic method (mcp-go).
func (c *checker) direct(call ssa.CallInstruction, obj *types.Func, f *sdk.Func, prompt bool) []reg {
	common := call.Common()
	args := common.Args
	if len(args) == 0 {
		return nil
	}
	off := 0
	if obj.Signature().Recv() != nil {
		off = 1
	}
	base := reg{Prompt: prompt, API: gotypes.ShortFuncName(obj), Server: c.ref(args[0], nil), via: call, exec: call}
	if base.Server.key() == "" {
		return nil
	}
	expr := c.callExpr(common.Pos())
	pos, end := c.callSpan(common.Pos())
	c.setSite(&base, pos, end)

	var regs []reg
	switch {
	case f.Variadic:
		last := args[len(args)-1]
		sl, ok := last.Type().Underlying().(*types.Slice)
		if !ok {
			return nil
		}
		path := entryPath(sl.Elem(), prompt)
		if path == nil {
			return nil
		}
		elems := c.elements(last, map[*ssa.Phi]bool{})
		if !builtHere(last) {
			// A slice made elsewhere (a parameter, a function's
			// result): every element of it (tables.go).
			elems = []element{{base: last, sel: accesspath.AnyElem, typ: sl.Elem()}}
		}
		for _, e := range elems {
			r := base
			r.Name = c.ref(e.base, e.value(path))
			at := e.at
			if at == nil {
				at = call
			}
			r.Name = c.everyElement(r.Name, at)
			r.rec = c.everyElement(c.recordRef(e.base, e.value(path)), at)
			r.exec = at
			regs = append(regs, r)
		}
	case f.Arg >= 0:
		if off+f.Arg >= len(args) {
			return nil
		}
		base.Name = c.everyElement(c.ref(args[off+f.Arg], nil), call)
		base.Display = c.display(base.Name, expr, f.Arg, true)
		regs = append(regs, base)
	default:
		if off+f.Handler-1 >= len(args) || f.Handler < 1 {
			return nil
		}
		entry := args[off+f.Handler-1]
		path := entryPath(entry.Type(), prompt)
		if path == nil {
			return nil
		}
		base.Name = c.everyElement(c.ref(entry, path), call)
		base.rec = c.everyElement(c.recordRef(entry, path), call)
		base.Display = c.display(base.Name, expr, f.Handler-1, false)
		regs = append(regs, base)
	}
	return regs
}

// setSite records the position of a registration in this package, from
// pos to end: its report goes there too.
func (c *checker) setSite(r *reg, pos, end token.Pos) {
	r.pos, r.at, r.atEnd = pos, pos, end
	r.Posn = c.pass.Fset.Position(pos)
}

// callSpan returns the range of the call expression of this package whose
// '(' is at lparen, or lparen alone if there is none.
func (c *checker) callSpan(lparen token.Pos) (token.Pos, token.Pos) {
	if expr := c.callExpr(lparen); expr != nil {
		return expr.Pos(), expr.End()
	}
	return lparen, lparen
}

// entryPath returns the path from a value of type t to the name of the tool
// (or prompt) it is: .Name* for the SDK's Tool and Prompt structs (or
// pointers to them), .F.Name* for a struct with such a field F (mcp-go's
// ServerTool and ServerPrompt; .F*.Name* if F is a pointer). It returns nil
// for other types.
func entryPath(t types.Type, prompt bool) accesspath.Path {
	t = gotypes.Deref(t)
	if isEntry(t, prompt) {
		return namePath()
	}
	if st, ok := t.Underlying().(*types.Struct); ok {
		for i := 0; i < st.NumFields(); i++ {
			if f := st.Field(i); isEntry(gotypes.Deref(f.Type()), prompt) {
				return readPart(accesspath.Field(f.Name()), f.Type(), namePath())
			}
		}
	}
	return nil
}

// isEntry reports whether t is an SDK tool struct (or prompt struct). The
// table knows the prompt structs as listed-prompt data; among the types of a
// registration's arguments, only the entry struct has that role.
func isEntry(t types.Type, prompt bool) bool {
	if prompt {
		return sdk.LookupType(t, sdk.PromptData) != nil
	}
	return sdk.LookupType(t, sdk.ToolDef) != nil
}

// element is one element of a slice: the element sel (of type typ) of the
// value base, added to the slice by instruction at (an append), or nil for
// an element of a literal.
type element struct {
	base ssa.Value
	sel  accesspath.Token
	typ  types.Type
	at   ssa.Instruction
}

// value returns the path from e's base to e's value, followed by path.
func (e element) value(path accesspath.Path) accesspath.Path { return readPart(e.sel, e.typ, path) }

// elements returns the elements of a slice built in the function: a slice
// literal (including the implicit one of a variadic call), appends to it,
// and the slices that meet in a phi. Slices from elsewhere yield nothing.
func (c *checker) elements(v ssa.Value, seen map[*ssa.Phi]bool) []element {
	switch v := v.(type) {
	case *ssa.Slice:
		arr, ok := v.X.(*ssa.Alloc)
		if !ok || v.Low != nil {
			return nil
		}
		var out []element
		for _, r := range *arr.Referrers() {
			if ia, ok := r.(*ssa.IndexAddr); ok && ia.X == arr && stored(ia) {
				if k, ok := ia.Index.(*ssa.Const); ok {
					out = append(out, element{base: arr, sel: c.index(k), typ: tableElem(gotypes.Deref(arr.Type()))})
				}
			}
		}
		return out
	case *ssa.Call:
		if b, ok := v.Common().Value.(*ssa.Builtin); ok && b.Name() == "append" {
			out := c.elements(v.Call.Args[0], seen)
			for _, e := range c.elements(v.Call.Args[1], seen) {
				if e.at == nil {
					e.at = v
				}
				out = append(out, e)
			}
			return out
		}
	case *ssa.Phi:
		if seen[v] {
			return nil
		}
		seen[v] = true
		var out []element
		for _, e := range v.Edges {
			out = append(out, c.elements(e, seen)...)
		}
		return out
	}
	return nil
}

// builtHere reports whether elements reads the elements of slice v from
// the function's own code: a literal, appends, or phis of those.
func builtHere(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.Slice, *ssa.Phi:
		return true
	case *ssa.Call:
		b, ok := v.Common().Value.(*ssa.Builtin)
		return ok && b.Name() == "append"
	}
	return false
}

// elementValue returns the value stored, by one store, as element e of a
// slice literal, or nil.
func (c *checker) elementValue(e element) ssa.Value {
	arr, ok := e.base.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var val ssa.Value
	for _, r := range *arr.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok || ia.X != arr {
			continue
		}
		if k, ok := ia.Index.(*ssa.Const); !ok || c.index(k) != e.sel {
			continue
		}
		for _, s := range *ia.Referrers() {
			if st, ok := s.(*ssa.Store); ok && st.Addr == ia {
				if val != nil {
					return nil
				}
				val = st.Val
			}
		}
	}
	return val
}
