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

	"github.com/mcpvet/mcpvet/internal/sdk"
)

// The requested schema of an elicitation is read from the syntax: the
// RequestedSchema of the parameters' composite literal (through a
// variable defined once, an ElicitationRequest's Params, and a function
// of the package that returns a literal), as a *jsonschema.Schema literal,
// a map[string]any literal, or jsonschema.For[T] of a struct.

// confirmWords are the values of an enum that only asks for approval.
var confirmWords = []string{
	"yes", "no", "y", "n", "ok", "okay", "proceed", "confirm", "confirmed", "continue",
	"cancel", "abort", "stop", "approve", "approved", "deny", "denied", "reject", "true", "false",
}

// property is one property of a requested schema.
type property struct {
	name string
	typ  string   // JSON type, "" if unknown
	enum []string // enum values, if constant
}

// confirmSchema returns the description of the call's requested schema
// when it is a confirmation, else "".
func (a *analysis_) confirmSchema(fn *ssa.Function, call ssa.CallInstruction, e *sdk.ElicitFunc) string {
	ce := a.syntax.calls[call.Pos()]
	if ce == nil || e.Params < 0 || e.Params >= len(ce.Args) {
		return ""
	}
	return a.confirmOf(a.schemaExpr(ce.Args[e.Params], 0))
}

// callEnums returns the enum values the call's requested schema offers,
// by property, when they are constants.
func (a *analysis_) callEnums(call ssa.CallInstruction, e *sdk.ElicitFunc) map[string][]string {
	ce := a.syntax.calls[call.Pos()]
	if ce == nil || e.Params < 0 || e.Params >= len(ce.Args) {
		return nil
	}
	props, _ := a.properties(a.schemaExpr(ce.Args[e.Params], 0), 0)
	var out map[string][]string
	for _, p := range props {
		if len(p.enum) > 0 {
			if out == nil {
				out = map[string][]string{}
			}
			out[p.name] = p.enum
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
	return a.confirmOf(a.schemaExpr(kv.Value, 0))
}

// confirmOf describes a schema's properties if they are a confirmation: a
// single boolean, or a single enum of confirmWords.
func (a *analysis_) confirmOf(schema ast.Expr) string {
	props, ok := a.properties(schema, 0)
	if !ok || len(props) != 1 {
		return ""
	}
	p := props[0]
	if p.typ == "boolean" {
		return fmt.Sprintf("a single boolean %q", p.name)
	}
	if len(p.enum) == 0 {
		return ""
	}
	for _, v := range p.enum {
		if !slices.Contains(confirmWords, strings.ToLower(v)) {
			return ""
		}
	}
	return fmt.Sprintf("a single choice %q of %s", p.name, strings.Join(p.enum, "/"))
}

// schemaExpr returns the RequestedSchema expression of elicitation
// parameters, or nil.
func (a *analysis_) schemaExpr(params ast.Expr, depth int) ast.Expr {
	lit := a.literal(params, depth)
	if lit == nil {
		return nil
	}
	if schema := a.member(lit, "RequestedSchema", ""); schema != nil {
		return schema
	}
	if inner := a.member(lit, "Params", ""); inner != nil {
		return a.schemaExpr(inner, depth+1)
	}
	return nil
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

// definition returns the expression a variable is defined with, when it
// is defined once (x := e, var x = e) and never assigned again; nil
// otherwise.
func (a *analysis_) definition(id *ast.Ident) ast.Expr {
	v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	if a.defs == nil {
		a.defs = map[*types.Var]ast.Expr{}
		a.reassigned = map[*types.Var]bool{}
		for _, f := range a.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for i, lhs := range n.Lhs {
						id, ok := lhs.(*ast.Ident)
						if !ok {
							continue
						}
						if obj, ok := a.pass.TypesInfo.Defs[id].(*types.Var); ok && len(n.Lhs) == len(n.Rhs) {
							a.defs[obj] = n.Rhs[i]
						} else if ok && i == 0 && len(n.Rhs) == 1 {
							a.defs[obj] = n.Rhs[0] // v, err := f(): the call's first result
						} else if obj, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok {
							a.reassigned[obj] = true
						}
					}
				case *ast.ValueSpec:
					for i, id := range n.Names {
						if obj, ok := a.pass.TypesInfo.Defs[id].(*types.Var); ok && len(n.Values) == len(n.Names) {
							a.defs[obj] = n.Values[i]
						}
					}
				}
				return true
			})
		}
	}
	if a.reassigned[v] {
		return nil
	}
	return a.defs[v]
}

