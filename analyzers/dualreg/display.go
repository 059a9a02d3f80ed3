package dualreg

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/internal/sdk"
)

// syntaxIndex finds the syntax behind SSA instructions by position: call
// expressions by their '(', key-value elements by their colon.
type syntaxIndex struct {
	calls map[token.Pos]*ast.CallExpr
	kvs   map[token.Pos]*ast.KeyValueExpr
}

// syntax returns the package's syntax index, made on first use in one
// walk of its files.
func (c *checker) syntax() *syntaxIndex {
	if c.syntaxAt == nil {
		c.syntaxAt = &syntaxIndex{calls: map[token.Pos]*ast.CallExpr{}, kvs: map[token.Pos]*ast.KeyValueExpr{}}
		for _, f := range c.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					c.syntaxAt.calls[n.Lparen] = n
				case *ast.KeyValueExpr:
					c.syntaxAt.kvs[n.Colon] = n
				}
				return true
			})
		}
	}
	return c.syntaxAt
}

// callExpr returns the call expression of this package whose '(' is at
// lparen, or nil.
func (c *checker) callExpr(lparen token.Pos) *ast.CallExpr { return c.syntax().calls[lparen] }

// display returns the source text that names a registration whose name is
// not a constant, for messages: argument i of the registration call if it is
// the name (isName), or else the Name given to the entry that argument i
// builds.
func (c *checker) display(name ref, call *ast.CallExpr, i int, isName bool) string {
	if name.Root == rootConst || call == nil || i >= len(call.Args) {
		return ""
	}
	e := ast.Unparen(call.Args[i])
	if isName {
		return types.ExprString(e)
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == nameField {
					return types.ExprString(kv.Value)
				}
			}
		}
		return ""
	case *ast.CallExpr:
		if fn, ok := typeutil.Callee(c.pass.TypesInfo, e).(*types.Func); ok {
			for _, role := range []sdk.Role{sdk.ToolCtor, sdk.PromptCtor} {
				if f := sdk.LookupFunc(fn, role); f != nil && f.Arg < len(e.Args) {
					return types.ExprString(e.Args[f.Arg])
				}
			}
		}
		return ""
	}
	return types.ExprString(e) + "." + nameField
}
