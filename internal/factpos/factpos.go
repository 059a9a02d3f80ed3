// Package factpos maps a position recorded in a fact, a token.Position in
// a file of another package, to a token.Pos of the file set of the pass at
// hand, so that a diagnostic's Related entries can point into that file.
//
// Positions are recorded as the file set reports them: adjusted by //line
// directives. That is the position every driver prints (go vet, the mcpvet
// command), and the one the user edits: for a cgo file, the compiled file
// (in the build cache, with cgo's preamble and rewrites) maps back, line and
// column, to the original .go file; for a generated file with //line
// directives, to the file the directives name. The Offset of such a
// position is the byte offset in the compiled file, not in the file it
// names, so it is never used to find a place in the named file: the
// returned token.Pos is one whose position, as the file set reports it, is
// the recorded file, line and column.
package factpos

import (
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"golang.org/x/tools/go/analysis"
)

var (
	mu    sync.Mutex
	added = map[*token.FileSet]*fsetFiles{}
)

// fsetFiles are the files Pos added to one file set.
type fsetFiles struct {
	byName   map[string]*token.File // a file read from disk (nil: unreadable)
	standIns map[token.Position]token.Pos
}

// Pos converts a position recorded in a fact into a token.Pos of the pass's
// file set, such that pass.Fset.Position of it reports p's file, line and
// column.
//
// A position in one of the package's own files maps to that file (found
// by its offset, and checked against the file, line and column, so that a
// cgo or //line file is matched by the position it reports, not by its
// name). A position in another package's file maps to a copy of the file
// p names, added to the file set, its lines read from disk, at p's line and
// column: under go vet the file set holds only this package's syntax
// (and, for imports, approximate positions decoded from export data, which
// cannot be used). When that file cannot be read or has no such line and
// column (a //line directive naming a template that is not Go, or not
// there; a column the directive left unknown), the position is a stand-in
// file of that name with just enough lines. It returns token.NoPos only for
// an invalid p.
func Pos(pass *analysis.Pass, p token.Position) token.Pos {
	if !p.IsValid() {
		return token.NoPos
	}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.FileStart)
		if tf == nil || p.Offset < 0 || p.Offset > tf.Size() {
			continue
		}
		pos := tf.Pos(p.Offset)
		if same(tf.Position(pos), p) {
			return pos
		}
	}
	mu.Lock()
	defer mu.Unlock()
	files := added[pass.Fset]
	if files == nil {
		files = &fsetFiles{byName: map[string]*token.File{}, standIns: map[token.Position]token.Pos{}}
		added[pass.Fset] = files
	}
	f, ok := files.byName[p.Filename]
	if !ok {
		if content, err := os.ReadFile(p.Filename); err == nil {
			f = pass.Fset.AddFile(p.Filename, -1, len(content))
			f.SetLinesForContent(content)
		}
		files.byName[p.Filename] = f
	}
	if f != nil && p.Column > 0 && p.Line <= f.LineCount() {
		start := f.LineStart(p.Line)
		off := f.Offset(start) + p.Column - 1
		if off <= f.Size() {
			pos := f.Pos(off)
			if q := f.Position(pos); q.Line == p.Line && q.Column == p.Column {
				return pos
			}
		}
	}
	return files.standIn(pass.Fset, p)
}

// same reports whether q is p's file, line and column.
func same(q, p token.Position) bool {
	return q.Filename == p.Filename && q.Line == p.Line && q.Column == p.Column
}

// standIn returns a position in a file of its own named p.Filename whose
// position is p's line and column: a file of one byte, at the start of
// which a line directive sets them (a column of 0, the column a //line
// directive without one leaves unknown, included). A fact's line and column
// may be anything: the file has no table of p.Line lines, and its size does
// not depend on them.
func (files *fsetFiles) standIn(fset *token.FileSet, p token.Position) token.Pos {
	key := token.Position{Filename: p.Filename, Line: p.Line, Column: p.Column}
	if pos, ok := files.standIns[key]; ok {
		return pos
	}
	f := fset.AddFile(p.Filename, -1, 1)
	f.AddLineColumnInfo(0, p.Filename, p.Line, p.Column)
	pos := f.Pos(0)
	files.standIns[key] = pos
	return pos
}

// Short renders p as messages show a position: "file.go:12", the file's
// base name and the line.
func Short(p token.Position) string {
	return filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
}
