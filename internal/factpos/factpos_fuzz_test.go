package factpos

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// FuzzPos checks the mapping of a position decoded from a fact (any file,
// offset, line and column) into a pass's file set: it does not panic or
// run out of memory; an invalid position maps to token.NoPos; a valid one
// with a column that is known or unknown (>= 0) maps to a token.Pos that
// the file set reports as that file, line and column, whether the file is
// one of the package's own (here the compiled file of a cgo package), one
// on disk, or no file at all. Short renders any position.
func FuzzPos(f *testing.F) {
	dir := f.TempDir()
	orig := filepath.Join(dir, "orig.go")
	if err := os.WriteFile(orig, []byte("package q\n\nfunc H() {\n\tI()\n}\n"), 0o666); err != nil {
		f.Fatal(err)
	}
	// which: 0 the name as given, 1 the package's own file, 2 the file
	// the compiled file's //line directive names, 3 a file on disk.
	for _, s := range []struct {
		which                uint8
		name                 string
		offset, line, column int
	}{
		{1, "", 60, 7, 2},
		{2, "", 60, 4, 2},
		{3, "", 7, 4, 2},
		{3, "", -1, 3, 1},
		{3, "", 7, 4, 30},
		{3, "", 7, 40, 3},
		{3, "", 7, 4, 0},
		{0, "gone.tmpl", 99, 12, 0},
		{0, "/nowhere/x.go", 0, 1, 1},
		{0, "", 0, 1, 1},
		{0, "x.go", 0, 0, 0},
		{0, "x.go", 0, -3, 5},
		{0, "x.go", 0, 1, -1},
		{0, "x.go", math.MaxInt, 100000, 500},
		{0, "x.go", 0, 3, math.MaxInt32},
		{3, "", 7, 4, math.MaxInt},
	} {
		f.Add(s.which, s.name, s.offset, s.line, s.column)
	}
	f.Fuzz(func(t *testing.T, which uint8, name string, offset, line, column int) {
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, "/cache/compiled-d", compiled, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		pass := &analysis.Pass{Fset: fset, Files: []*ast.File{file}}
		defer func() {
			mu.Lock()
			delete(added, fset)
			mu.Unlock()
		}()
		switch which % 4 {
		case 1:
			name = "/cache/compiled-d"
		case 2:
			name = "/src/orig.go"
		case 3:
			name = orig
		}
		p := token.Position{Filename: name, Offset: offset, Line: line, Column: column}
		_ = Short(p)
		pos := Pos(pass, p)
		switch {
		case !p.IsValid():
			if pos != token.NoPos {
				t.Fatalf("Pos(%#v) = %v, want NoPos", p, pos)
			}
		case column >= 0:
			got := fset.Position(pos)
			if !pos.IsValid() || got.Filename != p.Filename || got.Line != p.Line || got.Column != p.Column {
				t.Fatalf("Pos(%#v) = %v, which is %#v", p, pos, got)
			}
		}
	})
}
