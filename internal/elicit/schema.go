package elicit

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
)

// The requested schema of an elicitation is read from the syntax: the
// RequestedSchema of the parameters' composite literal (through a
// variable defined once, an ElicitationRequest's Params, a function of the
// package that returns a literal, and a function or variable of another
// package by its SchemaFact), as a *jsonschema.Schema literal,
// a map[string]any literal, or jsonschema.For[T] of a struct, itself
// through a variable defined once (a package-level one included, defined
// in its declaration or in init), a function of the package that returns
// one, or a function or variable of another package (by its SchemaFact).

// confirmWords are the values of an enum that only asks for approval.
var confirmWords = []string{
	"yes", "no", "y", "n", "ok", "okay", "proceed", "confirm", "confirmed", "continue",
	"cancel", "abort", "stop", "approve", "approved", "deny", "denied", "reject", "true", "false",
}

// Property is one property of a requested schema.
type Property struct {
	Name string
	Type string   // JSON type, "" if unknown
	Enum []string // enum values, if constant
}

// confirmSchema returns the description of the call's requested schema
// when it is a confirmation, else "".
func (a *analysis_) confirmSchema(fn *ssa.Function, call ssa.CallInstruction, e *sdk.ElicitFunc) string {
	ce := a.syntax.calls[call.Pos()]
	if ce == nil || e.Params < 0 || e.Params >= len(ce.Args) {
		return ""
	}
	return a.confirmOf(ce.Args[e.Params])
}

// callEnums returns the enum values the call's requested schema offers,
// by property, when they are constants.
func (a *analysis_) callEnums(call ssa.CallInstruction, e *sdk.ElicitFunc) map[string][]string {
	ce := a.syntax.calls[call.Pos()]
	if ce == nil || e.Params < 0 || e.Params >= len(ce.Args) {
		return nil
	}
	props, _ := a.requested(ce.Args[e.Params], 0)
	var out map[string][]string
	for _, p := range props {
		if len(p.Enum) > 0 {
			if out == nil {
				out = map[string][]string{}
			}
			out[p.Name] = p.Enum
		}
	}
	return out
}

// confirmOfEntry is confirmSchema for a go-sdk input request, the map
// entry whose colon is at colon.
func (a *analysis_) confirmOfEntry(colon token.Pos) string {
	kv := a.syntax.entries[colon]
	if kv == nil {
		return ""
	}
	return a.confirmOf(kv.Value)
}

// confirmOf describes the properties of the schema elicitation parameters
// request if they are a confirmation (confirmation); "" if they are not,
// or cannot be read.
func (a *analysis_) confirmOf(params ast.Expr) string {
	props, ok := a.requested(params, 0)
	if !ok {
		return ""
	}
	return confirmation(props)
}

// confirmation describes properties that are a confirmation: a single
// boolean, or a single enum of confirmWords; "" otherwise.
func confirmation(props []Property) string {
	if len(props) != 1 {
		return ""
	}
	p := props[0]
	if p.Type == "boolean" {
		return fmt.Sprintf("a single boolean %q", p.Name)
	}
	if len(p.Enum) == 0 {
		return ""
	}
	for _, v := range p.Enum {
		if !slices.Contains(confirmWords, strings.ToLower(v)) {
			return ""
		}
	}
	return fmt.Sprintf("a single choice %q of %s", p.Name, strings.Join(p.Enum, "/"))
}

// requested returns the properties of the schema elicitation parameters
// request (their RequestedSchema, or that of an mcp-go request's Params),
// and whether they could be read: through &, a variable defined once, a
// function of the package that returns them, or a function or variable
// of another package by its SchemaFact.
func (a *analysis_) requested(params ast.Expr, depth int) ([]Property, bool) {
	if depth > 6 || params == nil {
		return nil, false
	}
	e := ast.Unparen(params)
	if obj := a.foreign(e); obj != nil {
		return a.importedSchema(obj, true)
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		if schema := a.member(x, "RequestedSchema", ""); schema != nil {
			return a.properties(schema, 0)
		}
		if inner := a.member(x, "Params", ""); inner != nil {
			return a.requested(inner, depth+1)
		}
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return a.requested(x.X, depth+1)
		}
	case *ast.Ident:
		return a.requested(a.definition(x), depth+1)
	case *ast.CallExpr:
		return a.requested(a.returned(x), depth+1)
	}
	return nil, false
}

// literal returns the composite literal e denotes: e itself, &e, a
// variable defined once with it, or the literal a function of the package
// returns; nil if none.
func (a *analysis_) literal(e ast.Expr, depth int) *ast.CompositeLit {
	if depth > 6 || e == nil {
		return nil
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return x
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return a.literal(x.X, depth+1)
		}
	case *ast.Ident:
		return a.literal(a.definition(x), depth+1)
	case *ast.CallExpr:
		return a.literal(a.returned(x), depth+1)
	}
	return nil
}