// returned returns the expression returned by the function of the
// package that call calls, when it has a single return statement with one
// result; nil otherwise.
func (a *analysis_) returned(call *ast.CallExpr) ast.Expr {
	fn := a.calleeFunc(call)
	if fn == nil || fn.Pkg() != a.pass.Pkg {
		return nil
	}
	for _, f := range a.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || a.pass.TypesInfo.Defs[fd.Name] != fn {
				continue
			}
			var rets []*ast.ReturnStmt
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false
				}
				if r, ok := n.(*ast.ReturnStmt); ok {
					rets = append(rets, r)
				}
				return true
			})
			if len(rets) == 1 && len(rets[0].Results) >= 1 {
				return rets[0].Results[0]
			}
		}
	}
	return nil
}

// properties returns the properties of a schema expression, and whether
// they could be read.
func (a *analysis_) properties(schema ast.Expr, depth int) ([]property, bool) {
	if schema == nil || depth > 4 {
		return nil, false
	}
	if t, ok := a.forType(schema); ok {
		return structProperties(t)
	}
	if call, ok := ast.Unparen(schema).(*ast.CallExpr); ok {
		if t, ok := a.forType(call); ok {
			return structProperties(t)
		}
	}
	if id, ok := ast.Unparen(schema).(*ast.Ident); ok {
		if def := a.definition(id); def != nil {
			if t, ok := a.forType(def); ok {
				return structProperties(t)
			}
		}
	}
	lit := a.literal(schema, 0)
	if lit == nil {
		return nil, false
	}
	propsExpr := a.member(lit, "Properties", "properties")
	if propsExpr == nil {
		return nil, false
	}
	plit := a.literal(propsExpr, 0)
	if plit == nil {
		return nil, false
	}
	var out []property
	for _, elt := range plit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		name, ok := a.constString(kv.Key)
		if !ok {
			return nil, false
		}
		p := property{name: name}
		if vlit := a.literal(kv.Value, 0); vlit != nil {
			if t := a.member(vlit, "Type", "type"); t != nil {
				p.typ, _ = a.constString(t)
			}
			if en := a.member(vlit, "Enum", "enum"); en != nil {
				if elit := a.literal(en, 0); elit != nil {
					for _, e := range elit.Elts {
						if s, ok := a.constString(e); ok {
							p.enum = append(p.enum, s)
						}
					}
				}
			}
		}
		out = append(out, p)
	}
	return out, true
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
	fn := a.calleeFunc(call)
	if fn == nil || fn.Pkg() == nil || fn.Name() != "For" || !strings.HasSuffix(fn.Pkg().Path(), "/jsonschema") {
		return nil, false
	}
	t := a.pass.TypesInfo.TypeOf(ix.Index)
	return t, t != nil
}

// structProperties returns the properties jsonschema.For makes of a
// struct: its exported fields, named by their json tags.
func structProperties(t types.Type) ([]property, bool) {
	st, ok := sdk.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return nil, false
	}
	var out []property
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Exported() {
			continue
		}
		if sdk.JSONSkipped(st, i) {
			continue
		}
		n := sdk.JSONTagName(st, i)
		name := f.Name()
		if n != "" {
			name = n // as encoding/json: json:",omitempty" keeps the field's name
		}
		p := property{name: name}
		if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsBoolean != 0 {
			p.typ = "boolean"
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
