// Package factpos maps a position recorded in a fact, a token.Position in
// a file of another package, to a token.Pos of the file set of the pass at
// hand, so that a diagnostic's Related entries can point into that file.
package factpos

import (
	"go/token"
	"os"
	"sync"

	"golang.org/x/tools/go/analysis"
)

var (
	mu    sync.Mutex
	added = map[*token.FileSet]map[string]*token.File{}
)

// Pos converts a position recorded in a fact into a token.Pos of the pass's
// file set. A position in one of the package's own files maps directly. A
// position in another package's file maps to a copy of that file added to
// the file set, its lines read from disk: under go vet the file set holds
// only this package's syntax (and, for imports, approximate positions
// decoded from export data, which cannot be used). It returns token.NoPos
// if the file cannot be read.
func Pos(pass *analysis.Pass, p token.Position) token.Pos {
	if !p.IsValid() {
		return token.NoPos
	}
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.FileStart); tf != nil && tf.Name() == p.Filename {
			return tf.Pos(p.Offset)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	byName := added[pass.Fset]
	if byName == nil {
		byName = map[string]*token.File{}
		added[pass.Fset] = byName
	}
	f := byName[p.Filename]
	if f == nil {
		content, err := os.ReadFile(p.Filename)
		if err != nil {
			return token.NoPos
		}
		f = pass.Fset.AddFile(p.Filename, -1, len(content))
		f.SetLinesForContent(content)
		byName[p.Filename] = f
	}
	if p.Offset > f.Size() {
		return token.NoPos
	}
	return f.Pos(p.Offset)
}