// properties returns the properties of a schema expression, and whether
// they could be read: jsonschema.For[T], a literal, through &, a variable
// defined once (definitionOf), a function of the package that returns
// one, or a function or variable of another package by its SchemaFact.
func (a *analysis_) properties(schema ast.Expr, depth int) ([]Property, bool) {
	if schema == nil || depth > 6 {
		return nil, false
	}
	if t, ok := a.forType(schema); ok {
		return structProperties(t)
	}
	e := ast.Unparen(schema)
	if obj := a.foreign(e); obj != nil {
		return a.importedSchema(obj, false)
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		return a.literalProperties(x)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return a.properties(x.X, depth+1)
		}
	case *ast.Ident:
		return a.properties(a.definition(x), depth+1)
	case *ast.CallExpr:
		return a.properties(a.returned(x), depth+1)
	}
	return nil, false
}

// foreign returns the variable of another package that e names, or the
// function of another package that e calls; nil if neither.
func (a *analysis_) foreign(e ast.Expr) types.Object {
	var obj types.Object
	switch x := e.(type) {
	case *ast.Ident: // dot-imported
		if v, ok := a.pass.TypesInfo.Uses[x].(*types.Var); ok {
			obj = v
		}
	case *ast.SelectorExpr:
		if v, ok := a.pass.TypesInfo.Uses[x.Sel].(*types.Var); ok && !v.IsField() {
			obj = v
		}
	case *ast.CallExpr:
		if fn := a.calleeFunc(x); fn != nil {
			obj = fn
		}
	}
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == a.pass.Pkg {
		return nil
	}
	return obj
}

// literalProperties returns the properties of a schema literal: its
// Properties field (*jsonschema.Schema) or "properties" key (a map).
func (a *analysis_) literalProperties(lit *ast.CompositeLit) ([]Property, bool) {
	propsExpr := a.member(lit, "Properties", "properties")
	if propsExpr == nil {
		return nil, false
	}
	plit := a.literal(propsExpr, 0)
	if plit == nil {
		return nil, false
	}
	var out []Property
	for _, elt := range plit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		name, ok := a.constString(kv.Key)
		if !ok {
			return nil, false
		}
		p := Property{Name: name}
		if vlit := a.literal(kv.Value, 0); vlit != nil {
			if t := a.member(vlit, "Type", "type"); t != nil {
				p.Type, _ = a.constString(t)
			}
			if en := a.member(vlit, "Enum", "enum"); en != nil {
				if elit := a.literal(en, 0); elit != nil {
					for _, e := range elit.Elts {
						if s, ok := a.constString(e); ok {
							p.Enum = append(p.Enum, s)
						}
					}
				}
			}
		}
		out = append(out, p)
	}
	return out, true
}

// schemaFor are the functions that make the schema of a type, by
// identity (gotypes.FuncKey): jsonschema.For of the module go-sdk uses, and of
// the package go-sdk had before it.
var schemaFor = map[string]bool{
	"github.com/google/jsonschema-go/jsonschema.For":        true,
	"github.com/modelcontextprotocol/go-sdk/jsonschema.For": true,
}

// forType returns T when e is jsonschema.For[T](...), or a call of it
// with its error result dropped.
func (a *analysis_) forType(e ast.Expr) (types.Type, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil, false
	}
	ix, ok := ast.Unparen(call.Fun).(*ast.IndexExpr)
	if !ok {
		return nil, false
	}
	if !schemaFor[gotypes.FuncKey(a.calleeFunc(call))] {
		return nil, false
	}
	t := a.pass.TypesInfo.TypeOf(ix.Index)
	return t, t != nil
}

// structProperties returns the properties jsonschema.For makes of a
// struct: its exported fields, named by their json tags.
func structProperties(t types.Type) ([]Property, bool) {
	st, ok := gotypes.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return nil, false
	}
	var out []Property
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Exported() {
			continue
		}
		if gotypes.JSONSkipped(st, i) {
			continue
		}
		n := gotypes.JSONTagName(st, i)
		name := f.Name()
		if n != "" {
			name = n // as encoding/json: json:",omitempty" keeps the field's name
		}
		p := Property{Name: name}
		if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsBoolean != 0 {
			p.Type = "boolean"
		}
		out = append(out, p)
	}
	return out, true
}

// member returns the value of the field (struct literal) or key (map
// literal) of a composite literal, or nil; key "" names no key.
func (a *analysis_) member(lit *ast.CompositeLit, field, key string) ast.Expr {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
			if _, isField := a.pass.TypesInfo.Uses[id].(*types.Var); isField || a.pass.TypesInfo.Types[kv.Key].Value == nil {
				return kv.Value
			}
		}
		if s, ok := a.constString(kv.Key); ok && key != "" && s == key {
			return kv.Value
		}
	}
	return nil
}

// constString returns the string constant e is.
func (a *analysis_) constString(e ast.Expr) (string, bool) {
	tv, ok := a.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
