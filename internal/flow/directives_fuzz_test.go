package flow

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/suppress"
)

// FuzzDirectives checks the //mcpvet: directive parser on any comment
// line, put in the package's doc comment (place 0), in a function's doc
// comment (1) or in a function's body (2). The verb is what follows
// "//mcpvet:" up to a space or a tab, the separators that
// internal/suppress accepts after "ignore". The property: dispatch and
// userselect mark the function in its doc comment and are misplaced
// elsewhere; strict sets strict mode in the package's doc comment and is
// misplaced elsewhere; ignore is a problem exactly when internal/suppress
// says what is wrong with it (so a suppression that holds is never also
// called unknown or malformed); any other verb is unknown; a comment that
// is no //mcpvet: directive is ignored. A problem is at the directive.
func FuzzDirectives(f *testing.F) {
	for _, s := range []string{
		"//mcpvet:dispatch",
		"//mcpvet:dispatch the model's tool calls arrive here",
		"//mcpvet:userselect",
		"//mcpvet:strict",
		"//mcpvet:ignore promptreach the tool is offered to operators only",
		"//mcpvet:ignore nosuch reason",
		"//mcpvet:ignore promptreach",
		"//mcpvet:ignore",
		"//mcpvet:",
		"//mcpvet:Dispatch",
		"//mcpvet:dispatchx",
		"//mcpvet: dispatch",
		"// mcpvet:dispatch",
		"//go:generate echo",
		"// an ordinary comment",
	} {
		for place := range uint8(3) {
			f.Add(s, place)
		}
	}
	f.Fuzz(func(t *testing.T, text string, place uint8) {
		if !strings.HasPrefix(text, "//") || strings.ContainsAny(text, "\r\n") {
			return // not one line comment
		}
		place %= 3
		var src string
		switch place {
		case 0:
			src = "// Package p.\n" + text + "\npackage p\n\nfunc F() {}\n"
		case 1:
			src = "package p\n\n// F does.\n" + text + "\nfunc F() {}\n"
		case 2:
			src = "package p\n\nfunc F() {\n\t" + text + "\n}\n"
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
		if err != nil {
			return
		}
		// The comment as the parser gives it (go/scanner keeps a line
		// comment's text as written, but for a carriage return).
		var c *ast.Comment
		for _, cg := range file.Comments {
			for _, x := range cg.List {
				if fset.Position(x.Pos()).Line == [3]int{2, 4, 4}[place] {
					c = x
				}
			}
		}
		if c == nil {
			t.Fatalf("no comment on the directive's line of %q", src)
		}
		var fn *ast.FuncDecl
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				fn = fd
			}
		}
		d := parseDirectives(&analysis.Pass{Fset: fset, Files: []*ast.File{file}})

		rest, isDirective := strings.CutPrefix(c.Text, "//mcpvet:")
		verb := rest
		if i := strings.IndexAny(rest, " \t"); i >= 0 {
			verb = rest[:i]
		}
		var wantProblem string // the start of the problem's message, "" for none
		wantMark, wantStrict := "", false
		switch {
		case !isDirective:
		case verb == "dispatch" || verb == "userselect":
			if place == 1 {
				wantMark = verb
			} else {
				wantProblem = "misplaced //mcpvet:" + verb
			}
		case verb == "strict":
			if place == 0 {
				wantStrict = true
			} else {
				wantProblem = "misplaced //mcpvet:strict"
			}
		case verb == "ignore":
			wantProblem = suppress.Check(c.Text)
		default:
			wantProblem = "unknown directive"
		}

		gotMark := ""
		switch {
		case d.dispatch[fn] && d.userselect[fn]:
			gotMark = "both"
		case d.dispatch[fn]:
			gotMark = "dispatch"
		case d.userselect[fn]:
			gotMark = "userselect"
		}
		if gotMark != wantMark || len(d.dispatch)+len(d.userselect) > 1 {
			t.Errorf("%q in place %d: marks %v dispatch, %v userselect; want %q", text, place, d.dispatch, d.userselect, wantMark)
		}
		if d.strict != wantStrict {
			t.Errorf("%q in place %d: strict %v, want %v", text, place, d.strict, wantStrict)
		}
		switch {
		case wantProblem == "" && len(d.problems) > 0:
			t.Errorf("%q in place %d: problems %+v, want none", text, place, d.problems)
		case wantProblem != "" && len(d.problems) != 1:
			t.Errorf("%q in place %d: problems %+v, want one: %q", text, place, d.problems, wantProblem)
		case wantProblem != "":
			p := d.problems[0]
			if !strings.HasPrefix(p.Message, wantProblem) || p.Pos != c.Pos() {
				t.Errorf("%q in place %d: problem %q at %v, want %q at %v", text, place, p.Message, fset.Position(p.Pos), wantProblem, fset.Position(c.Pos()))
			}
		}
	})
}
