package output

import (
	"cmp"
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// JSONTree is the JSON that go vet -json and multichecker -json print:
// package ID → analyzer name → a list of diagnostics, or {"error": "..."}.
// The shape (field names, indentation) is exactly theirs
// (golang.org/x/tools/internal/analysis/driverutil), so consumers of
// `mcpvet -json` keep working; only the order of a list is fixed here
// (by position, then message).
type JSONTree map[string]map[string]any

type jsonTextEdit struct {
	Filename string `json:"filename"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	New      string `json:"new"`
}

type jsonSuggestedFix struct {
	Message string         `json:"message"`
	Edits   []jsonTextEdit `json:"edits"`
}

type jsonDiagnostic struct {
	Category       string                   `json:"category,omitempty"`
	Posn           string                   `json:"posn"`
	End            string                   `json:"end"`
	Message        string                   `json:"message"`
	SuggestedFixes []jsonSuggestedFix       `json:"suggested_fixes,omitempty"`
	Related        []jsonRelatedInformation `json:"related,omitempty"`
}

type jsonRelatedInformation struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

type jsonError struct {
	Err string `json:"error"`
}

// AddError records that analyzer name failed on package id (the first
// error, if it failed on two variants of the package).
func (tree JSONTree) AddError(id, name string, err error) {
	if _, ok := tree[id][name].(jsonError); ok {
		return
	}
	tree.put(id, name, jsonError{err.Error()})
}

// Add records the diagnostics of analyzer name on package id (nothing if
// there are none). An analyzer that failed on the package keeps its error:
// its diagnostics (of another variant of the package) are left out. The
// edits of suggested fixes are located in the files the user edits (see
// EditOf), reading them through src.
func (tree JSONTree) Add(fset *token.FileSet, src *Sources, id, name string, diags []analysis.Diagnostic) {
	if len(diags) == 0 {
		return
	}
	var list []jsonDiagnostic
	switch old := tree[id][name].(type) {
	case []jsonDiagnostic:
		list = old
	case jsonError:
		return
	}
	for _, d := range diags {
		var fixes []jsonSuggestedFix
		for _, fix := range d.SuggestedFixes {
			var edits []jsonTextEdit
			for _, te := range fix.TextEdits {
				e, _ := EditOf(fset, src, te)
				edits = append(edits, jsonTextEdit{Filename: e.File, Start: e.Start, End: e.End, New: e.New})
			}
			fixes = append(fixes, jsonSuggestedFix{Message: fix.Message, Edits: edits})
		}
		var related []jsonRelatedInformation
		for _, r := range d.Related {
			related = append(related, jsonRelatedInformation{
				Posn:    fset.Position(r.Pos).String(),
				End:     fset.Position(cmp.Or(r.End, r.Pos)).String(),
				Message: r.Message,
			})
		}
		list = append(list, jsonDiagnostic{
			Category:       d.Category,
			Posn:           fset.Position(d.Pos).String(),
			End:            fset.Position(cmp.Or(d.End, d.Pos)).String(),
			Message:        d.Message,
			SuggestedFixes: fixes,
			Related:        related,
		})
	}
	tree.put(id, name, list)
}

func (tree JSONTree) put(id, name string, v any) {
	m, ok := tree[id]
	if !ok {
		m = make(map[string]any)
		tree[id] = m
	}
	m[name] = v
}

// Print writes the tree, its lists sorted.
func (tree JSONTree) Print(w io.Writer) error {
	for _, m := range tree {
		for _, v := range m {
			if list, ok := v.([]jsonDiagnostic); ok {
				slices.SortStableFunc(list, func(a, b jsonDiagnostic) int {
					return cmp.Or(comparePosn(a.Posn, b.Posn), cmp.Compare(a.Message, b.Message))
				})
			}
		}
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return fmt.Errorf("internal error: JSON marshaling failed: %v", err)
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

// comparePosn orders "file:line:col" strings by file, then numerically.
func comparePosn(a, b string) int {
	fa, la, ca := splitPosn(a)
	fb, lb, cb := splitPosn(b)
	return cmp.Or(cmp.Compare(fa, fb), cmp.Compare(la, lb), cmp.Compare(ca, cb))
}

func splitPosn(s string) (file string, line, col int) {
	// file:line:col, where file may itself contain colons.
	file = s
	var nums []int
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(file[i+1:])
		if err != nil {
			break
		}
		nums = append([]int{n}, nums...)
		file = file[:i]
	}
	switch len(nums) {
	case 2:
		return file, nums[0], nums[1]
	case 1:
		return file, nums[0], 0
	}
	return s, 0, 0
}
