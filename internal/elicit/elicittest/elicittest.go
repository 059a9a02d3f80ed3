// Package elicittest holds what the tests of the elicitation analyzers
// share: running one analyzer under go vet -vettool and comparing its
// findings with analysistest's.
package elicittest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/internal/testmod"
)

// Finding is a diagnostic as a driver prints it, positions as base name,
// line and column.
type Finding struct {
	Posn    string
	Message string
	Related []string
}

func (f Finding) String() string { return fmt.Sprintf("%s: %s %v", f.Posn, f.Message, f.Related) }

// Analysistest runs a on patterns in the module in dir and returns its
// findings, sorted.
func Analysistest(t *testing.T, dir string, a *analysis.Analyzer, patterns ...string) []Finding {
	t.Helper()
	var out []Finding
	for _, r := range analysistest.Run(t, dir, a, patterns...) {
		for _, d := range r.Diagnostics {
			f := Finding{Posn: filepath.Base(r.Pass.Fset.Position(d.Pos).String()), Message: d.Message}
			for _, rel := range d.Related {
				f.Related = append(f.Related, filepath.Base(r.Pass.Fset.Position(rel.Pos).String())+": "+rel.Message)
			}
			out = append(out, f)
		}
	}
	slices.SortFunc(out, func(a, b Finding) int { return strings.Compare(a.String(), b.String()) })
	return out
}

// Vet builds the vet tool in tooldir (a main package that runs a alone),
// runs go vet -vettool -json on pattern in both variants of the test
// module, and checks that it reports what analysistest reports: go vet
// analyses one package at a time from export data and serialised facts,
// so the helpers of other packages are known only by their facts.
func Vet(t *testing.T, a *analysis.Analyzer, tooldir, pattern string) {
	if testing.Short() {
		t.Skip("builds a vet tool")
	}
	tool := filepath.Join(t.TempDir(), a.Name)
	if out, err := exec.Command("go", "build", "-o", tool, tooldir).CombinedOutput(); err != nil {
		t.Fatalf("building the vet tool: %v\n%s", err, out)
	}
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		vet := exec.Command("go", "vet", "-vettool="+tool, "-json", pattern)
		vet.Dir = m.Dir
		vet.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
		out, err := vet.CombinedOutput()
		if err != nil {
			t.Fatalf("go vet: %v\n%s", err, out)
		}
		var text bytes.Buffer
		sc := bufio.NewScanner(bytes.NewReader(out))
		for sc.Scan() {
			if !strings.HasPrefix(sc.Text(), "#") {
				text.WriteString(sc.Text() + "\n")
			}
		}
		var got []Finding
		for dec := json.NewDecoder(&text); dec.More(); {
			var res map[string]map[string][]struct {
				Posn    string `json:"posn"`
				Message string `json:"message"`
				Related []struct {
					Posn    string `json:"posn"`
					Message string `json:"message"`
				} `json:"related"`
			}
			if err := dec.Decode(&res); err != nil {
				t.Fatalf("parsing go vet output: %v\n%s", err, out)
			}
			for _, byAnalyzer := range res {
				for _, d := range byAnalyzer[a.Name] {
					f := Finding{Posn: filepath.Base(d.Posn), Message: d.Message}
					for _, r := range d.Related {
						f.Related = append(f.Related, filepath.Base(r.Posn)+": "+r.Message)
					}
					got = append(got, f)
				}
			}
		}
		slices.SortFunc(got, func(a, b Finding) int { return strings.Compare(a.String(), b.String()) })
		want := Analysistest(t, m.Dir, a, pattern)
		if len(want) == 0 {
			t.Fatal("analysistest found nothing")
		}
		if !slices.EqualFunc(got, want, func(a, b Finding) bool { return a.String() == b.String() }) {
			t.Errorf("go vet findings differ from analysistest's:\ngo vet:\n%s\nanalysistest:\n%s", join(got), join(want))
		}
	})
}

func join(fs []Finding) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString("\t" + f.String() + "\n")
	}
	return b.String()
}
