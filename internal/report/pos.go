// Package report turns the evidence mcpvet's analyses find into
// diagnostics: a message that carries the compact chain (some drivers drop
// everything else) and Related entries that give every hop its position.
package report

import (
	"go/token"
	"os"
	"sync"
)

var (
	mu    sync.Mutex
	files = map[*token.FileSet]map[string]*token.File{}
)

// Pos converts a position recorded in a fact into a token.Pos of fset.
// Under go vet, fset holds only the current package's files, so a file of
// another package is added to it (its lines read from disk), so that
// Related can point into it. It returns token.NoPos if the file cannot be
// read.
func Pos(fset *token.FileSet, p token.Position) token.Pos {
	if !p.IsValid() {
		return token.NoPos
	}
	mu.Lock()
	defer mu.Unlock()
	byName := files[fset]
	if byName == nil {
		byName = map[string]*token.File{}
		fset.Iterate(func(f *token.File) bool {
			byName[f.Name()] = f
			return true
		})
		files[fset] = byName
	}
	f := byName[p.Filename]
	if f == nil {
		// The file set may have grown since it was indexed.
		fset.Iterate(func(tf *token.File) bool {
			if tf.Name() == p.Filename {
				f = tf
			}
			byName[tf.Name()] = tf
			return f == nil
		})
	}
	if f == nil {
		content, err := os.ReadFile(p.Filename)
		if err != nil {
			return token.NoPos
		}
		f = fset.AddFile(p.Filename, -1, len(content))
		f.SetLinesForContent(content)
		byName[p.Filename] = f
	}
	if p.Offset > f.Size() {
		return token.NoPos
	}
	return f.Pos(p.Offset)
}
