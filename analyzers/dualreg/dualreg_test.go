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

// lineAfter returns "file.go:line" for the first line of file containing
// s after the first line containing after (a declaration: "func Loop(").
func lineAfter(t *testing.T, file, after, s string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	start := -1
	for i, l := range strings.Split(string(data), "\n") {
		switch {
		case start < 0 && strings.Contains(l, after):
			start = i
		case start >= 0 && strings.Contains(l, s):
			return fmt.Sprintf("%s:%d", filepath.Base(file), i+1)
		}
	}
	t.Fatalf("%s: no line after %q contains %q", file, after, s)
	return ""
}

// recordMade is the Related message at the place a record of one
// capability is made.
const recordMade = "the record's tool and prompt are named here, from one value"

// checkRelated checks that each finding carries the other registration as
// Related, and that a finding reported where two packages are wired
// together points at both registration calls, positions taken from facts;
// a finding of one record's tool and prompt also points, last, at where
// the record (the first in source order) is made, in its package.
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
		if strings.Contains(f.Message, "the capability of one record") {
			if n := len(f.Related); n == 0 || !strings.HasSuffix(f.Related[n-1], ": "+recordMade) {
				t.Errorf("record finding without where the record is made, last in Related: %v", f)
			}
		}
	}

	records := filepath.Join(dir, "records/records.go")
	mixed := filepath.Join(dir, "records/mixed.go")
	caps := filepath.Join(dir, "recordpkg/caps/caps.go")
	srv := filepath.Join(dir, "recordpkg/srv/srv.go")

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
		// Records of this package: made by a helper's loop, by a helper's
		// return, in the function, in a package-level map; of two records,
		// the one made first in source order.
		{
			at: lineAfter(t, records, "func Loop(", `s.AddPrompt(r.prompt, r.ph)`),
			related: []string{
				lineAfter(t, records, "func Loop(", `s.AddTool(r.tool, r.h)`),
				lineAfter(t, records, "func build(", `recs = append(recs, record{tool: mcp.NewTool("kb_" + k.Name)`),
			},
		},
		{
			at: lineAfter(t, records, "func GoSDK(", `s.AddPrompt(r.prompt, r.ph)`),
			related: []string{
				lineAfter(t, records, "func GoSDK(", `s.AddTool(r.tool, r.h)`),
				lineAfter(t, records, "func one(", `return gsRecord{tool: &gomcp.Tool{Name: name + "_tool"}`),
			},
		},
		{
			at: lineAfter(t, records, "func Same(", `s.AddPrompt(r.prompt, r.ph)`),
			related: []string{
				lineAfter(t, records, "func Same(", `s.AddTool(r.tool, r.h)`),
				lineAfter(t, records, "func Same(", `r := record{tool: mcp.NewTool(k.Name + "_search")`),
			},
		},
		{
			at: lineAfter(t, records, "func Map(", `s.AddPrompt(r.prompt, r.ph)`),
			related: []string{
				lineAfter(t, records, "func Map(", `s.AddTool(r.tool, r.h)`),
				lineAfter(t, records, "var table = ", `"deploy": {tool: mcp.NewTool("deploy")`),
			},
		},
		{
			at: lineAfter(t, mixed, "func Mixed(", `s.AddPrompt(r.prompt, r.ph)`),
			related: []string{
				lineAfter(t, mixed, "func Mixed(", `s.AddTool(r.tool, r.h)`),
				lineAfter(t, mixed, "var mixed = ", `"deploy":  {tool: mcp.NewTool("deploy")`),
			},
		},
		{
			at: lineAfter(t, records, "func TwoRecords(", `s.AddPrompt(r.prompt, r.ph)`),
			related: []string{
				lineAfter(t, records, "func TwoRecords(", `s.AddTool(r.tool, r.h)`),
				lineAfter(t, records, "func TwoRecords(", `first := record{`),
			},
		},
		// Records of another package, known by facts: a package-level
		// slice (its first record), a function's loop, a map filled by
		// init, a function's return; and records made here that another
		// package registers.
		{
			at: lineAfter(t, srv, "func Table(", `s.AddPrompts(r.Prompt)`),
			related: []string{
				lineAfter(t, srv, "func Table(", `s.AddTools(r.Tool)`),
				lineAfter(t, caps, "var Records = ", `Tool:   server.ServerTool{Tool: mcp.NewTool("summarize")`),
			},
		},
		{
			at: lineAfter(t, srv, "func Built(", `s.AddPrompt(r.Prompt, r.PH)`),
			related: []string{
				lineAfter(t, srv, "func Built(", `s.AddTool(r.Tool, r.H)`),
				lineAfter(t, caps, "func Build(", `recs = append(recs, Rec{Tool: mcp.NewTool("kb_" + kb.Name)`),
			},
		},
		{
			at: lineAfter(t, srv, "func Map(", `s.AddPrompt(r.Prompt, r.PH)`),
			related: []string{
				lineAfter(t, srv, "func Map(", `s.AddTool(r.Tool, r.H)`),
				lineAfter(t, caps, "func init(", `ByName[n] = GS{Tool: &gomcp.Tool{Name: n + "_now"}`),
			},
		},
		{
			at: lineAfter(t, srv, "func One(", `s.AddPrompt(r.Prompt, r.PH)`),
			related: []string{
				lineAfter(t, srv, "func One(", `s.AddTool(r.Tool, r.H)`),
				lineAfter(t, caps, "func GoSDK(", `return GS{Tool: &gomcp.Tool{Name: "run_" + name}`),
			},
		},
		{
			at: lineAfter(t, srv, "func Registered(", `caps.Register(s, recs)`),
			related: []string{
				lineAfter(t, srv, "func Registered(", `caps.Register(s, recs)`),
				lineAfter(t, caps, "func Register(", `s.AddTool(r.Tool, r.H)`),
				lineAfter(t, caps, "func Register(", `s.AddPrompt(r.Prompt, r.PH)`),
				lineAfter(t, srv, "func Registered(", `recs = append(recs, caps.Rec{Tool: mcpTool("kb_" + kb.Name), Prompt: mcpPrompt(kb.Name)})`),
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
