package main

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/aymanbagabas/go-udiff"

	"github.com/mcpvet/mcpvet/internal/output"
)

// edit replaces [start, end) of a file's original content.
type edit struct {
	start, end int
	text       string
}

func overlaps(a, b edit) bool {
	if a.start == a.end && b.start == b.end {
		return a.start == b.start // two insertions at one offset: order unknown
	}
	return a.start < b.end && b.start < a.end
}

// applyFixes applies the first suggested fix of each reported finding
// (or, with -diff, prints the result as a unified diff on stdout), then
// gofmt's the files it touched. A fix whose edits overlap those of a fix
// already taken is skipped with a warning; identical edits (the same fix
// found in a package and its test variant) are applied once.
func (r *runner) applyFixes(reported []diag) error {
	byFile := make(map[string][]edit)
	fixes, skipped := 0, 0
	// Diagnostics in a deterministic order.
	sort.SliceStable(reported, func(i, j int) bool { return keyOf(reported[i].f) < keyOf(reported[j].f) })
	seenDiag := make(map[string]bool)
	for _, x := range reported {
		if len(x.d.SuggestedFixes) == 0 || seenDiag[keyOf(x.f)] {
			continue
		}
		seenDiag[keyOf(x.f)] = true
		fix := x.d.SuggestedFixes[0]
		type fileEdit struct {
			file string
			e    edit
		}
		var edits []fileEdit
		ok := true
		for _, te := range fix.TextEdits {
			// In the file the user edits: a cgo file's original, not
			// the file cgo made of it in the build cache.
			e, named := output.EditOf(x.pkg.Fset, r.src, te)
			if e.File == "" || !named && !slices.Contains(x.pkg.GoFiles, e.File) {
				ok = false
				break
			}
			edits = append(edits, fileEdit{e.File, edit{e.Start, e.End, e.New}})
		}
		if !ok {
			skipped++
			fmt.Fprintf(r.stderr, "%s: %s: skipped fix %q: its edits cannot be placed in the source file (cgo rewrote the code it changes)\n",
				r.progname, x.f.Pos.Display(r.paths), fix.Message)
			continue
		}
		conflict := false
		for _, fe := range edits {
			for _, old := range byFile[fe.file] {
				if old != fe.e && overlaps(old, fe.e) {
					conflict = true
				}
			}
		}
		if conflict {
			skipped++
			fmt.Fprintf(r.stderr, "%s: %s:%d: skipped fix %q: it conflicts with another fix\n",
				r.progname, r.paths.Display(x.f.Pos.File), x.f.Pos.Line, fix.Message)
			continue
		}
		for _, fe := range edits {
			dup := false
			for _, old := range byFile[fe.file] {
				if old == fe.e {
					dup = true
				}
			}
			if !dup {
				byFile[fe.file] = append(byFile[fe.file], fe.e)
			}
		}
		fixes++
	}

	var files []string
	for f := range byFile {
		files = append(files, f)
	}
	sort.Strings(files)
	var errs []string
	changed := 0
	for _, file := range files {
		old, err := os.ReadFile(file)
		if err != nil {
			errs = append(errs, err.Error())
			continue
		}
		edits := byFile[file]
		sort.Slice(edits, func(i, j int) bool {
			if edits[i].start != edits[j].start {
				return edits[i].start < edits[j].start
			}
			return edits[i].end < edits[j].end
		})
		var buf bytes.Buffer
		last := 0
		bad := false
		for _, e := range edits {
			if e.end > len(old) || e.start < last {
				bad = true
				break
			}
			buf.Write(old[last:e.start])
			buf.WriteString(e.text)
			last = e.end
		}
		if bad {
			errs = append(errs, fmt.Sprintf("%s: the fixes do not fit the file (was it edited during the run?)", r.paths.Display(file)))
			continue
		}
		buf.Write(old[last:])
		fixed, err := format.Source(buf.Bytes())
		if err != nil {
			errs = append(errs, fmt.Sprintf("%s: the fixed file does not parse, left unchanged: %v", r.paths.Display(file), err))
			continue
		}
		if bytes.Equal(fixed, old) {
			continue
		}
		changed++
		if r.opts.diff {
			name := filepath.ToSlash(r.paths.Display(file))
			fmt.Fprint(r.stdout, udiff.Unified("a/"+name, "b/"+name, string(old), string(fixed)))
			continue
		}
		mode := os.FileMode(0o644)
		if fi, err := os.Stat(file); err == nil {
			mode = fi.Mode().Perm()
		}
		if err := os.WriteFile(file, fixed, mode); err != nil {
			errs = append(errs, err.Error())
		}
	}
	nfixes := strings.Replace(plural(fixes, "fix"), "fixs", "fixes", 1)
	var msg string
	if r.opts.diff {
		msg = fmt.Sprintf("%s: %s for %s printed as a diff, not applied", r.progname, nfixes, plural(changed, "file"))
	} else {
		msg = fmt.Sprintf("%s: applied %s to %s", r.progname, nfixes, plural(changed, "file"))
	}
	if skipped > 0 {
		msg += fmt.Sprintf(" (%d skipped)", skipped)
	}
	fmt.Fprintln(r.stderr, msg)
	if len(errs) > 0 {
		return fmt.Errorf("fixes not applied:\n\t%s", strings.Join(errs, "\n\t"))
	}
	return nil
}
