// Package gotypes holds small helpers over go/types that every part of
// mcpvet uses and that know nothing of MCP: removing a pointer, what a
// container holds, a function's identity and how messages name it, a
// package-level object found by its path, a struct field's JSON name.
package gotypes

import (
	"go/types"
	"reflect"
	"strings"
)

// FuncKey is the identity of fn by which tables and facts name it: "path.Name" or
// "path.Recv.Name". It returns "" for functions without a package.
func FuncKey(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	fn = fn.Origin()
	sig, _ := fn.Type().(*types.Signature)
	if sig != nil && sig.Recv() != nil {
		rt := sig.Recv().Type()
		if p, ok := rt.(*types.Pointer); ok {
			rt = p.Elem()
		}
		if n, ok := types.Unalias(rt).(*types.Named); ok {
			return fn.Pkg().Path() + "." + n.Origin().Obj().Name() + "." + fn.Name()
		}
		return "" // method of an unnamed interface
	}
	return fn.Pkg().Path() + "." + fn.Name()
}

// Deref removes one level of pointer from t, if any.
func Deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// TypeName renders t for messages with package names, not paths:
// "mcp.Prompt", "*mcp.Tool", "[]server.ServerTool". An alias is shown as
// the type it denotes (openai.FunctionDefinitionParam is
// shared.FunctionDefinitionParam), so a type reads the same however a
// package spells it.
func TypeName(t types.Type) string {
	return types.TypeString(types.Unalias(t), (*types.Package).Name)
}

// FieldName returns the name of field i of struct type t (or of the struct
// t points to), or "" if t is no struct or has no field i.
func FieldName(t types.Type, i int) string {
	if st, ok := Deref(t).Underlying().(*types.Struct); ok && i >= 0 && i < st.NumFields() {
		return st.Field(i).Name()
	}
	return ""
}

// Elem returns what a pointer, slice, array, map or channel type holds,
// and false for other types.
func Elem(t types.Type) (types.Type, bool) {
	switch u := types.Unalias(t).(type) {
	case *types.Pointer:
		return u.Elem(), true
	case *types.Slice:
		return u.Elem(), true
	case *types.Array:
		return u.Elem(), true
	case *types.Map:
		return u.Elem(), true
	case *types.Chan:
		return u.Elem(), true
	}
	return nil, false
}

// ShortFuncName renders fn the way diagnostics show it: "(*mcp.Client).GetPrompt"
// or "mcp.AddTool", with the package name, not its path.
func ShortFuncName(fn *types.Func) string {
	fn = fn.Origin()
	sig, _ := fn.Type().(*types.Signature)
	if sig != nil && sig.Recv() != nil {
		rt := sig.Recv().Type()
		star := ""
		if p, ok := rt.(*types.Pointer); ok {
			rt, star = p.Elem(), "*"
		}
		if n, ok := types.Unalias(rt).(*types.Named); ok {
			return "(" + star + n.Obj().Pkg().Name() + "." + n.Obj().Name() + ")." + fn.Name()
		}
	}
	if fn.Pkg() == nil {
		return fn.Name()
	}
	return fn.Pkg().Name() + "." + fn.Name()
}

// Qualified returns the package-level object a "path.Name" key names,
// looked up in from or the packages it imports, directly or not; nil if
// none of them is that path or has that name.
func Qualified(from *types.Package, key string) types.Object {
	i := strings.LastIndex(key, ".")
	if i < 0 {
		return nil
	}
	if pkg := imported(from, key[:i], map[*types.Package]bool{}); pkg != nil {
		return pkg.Scope().Lookup(key[i+1:])
	}
	return nil
}

// imported returns the package of the given path among from and its
// transitive imports, or nil.
func imported(from *types.Package, path string, seen map[*types.Package]bool) *types.Package {
	if from.Path() == path {
		return from
	}
	if seen[from] {
		return nil
	}
	seen[from] = true
	for _, p := range from.Imports() {
		if q := imported(p, path, seen); q != nil {
			return q
		}
	}
	return nil
}

// JSONTagName returns the name the json tag of field i of struct s gives
// it (`json:"readOnlyHint,omitempty"` gives "readOnlyHint", `json:"-,"`
// gives "-"), or "" if the tag names none. A field encoding/json skips
// (JSONSkipped) has the name "-" too.
func JSONTagName(s *types.Struct, i int) string {
	name, _, _ := strings.Cut(reflect.StructTag(s.Tag(i)).Get("json"), ",")
	return name
}

// JSONSkipped reports whether encoding/json skips field i of struct s: its
// json tag is "-" (`json:"-,"` is a field named "-", not skipped).
func JSONSkipped(s *types.Struct, i int) bool {
	return reflect.StructTag(s.Tag(i)).Get("json") == "-"
}
