package dualreg_test

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

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/dualreg"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestAnalyzer checks every case under testdata/mod/dualreg against its
// want comments: diagnostics, and the facts that carry registrations
// across packages; on the module as it is (example.com/t) and renamed to a
// dotless path (mcptest).
func TestAnalyzer(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		analysistest.Run(t, m.Dir, dualreg.Analyzer, "./dualreg/...")
	})
}

// finding is a diagnostic as a driver prints it.
type finding struct {
	Posn    string
	Message string
	Related []string // "file:line: message", file by base name
}

func (f finding) String() string {
	return fmt.Sprintf("%s: %s %v", f.Posn, f.Message, f.Related)
}

// analysistestFindings runs the analyzer on patterns in the module in dir
// and returns what it reported, positions shown as base name and line.
func analysistestFindings(t *testing.T, dir string, patterns ...string) []finding {
	var out []finding
	for _, r := range analysistest.Run(t, dir, dualreg.Analyzer, patterns...) {
		fset := r.Pass.Fset
		for _, d := range r.Diagnostics {
			f := finding{Posn: short(fset.Position(d.Pos).String()), Message: d.Message}
			for _, rel := range d.Related {
				f.Related = append(f.Related, short(fset.Position(rel.Pos).String())+": "+rel.Message)
			}
			out = append(out, f)
		}
	}
	slices.SortFunc(out, func(a, b finding) int { return strings.Compare(a.String(), b.String()) })
	return out
}

// short reduces "dir/file.go:line:col" to "file.go:line:col".
func short(posn string) string {
	return filepath.Base(posn)
}

// line reduces "file.go:line:col" to "file.go:line".
func line(posn string) string {
	if strings.Count(posn, ":") == 2 {
		return posn[:strings.LastIndex(posn, ":")]
	}
	return posn
}

// lineOf returns "file.go:line" for the first line of file containing s.
func lineOf(t *testing.T, file, s string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, s) {
			return fmt.Sprintf("%s:%d", filepath.Base(file), i+1)
		}
	}
	t.Fatalf("%s: no line contains %q", file, s)
	return ""
}

// TestRelated checks that each finding carries the other registration as
// Related, and that a finding reported where two packages are wired
// together points at both registration calls, positions taken from facts.
// Both variants of the module.
func TestRelated(t *testing.T) {
	testmod.Each(t, testRelated)
}

func testRelated(t *testing.T, m testmod.Module) {
	dir := filepath.Join(m.Dir, "dualreg")
	findings := analysistestFindings(t, m.Dir, "./dualreg/...")
	if len(findings) == 0 {
		t.Fatal("no findings")
	}
	for _, f := range findings {
		if len(f.Related) == 0 {
			t.Errorf("finding without Related: %v", f)
		}
	}

	cases := []struct {
		at      string   // the finding's position
		related []string // positions, in order
	}{
		{
			at:      lineOf(t, filepath.Join(dir, "gosdk/gosdk.go"), `s.AddPrompt(&mcp.Prompt{Name: "review"}`),
			related: []string{lineOf(t, filepath.Join(dir, "gosdk/gosdk.go"), `mcp.AddTool(s, &mcp.Tool{Name: "review"`)},
		},
		{
			at: lineOf(t, filepath.Join(dir, "crosspkg/wire/wire.go"), `prompts.Register(s) // want`),
			related: []string{
				lineOf(t, filepath.Join(dir, "crosspkg/wire/wire.go"), `tools.Register(s)`),
				lineOf(t, filepath.Join(dir, "crosspkg/tools/tools.go"), `Name: "triage_incident"`),
				lineOf(t, filepath.Join(dir, "crosspkg/prompts/prompts.go"), `Name: "triage-incident"`),
			},
		},
		{
			at: lineOf(t, filepath.Join(dir, "crossglobal/cmd/cmd.go"), `crossglobal/tools"`),
			related: []string{
				lineOf(t, filepath.Join(dir, "crossglobal/cmd/cmd.go"), `crossglobal/prompts"`),
				lineOf(t, filepath.Join(dir, "crossglobal/prompts/prompts.go"), `AddPrompt`),
				lineOf(t, filepath.Join(dir, "crossglobal/tools/tools.go"), `AddTool`),
			},
		},
	}
	for _, c := range cases {
		var got []finding
		for _, f := range findings {
			if line(f.Posn) == c.at {
				got = append(got, f)
			}
		}
		if len(got) != 1 {
			t.Errorf("%s: got %d findings, want 1: %v", c.at, len(got), got)
			continue
		}
		var posns []string
		for _, r := range got[0].Related {
			posns = append(posns, line(r[:strings.Index(r, ": ")]))
		}
		if !slices.Equal(posns, c.related) {
			t.Errorf("%s: Related at %v, want %v\n%v", c.at, posns, c.related, got[0])
		}
	}
}

// TestVet runs the analyzer under go vet -vettool, which analyses one
// package at a time from export data and serialised facts, and checks that
// it reports the same findings, with the same Related positions, as
// analysistest does; on both variants of the module.
func TestVet(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a vet tool")
	}
	tool := filepath.Join(t.TempDir(), "dualreg")
	if out, err := exec.Command("go", "build", "-o", tool, "./testdata/vettool").CombinedOutput(); err != nil {
		t.Fatalf("building the vet tool: %v\n%s", err, out)
	}
	testmod.Each(t, func(t *testing.T, m testmod.Module) { testVet(t, tool, m) })
}

func testVet(t *testing.T, tool string, m testmod.Module) {
	dir := m.Dir
	vet := exec.Command("go", "vet", "-vettool="+tool, "-json", "./dualreg/...")
	vet.Dir = dir
	vet.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	out, err := vet.CombinedOutput()
	if err != nil {
		t.Fatalf("go vet: %v\n%s", err, out)
	}

	// go vet -json prints, per package, a "# path" line (for packages with
	// findings) and a JSON object {path: {analyzer: [diagnostic]}}.
	var text bytes.Buffer
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if !strings.HasPrefix(sc.Text(), "#") {
			text.WriteString(sc.Text() + "\n")
		}
	}
	var got []finding
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
			for _, d := range byAnalyzer["dualreg"] {
				f := finding{Posn: short(d.Posn), Message: d.Message}
				for _, r := range d.Related {
					f.Related = append(f.Related, short(r.Posn)+": "+r.Message)
				}
				got = append(got, f)
			}
		}
	}
	slices.SortFunc(got, func(a, b finding) int { return strings.Compare(a.String(), b.String()) })

	want := analysistestFindings(t, dir, "./dualreg/...")
	if len(want) == 0 {
		t.Fatal("analysistest found nothing")
	}
	if !slices.EqualFunc(got, want, func(a, b finding) bool { return a.String() == b.String() }) {
		t.Errorf("go vet findings differ from analysistest's:\ngo vet:\n%s\nanalysistest:\n%s", join(got), join(want))
	}
}

func join(fs []finding) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString("\t" + f.String() + "\n")
	}
	return b.String()
}
