package dualreg_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/dualreg"
	"github.com/mcpvet/mcpvet/internal/suitetest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestAnalyzer checks every case under testdata/mod/dualreg against its
// want comments: diagnostics, and the facts that carry registrations
// across packages; then that the findings carry the other registration as
// Related (checkRelated), and that go vet -vettool, which analyses one
// package at a time from export data and serialised facts, reports the
// same findings with the same Related positions. On the module as it is
// (example.com/t) and renamed to a dotless path (mcptest).
func TestAnalyzer(t *testing.T) {
	suitetest.Suite{Analyzer: dualreg.Analyzer, Pattern: "./dualreg/...", VetTool: "./testdata/vettool"}.Run(t, checkRelated)
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

// checkRelated checks that each finding carries the other registration as
// Related, and that a finding reported where two packages are wired
// together points at both registration calls, positions taken from facts.
func checkRelated(t *testing.T, m testmod.Module, results []*analysistest.Result) {
	dir := filepath.Join(m.Dir, "dualreg")
	findings := suitetest.FindingsOf(results)
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
		var got []suitetest.Finding
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
