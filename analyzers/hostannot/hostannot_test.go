package hostannot_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/hostannot"
	"github.com/mcpvet/mcpvet/internal/suitetest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestHostannot runs the suite under testdata/mod/hostannot: positives on
// both MCP SDKs, on host-own types and on JSON maps, cross-package helpers
// (option helpers among them), and the negatives (copy-through, built-in tools, servers' own tools), which carry
// no want comments.
//
// It runs on the module as it is (example.com/t) and renamed to a dotless
// path (mcptest): the findings and fixes must be the same.
func TestHostannot(t *testing.T) {
	suitetest.Suite{Analyzer: hostannot.Analyzer, Pattern: "./hostannot/..."}.Run(t, func(t *testing.T, m testmod.Module, results []*analysistest.Result) {
		t.Run("related", func(t *testing.T) { checkRelated(t, results) })
		t.Run("fixes compile", func(t *testing.T) { checkFixesCompile(t, m.Dir, results) })
	})
}

// TestFixGolden checks the suggested fixes against hand-written golden
// files, in both variants of the module.
func TestFixGolden(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		analysistest.RunWithSuggestedFixes(t, m.Dir, hostannot.Analyzer, "./hostannot/fix", "./hostannot/rawjson")
	})
}

var (
	listingLine = regexp.MustCompile(`\.(ListPrompts|ListPromptsByPage|IterPrompts|Prompts)\(|\bp \*?mcp\.Prompt\b`)
	hintLine    = regexp.MustCompile(`(?i)(readonly|idempotent|destructive|openworld)`)
)

// checkRelated checks that every finding points, as Related, at the line
// of the source that lists the prompts (or at the prompt parameter), and
// that a finding at a call also points at the line that sets the hint.
func checkRelated(t *testing.T, results []*analysistest.Result) {
	n := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			n++
			pos := r.Pass.Fset.Position(d.Pos)
			var sawSource, sawHint bool
			for _, rel := range d.Related {
				rp := r.Pass.Fset.Position(rel.Pos)
				line := suitetest.SourceLine(t, rp.Filename, rp.Line)
				switch {
				case strings.HasPrefix(rel.Message, "prompts/list source"):
					sawSource = true
					if !listingLine.MatchString(line) {
						t.Errorf("%s: Related %q points at %s:%d, which lists no prompts: %s", pos, rel.Message, rp.Filename, rp.Line, line)
					}
				case strings.Contains(rel.Message, "set here"):
					sawHint = true
					if !hintLine.MatchString(line) {
						t.Errorf("%s: Related %q points at %s:%d, which sets no hint: %s", pos, rel.Message, rp.Filename, rp.Line, line)
					}
				}
			}
			if !sawSource {
				t.Errorf("%s: no Related prompts/list source in %v", pos, d.Related)
			}
			line := suitetest.SourceLine(t, pos.Filename, pos.Line)
			if !hintLine.MatchString(line) && !sawHint {
				t.Errorf("%s: finding is neither at a hint nor points at one: %s", pos, line)
			}
		}
	}
	if n < 20 {
		t.Errorf("only %d findings in the suite", n)
	}
}

// checkFixesCompile applies every suggested fix of the suite as it is (no
// formatting, no removal of unused imports, as an editor would) and builds
// the result.
func checkFixesCompile(t *testing.T, dir string, results []*analysistest.Result) {
	type edit struct {
		start, end int
		text       string
	}
	edits := map[string][]edit{}
	nfix := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, f := range d.SuggestedFixes {
				nfix++
				for _, e := range f.TextEdits {
					tf := r.Pass.Fset.File(e.Pos)
					edits[tf.Name()] = append(edits[tf.Name()], edit{tf.Offset(e.Pos), tf.Offset(e.End), string(e.NewText)})
				}
			}
		}
	}
	if nfix < 15 {
		t.Fatalf("only %d suggested fixes in the suite", nfix)
	}
	tmp := t.TempDir()
	overlay := map[string]string{}
	for name, es := range edits {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		sort.Slice(es, func(i, j int) bool { return es[i].start > es[j].start })
		for i, e := range es {
			if i > 0 && e.end > es[i-1].start {
				t.Fatalf("%s: overlapping edits at offsets %d and %d", name, e.start, es[i-1].start)
			}
			src = append(src[:e.start:e.start], append([]byte(e.text), src[e.end:]...)...)
		}
		fixed := filepath.Join(tmp, filepath.Base(filepath.Dir(name))+"_"+filepath.Base(name))
		if err := os.WriteFile(fixed, src, 0o644); err != nil {
			t.Fatal(err)
		}
		overlay[name] = fixed
	}
	ov, _ := json.Marshal(map[string]any{"Replace": overlay})
	ovFile := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ovFile, ov, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "vet", "-overlay", ovFile, "./hostannot/...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the fixed suite does not build: %v\n%s", err, out)
	}
}
