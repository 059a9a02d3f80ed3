package hostannot

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// fixer finds the syntax of a hint and computes the edit that removes it:
// the key-value element of a composite literal (a struct's or a JSON
// map's), the assignment statement, or the option argument. An edit is offered only when it is self-contained:
// it has no side effects to lose and leaves no variable or import unused.
type fixer struct {
	pass    *analysis.Pass
	uses    map[types.Object][]token.Pos
	content map[*token.File][]byte
}

func newFixer(pass *analysis.Pass) *fixer {
	return &fixer{pass: pass, content: map[*token.File][]byte{}}
}

// hintSyntax is the syntax that sets a hint and the list it is part of.
type hintSyntax struct {
	node   ast.Node   // *ast.KeyValueExpr, *ast.AssignStmt or *ast.CallExpr
	list   []ast.Expr // the elements or arguments the node is one of (nil for a statement)
	parent ast.Node
	file   *ast.File
}

// syntax returns the syntax of h, or nil.
func (f *fixer) syntax(h *hintSite) *hintSyntax {
	file := f.fileOf(h.pos)
	if file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, h.pos, h.pos)
	for i, n := range path {
		var parent ast.Node
		if i+1 < len(path) {
			parent = path[i+1]
		}
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			if h.store == nil && h.update == nil || n.Colon != h.pos {
				continue
			}
			if !isKey(n.Key, h) {
				return nil
			}
			lit, ok := parent.(*ast.CompositeLit)
			if !ok {
				return nil
			}
			return &hintSyntax{node: n, list: lit.Elts, parent: lit, file: file}
		case *ast.AssignStmt:
			if h.store == nil && h.update == nil || len(n.Lhs) != 1 || len(n.Rhs) != 1 || n.Tok != token.ASSIGN {
				return nil
			}
			switch lhs := n.Lhs[0].(type) {
			case *ast.SelectorExpr:
				if h.store == nil || lhs.Sel.Pos() != h.pos || !isKey(lhs.Sel, h) {
					return nil
				}
			case *ast.IndexExpr:
				if h.update == nil || lhs.Lbrack != h.pos || !isKey(lhs.Index, h) {
					return nil
				}
			default:
				return nil
			}
			return &hintSyntax{node: n, parent: parent, file: file}
		case *ast.CallExpr:
			if h.option == nil || n.Lparen != h.pos {
				continue
			}
			hs := &hintSyntax{node: n, parent: parent, file: file}
			switch p := parent.(type) {
			case *ast.CallExpr:
				hs.list = p.Args
			case *ast.CompositeLit:
				hs.list = p.Elts
			}
			return hs
		}
	}
	return nil
}

// isKey reports whether e names where h is set: the field (an identifier)
// of a store, or the key (a string literal) of a map update.
func isKey(e ast.Expr, h *hintSite) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return h.store != nil && e.Name == h.field
	case *ast.BasicLit:
		s, err := strconv.Unquote(e.Value)
		return h.update != nil && e.Kind == token.STRING && err == nil && s == h.field
	}
	return false
}

// hintPos is where a hint is reported: the start of its syntax.
func (f *fixer) hintPos(h *hintSite) token.Pos {
	if s := f.syntax(h); s != nil {
		if kv, ok := s.node.(*ast.KeyValueExpr); ok {
			return kv.Key.Pos()
		}
		return s.node.Pos()
	}
	return h.pos
}

// fix returns the edit removing h, if it is local and self-contained.
func (f *fixer) fix(h *hintSite) []analysis.SuggestedFix {
	s := f.syntax(h)
	if s == nil {
		return nil
	}
	var start, end token.Pos
	switch n := s.node.(type) {
	case *ast.KeyValueExpr:
		if !pure(n.Value) {
			return nil
		}
		start, end = f.elemRange(s.list, n)
	case *ast.CallExpr:
		// An option: an argument of a call other than the first (the
		// tool's name), or an element of a slice of options.
		if !pure(n) {
			return nil
		}
		if c, ok := s.parent.(*ast.CallExpr); ok {
			if len(c.Args) < 2 || c.Args[0] == ast.Expr(n) {
				return nil
			}
		} else if _, ok := s.parent.(*ast.CompositeLit); !ok {
			return nil
		}
		start, end = f.elemRange(s.list, n)
	case *ast.AssignStmt:
		switch s.parent.(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
		default:
			return nil
		}
		if !pure(n.Lhs[0]) || !pure(n.Rhs[0]) {
			return nil
		}
		start, end = f.stmtRange(n)
	}
	if !start.IsValid() || !f.keepsUses(s.node, s.file, start, end) {
		return nil
	}
	return []analysis.SuggestedFix{{
		Message:   "Remove the " + h.name + " hint",
		TextEdits: []analysis.TextEdit{{Pos: start, End: end}},
	}}
}

