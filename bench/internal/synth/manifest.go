package synth

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// ManifestName is the file, at the root of a generated module, that lists
// the findings mcpvet must report on it.
const ManifestName = "expected_findings.json"

// Expected is one finding that a template placed on purpose. Message is a
// substring of the diagnostic's message, written by hand in the template
// next to the line it belongs to (a //@want comment, stripped from the
// generated file).
type Expected struct {
	File     string `json:"file"` // slash-separated, relative to the module root
	Line     int    `json:"line"`
	Analyzer string `json:"analyzer"`
	Message  string `json:"message"`
	Template string `json:"template"`
}

func (e Expected) String() string {
	return fmt.Sprintf("%s:%d: %s: %q (template %s)", e.File, e.Line, e.Analyzer, e.Message, e.Template)
}

// Manifest describes a generated module and the findings expected on it.
type Manifest struct {
	Module      string         `json:"module"`
	Seed        uint64         `json:"seed"`
	TargetLines int            `json:"target_lines"`
	Lines       int            `json:"lines"` // lines of Go written, tests included
	Files       int            `json:"files"`
	Packages    int            `json:"packages"`
	Units       map[string]int `json:"units"` // template kind -> count
	Findings    []Expected     `json:"findings"`
}

// ReadManifest reads dir/expected_findings.json.
func ReadManifest(dir string) (*Manifest, error) {
	b, err := os.ReadFile(filepath.Join(dir, ManifestName))
	if err != nil {
		return nil, err
	}
	m := new(Manifest)
	if err := json.Unmarshal(b, m); err != nil {
		return nil, fmt.Errorf("%s: %v", ManifestName, err)
	}
	return m, nil
}

// Finding is one diagnostic from mcpvet -json, its position made relative
// to the module root.
type Finding struct {
	File     string
	Line     int
	Col      int
	Analyzer string
	Message  string
}

func (f Finding) String() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", f.File, f.Line, f.Col, f.Analyzer, f.Message)
}

type jsonDiag struct {
	Posn    string `json:"posn"`
	Message string `json:"message"`
}

// ParseJSON reads the output of a go/analysis driver run with -json (a
// tree package ID -> analyzer -> diagnostics, or {"error": ...}), and
// returns its findings with positions relative to root, deduplicated (a
// package and its test variant report the same diagnostic twice), sorted.
// Analyzer errors are returned as an error.
func ParseJSON(out []byte, root string) ([]Finding, error) {
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(out, &tree); err != nil {
		return nil, fmt.Errorf("parsing -json output: %v", err)
	}
	root = canon(root)
	seen := map[Finding]bool{}
	var fs []Finding
	var errs []string
	for pkg, byAnalyzer := range tree {
		for an, raw := range byAnalyzer {
			var ds []jsonDiag
			if err := json.Unmarshal(raw, &ds); err != nil {
				var e struct {
					Error string `json:"error"`
				}
				if json.Unmarshal(raw, &e) == nil && e.Error != "" {
					errs = append(errs, fmt.Sprintf("%s: %s: %s", pkg, an, e.Error))
					continue
				}
				return nil, fmt.Errorf("%s: %s: unexpected JSON %s", pkg, an, raw)
			}
			for _, d := range ds {
				f := Finding{Analyzer: an, Message: d.Message}
				f.File, f.Line, f.Col = splitPosn(d.Posn)
				if rel, err := filepath.Rel(root, canon(f.File)); err == nil && !strings.HasPrefix(rel, "..") {
					f.File = filepath.ToSlash(rel)
				}
				if !seen[f] {
					seen[f] = true
					fs = append(fs, f)
				}
			}
		}
	}
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Message < b.Message
	})
	if len(errs) > 0 {
		sort.Strings(errs)
		return fs, fmt.Errorf("analyzer errors:\n\t%s", strings.Join(errs, "\n\t"))
	}
	return fs, nil
}

func canon(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	return p
}

// splitPosn splits "file:line:col" (the file may contain colons).
func splitPosn(s string) (file string, line, col int) {
	file = s
	if i := strings.LastIndex(file, ":"); i >= 0 {
		if n, err := strconv.Atoi(file[i+1:]); err == nil {
			col, file = n, file[:i]
		}
	}
	if i := strings.LastIndex(file, ":"); i >= 0 {
		if n, err := strconv.Atoi(file[i+1:]); err == nil {
			line, file = n, file[:i]
		}
	}
	if line == 0 { // "file:line" only
		line, col = col, 0
	}
	return file, line, col
}

// Compare matches findings against expectations: same file, line and
// analyzer, and the message contains the expected substring. Each finding
// satisfies at most one expectation. It returns the expectations nothing
// satisfied and the findings nothing expected.
func Compare(want []Expected, got []Finding) (missing []Expected, unexpected []Finding) {
	used := make([]bool, len(got))
	for _, w := range want {
		found := false
		for i, g := range got {
			if !used[i] && g.File == w.File && g.Line == w.Line && g.Analyzer == w.Analyzer && strings.Contains(g.Message, w.Message) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			missing = append(missing, w)
		}
	}
	for i, g := range got {
		if !used[i] {
			unexpected = append(unexpected, g)
		}
	}
	return missing, unexpected
}

// Report formats the outcome of Compare, with the generated source around
// each line involved so that a mismatch can be read without the module at
// hand. It returns "" when both lists are empty.
func Report(root string, missing []Expected, unexpected []Finding) string {
	if len(missing) == 0 && len(unexpected) == 0 {
		return ""
	}
	var b strings.Builder
	for _, m := range missing {
		fmt.Fprintf(&b, "MISSING (expected, not reported): %s\n%s", m, snippet(root, m.File, m.Line))
	}
	for _, u := range unexpected {
		fmt.Fprintf(&b, "UNEXPECTED (reported, not expected): %s\n%s", u, snippet(root, u.File, u.Line))
	}
	return b.String()
}

func snippet(root, file string, line int) string {
	p := file
	if !filepath.IsAbs(p) {
		p = filepath.Join(root, filepath.FromSlash(file))
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return ""
	}
	lines := strings.Split(string(b), "\n")
	var s strings.Builder
	for i := max(1, line-3); i <= min(len(lines), line+2); i++ {
		mark := "   "
		if i == line {
			mark = ">> "
		}
		fmt.Fprintf(&s, "\t%s%4d  %s\n", mark, i, lines[i-1])
	}
	return s.String()
}
