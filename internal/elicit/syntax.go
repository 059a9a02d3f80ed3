package elicit

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// syntaxIndex finds the syntax behind SSA positions: a call's opening
// parenthesis is its SSA position, but a finding reads better at the start
// of the call; a map entry's colon, at its key.
type syntaxIndex struct {
	pass    *analysis.Pass
	calls   map[token.Pos]*ast.CallExpr     // by Lparen
	entries map[token.Pos]*ast.KeyValueExpr // by Colon
	lits    map[token.Pos]*ast.CompositeLit // by Lbrace
}

func newSyntaxIndex(pass *analysis.Pass) *syntaxIndex {
	x := &syntaxIndex{
		pass:    pass,
		calls:   map[token.Pos]*ast.CallExpr{},
		entries: map[token.Pos]*ast.KeyValueExpr{},
		lits:    map[token.Pos]*ast.CompositeLit{},
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				x.calls[n.Lparen] = n
			case *ast.KeyValueExpr:
				x.entries[n.Colon] = n
			case *ast.CompositeLit:
				x.lits[n.Lbrace] = n
			}
			return true
		})
	}
	return x
}

// callStart returns the start of the call whose parenthesis is at lparen:
// of the method's name when the call is a link of a chain
// (b.Elicit(...).Elicit(...)), so that each link has its own line.
func (x *syntaxIndex) callStart(lparen token.Pos) token.Pos {
	c := x.calls[lparen]
	if c == nil {
		return lparen
	}
	if sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok {
		if _, chained := ast.Unparen(sel.X).(*ast.CallExpr); chained {
			return sel.Sel.Pos()
		}
	}
	return c.Pos()
}

// entryStart returns the start of the map entry whose colon is at colon.
func (x *syntaxIndex) entryStart(colon token.Pos) token.Pos {
	if e := x.entries[colon]; e != nil {
		return e.Pos()
	}
	return colon
}