// pure reports whether removing e loses no side effect: it is made of
// names, selectors, literals, address-of, and calls whose arguments are
// literals or names (mcp.ToBoolPtr(true), boolPtr(false), new(false)).
func pure(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case nil, *ast.Ident, *ast.SelectorExpr, *ast.BasicLit, *ast.ParenExpr, *ast.StarExpr, *ast.IndexExpr:
		case *ast.UnaryExpr:
			if n.Op != token.AND && n.Op != token.NOT {
				ok = false
			}
		case *ast.CallExpr:
			for _, a := range n.Args {
				switch a := ast.Unparen(a).(type) {
				case *ast.Ident, *ast.BasicLit:
				case *ast.UnaryExpr:
					if a.Op != token.NOT {
						ok = false
					}
				default:
					ok = false
				}
			}
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// elemRange returns what to delete to remove element n of a list: its
// whole lines when it is alone on them, or the element and the separator
// after it on the same line. Removing neighbours this way never overlaps.
func (f *fixer) elemRange(list []ast.Expr, n ast.Expr) (token.Pos, token.Pos) {
	found := false
	for _, e := range list {
		found = found || e == n
	}
	if !found {
		return token.NoPos, token.NoPos
	}
	return f.lineOrSep(n.Pos(), n.End(), ',')
}

func (f *fixer) stmtRange(n ast.Stmt) (token.Pos, token.Pos) {
	return f.lineOrSep(n.Pos(), n.End(), ';')
}

// lineOrSep extends [start, end) to whole lines if nothing else is on them
// (trailing separator, spaces and a line comment aside), or else to the
// separator and spaces that follow on the same line.
func (f *fixer) lineOrSep(start, end token.Pos, sep byte) (token.Pos, token.Pos) {
	tf := f.pass.Fset.File(start)
	src := f.source(tf)
	if src == nil {
		return token.NoPos, token.NoPos
	}
	so, eo := tf.Offset(start), tf.Offset(end)
	ls := tf.Offset(tf.LineStart(tf.Line(start)))
	blankBefore := true
	for _, c := range src[ls:so] {
		if c != ' ' && c != '\t' {
			blankBefore = false
		}
	}
	i := skipBlanks(src, eo)
	afterSep := eo
	if i < len(src) && src[i] == sep {
		i = skipBlanks(src, i+1)
		afterSep = i
	}
	if blankBefore {
		j := i
		if j+1 < len(src) && src[j] == '/' && src[j+1] == '/' {
			for j < len(src) && src[j] != '\n' {
				j++
			}
		}
		if j < len(src) && (src[j] == '\n' || src[j] == '\r') {
			for j < len(src) && src[j] != '\n' {
				j++
			}
			return tf.Pos(ls), tf.Pos(j + 1)
		}
	}
	return start, tf.Pos(afterSep)
}

func skipBlanks(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i
}

// keepsUses reports whether deleting [start, end) of file, which holds
// node, leaves every local variable and import that node uses still used.
func (f *fixer) keepsUses(node ast.Node, file *ast.File, start, end token.Pos) bool {
	if f.uses == nil {
		f.uses = map[types.Object][]token.Pos{}
		for id, obj := range f.pass.TypesInfo.Uses {
			f.uses[obj] = append(f.uses[obj], id.Pos())
		}
	}
	ok := true
	ast.Inspect(node, func(n ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !isID || !ok {
			return ok
		}
		obj := f.pass.TypesInfo.Uses[id]
		switch o := obj.(type) {
		case *types.PkgName:
		case *types.Var:
			if o.IsField() || o.Parent() == nil || o.Parent() == o.Pkg().Scope() {
				return true
			}
		default:
			return true
		}
		for _, p := range f.uses[obj] {
			if (p < start || p >= end) && file.FileStart <= p && p < file.FileEnd {
				return true
			}
		}
		ok = false
		return false
	})
	return ok
}

func (f *fixer) fileOf(pos token.Pos) *ast.File {
	for _, file := range f.pass.Files {
		if file.FileStart <= pos && pos < file.FileEnd {
			return file
		}
	}
	return nil
}

func (f *fixer) source(tf *token.File) []byte {
	if b, ok := f.content[tf]; ok {
		return b
	}
	var b []byte
	if f.pass.ReadFile != nil {
		b, _ = f.pass.ReadFile(tf.Name())
	}
	if len(b) != tf.Size() {
		b = nil
	}
	f.content[tf] = b
	return b
}
