// Package output turns the diagnostics of an mcpvet run into what its
// readers see: compact text for a terminal or a CI log, SARIF 2.1.0 for
// code scanning, the JSON that go vet and multichecker print, and a
// baseline file of fingerprinted findings.
//
// A finding carries its evidence in Related: the numbered hops of a
// promptreach path, the prompts/list source of a flattened tool, the first
// registration of a dualreg capability. Every format shows it.
package output

import (
	"bytes"
	"cmp"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// Position is a source position: an absolute file name, a line and a
// 1-based byte column (as go/token reports them).
type Position struct {
	File string
	Line int
	Col  int
}

// IsValid reports whether p names a file and a line.
func (p Position) IsValid() bool { return p.File != "" && p.Line > 0 }

func compare(a, b Position) int {
	return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col))
}

// Related is one piece of a finding's evidence.
type Related struct {
	Pos     Position
	End     Position
	Message string
}

// Finding is one diagnostic to report.
type Finding struct {
	Analyzer string
	Pos      Position
	End      Position // may be invalid
	Message  string
	Related  []Related

	// Fingerprint identifies the finding across unrelated edits (see
	// Fingerprint); the driver sets it.
	Fingerprint string
}

// FromDiagnostic converts a diagnostic of the named analyzer.
func FromDiagnostic(fset *token.FileSet, analyzer string, d analysis.Diagnostic) Finding {
	f := Finding{
		Analyzer: analyzer,
		Pos:      position(fset, d.Pos),
		End:      position(fset, d.End),
		Message:  d.Message,
	}
	for _, r := range d.Related {
		f.Related = append(f.Related, Related{Pos: position(fset, r.Pos), End: position(fset, r.End), Message: r.Message})
	}
	return f
}

func position(fset *token.FileSet, pos token.Pos) Position {
	if !pos.IsValid() {
		return Position{}
	}
	p := fset.Position(pos)
	return Position{File: p.Filename, Line: p.Line, Col: p.Column}
}

// Key identifies a finding for de-duplication: the same file belongs to a
// package and to its test variant, and is analysed in both.
func (f Finding) Key() string {
	var b strings.Builder
	b.WriteString(f.Analyzer)
	for _, p := range []Position{f.Pos, f.End} {
		b.WriteString("\x00" + p.File + ":" + strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col))
	}
	b.WriteString("\x00" + f.Message)
	return b.String()
}

// Compare orders findings by file, line, column, analyzer and message
// (then by their evidence, for a total order).
func Compare(a, b Finding) int {
	if c := compare(a.Pos, b.Pos); c != 0 {
		return c
	}
	if c := cmp.Or(strings.Compare(a.Analyzer, b.Analyzer), strings.Compare(a.Message, b.Message), compare(a.End, b.End)); c != 0 {
		return c
	}
	return slices.CompareFunc(a.Related, b.Related, func(x, y Related) int {
		return cmp.Or(compare(x.Pos, y.Pos), strings.Compare(x.Message, y.Message))
	})
}

// SortUnique sorts findings and drops duplicates (the same diagnostic
// reported for a package and for its test variant).
func SortUnique(fs []Finding) []Finding {
	slices.SortStableFunc(fs, Compare)
	seen := make(map[string]bool)
	out := fs[:0]
	for _, f := range fs {
		k := f.Key()
		if !seen[k] {
			seen[k] = true
			out = append(out, f)
		}
	}
	return out
}

// Paths renders file names: relative to the working directory for people,
// relative to the repository root for SARIF and baselines.
type Paths struct {
	Cwd  string // absolute
	Root string // absolute: the repository (or module) root
}

// Display returns file relative to the working directory if it is inside
// it, else the absolute name.
func (p Paths) Display(file string) string {
	if r, ok := rel(p.Cwd, file); ok {
		return filepath.FromSlash(r)
	}
	return file
}

// RootRel returns file relative to the root, slash-separated, and whether
// file is inside the root.
func (p Paths) RootRel(file string) (string, bool) { return rel(p.Root, file) }

func rel(dir, file string) (string, bool) {
	if dir == "" || !filepath.IsAbs(file) {
		return filepath.ToSlash(file), false
	}
	r, err := filepath.Rel(dir, file)
	if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return filepath.ToSlash(file), false
	}
	return filepath.ToSlash(r), true
}

// FindRoot returns the root of the git work tree that contains dir, or ""
// if there is none.
func FindRoot(dir string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}

// Sources reads source files, caching them.
type Sources struct {
	mu    sync.Mutex
	files map[string]*source
}

// source is a file's content and its lines (nil if it cannot be read).
type source struct {
	data  []byte
	lines [][]byte
}

func (s *Sources) get(file string) *source {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.files == nil {
		s.files = make(map[string]*source)
	}
	src, ok := s.files[file]
	if !ok {
		if data, err := os.ReadFile(file); err == nil {
			src = &source{data: data, lines: bytes.Split(data, []byte("\n"))}
		}
		s.files[file] = src
	}
	return src
}

// Line returns line n (1-based) of file, without its line terminator, and
// whether it exists.
func (s *Sources) Line(file string, n int) (string, bool) {
	src := s.get(file)
	if src == nil || n < 1 || n > len(src.lines) {
		return "", false
	}
	return strings.TrimSuffix(string(src.lines[n-1]), "\r"), true
}

// Content returns the content of file, and whether it could be read. The
// caller must not modify it.
func (s *Sources) Content(file string) ([]byte, bool) {
	if s == nil {
		return nil, false
	}
	src := s.get(file)
	if src == nil {
		return nil, false
	}
	return src.data, true
}
