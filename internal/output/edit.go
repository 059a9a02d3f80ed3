package output

import (
	"bytes"
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// FileEdit is a text edit of a file: the byte range [Start, End) of its
// content is replaced by New.
type FileEdit struct {
	File       string
	Start, End int
	New        string
}

// EditOf returns the file and byte range that a suggested fix's text edit
// replaces, in the file the user edits.
//
// A text edit is a range of the file the compiler read. Where a //line
// directive maps that range to another file (cgo's output, in the build
// cache, maps back to the original .go file, line and column; a generated
// file maps to what it was generated from), the edit is placed in the file
// and at the line and column that the positions name, provided the text
// there is the text the edit replaces (for an insertion, the rest of the
// line is compared): ok is true. Otherwise the edit is in the file the
// compiler read, at its own offsets, and ok is false (a generated file's
// template that is not the generated text, a range cgo rewrote). Without
// directives the two are the same file, and ok is true.
//
// (go vet -json prints the file that the positions name with the offsets of
// the file the compiler read, which for cgo and //line files is neither.)
func EditOf(fset *token.FileSet, src *Sources, te analysis.TextEdit) (e FileEdit, ok bool) {
	tf := fset.File(te.Pos)
	if tf == nil {
		return FileEdit{New: string(te.NewText)}, false
	}
	end := te.End
	if !end.IsValid() || fset.File(end) != tf || end < te.Pos {
		end = te.Pos
	}
	phys := FileEdit{File: tf.Name(), Start: tf.Offset(te.Pos), End: tf.Offset(end), New: string(te.NewText)}
	start, stop := tf.Position(te.Pos), tf.Position(end)
	if start == tf.PositionFor(te.Pos, false) && stop == tf.PositionFor(end, false) {
		return phys, true // no line directive here
	}
	if start.Filename != stop.Filename || start.Column == 0 || stop.Column == 0 {
		return phys, false
	}
	named, ok1 := src.Content(start.Filename)
	compiled, ok2 := src.Content(tf.Name())
	if !ok1 || !ok2 || phys.End > len(compiled) {
		return phys, false
	}
	o1, ok1 := offsetOf(named, start.Line, start.Column)
	o2, ok2 := offsetOf(named, stop.Line, stop.Column)
	if !ok1 || !ok2 || o2 < o1 {
		return phys, false
	}
	was, is := compiled[phys.Start:phys.End], named[o1:o2]
	if o1 == o2 {
		was, is = restOfLine(compiled, phys.Start), restOfLine(named, o1)
	}
	if !bytes.Equal(was, is) {
		return phys, false
	}
	return FileEdit{File: start.Filename, Start: o1, End: o2, New: phys.New}, true
}

// offsetOf returns the byte offset of a 1-based line and column in
// content, if the line has that column (or ends just before it).
func offsetOf(content []byte, line, col int) (int, bool) {
	start := 0
	for n := 1; n < line; n++ {
		i := bytes.IndexByte(content[start:], '\n')
		if i < 0 {
			return 0, false
		}
		start += i + 1
	}
	eol := len(content)
	if i := bytes.IndexByte(content[start:], '\n'); i >= 0 {
		eol = start + i
	}
	if off := start + col - 1; off <= eol {
		return off, true
	}
	return 0, false
}

func restOfLine(content []byte, off int) []byte {
	rest := content[off:]
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	return rest
}
