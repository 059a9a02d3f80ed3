package main

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/bench/internal/synth"
)

// TestFindings is the correctness half of bench/compare, at the small
// size: generate the ~10k-line host, run mcpvet -json on it and require
// exactly the findings the templates place (expected_findings.json).
// There is no timing assertion here; bench/compare measures.
func TestFindings(t *testing.T) {
	if testing.Short() {
		t.Skip("builds mcpvet and analyzes a generated module")
	}
	bin := filepath.Join(t.TempDir(), "mcpvet")
	build := exec.Command("go", "build", "-o", bin, "github.com/mcpvet/mcpvet/cmd/mcpvet")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build mcpvet: %v\n%s", err, out)
	}

	dir := t.TempDir()
	m, err := synth.Generate(synth.Options{Dir: dir, Lines: 10000, Seed: 1, Tidy: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("generated %d lines, %d packages, %d expected findings", m.Lines, m.Packages, len(m.Findings))
	if len(m.Findings) == 0 {
		t.Fatal("the generator placed no findings")
	}
	for _, k := range []string{"leak-same-type-tables", "leak-iface-registry", "leak-shared-registry", "leak-flatten",
		"leak-gateway", "leak-global-wiring", "leak-generic-registry", "leak-chan-worker", "leak-directive"} {
		if m.Units[k] == 0 {
			t.Errorf("template %s missing from the small host", k)
		}
	}

	cmd := exec.Command(bin, "-json", "./...")
	cmd.Dir = dir
	cmd.Env = synth.GoEnv()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("mcpvet -json ./...: %v\n%s", err, stderr.Bytes())
	}
	got, err := synth.ParseJSON(stdout.Bytes(), dir)
	if err != nil {
		t.Fatal(err)
	}
	missing, unexpected := synth.Compare(m.Findings, got)
	if r := synth.Report(dir, missing, unexpected); r != "" {
		t.Errorf("mcpvet findings differ from %s (%d expected, %d reported):\n%s", synth.ManifestName, len(m.Findings), len(got), r)
	}
}

// TestDeterministic checks that the same options write the same bytes.
func TestDeterministic(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	for _, d := range []string{a, b} {
		if _, err := synth.Generate(synth.Options{Dir: d, Lines: 4000, Seed: 7}); err != nil {
			t.Fatal(err)
		}
	}
	n := 0
	err := filepath.WalkDir(a, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(a, p)
		x, _ := os.ReadFile(p)
		y, err := os.ReadFile(filepath.Join(b, rel))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two runs with the same seed", rel)
		}
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 10 {
		t.Fatalf("only %d files written", n)
	}
}

// TestSizes checks that the line budget is honoured at the sizes
// bench/compare uses, without writing to disk more than once per size.
func TestSizes(t *testing.T) {
	for _, lines := range []int{10000, 50000, 200000} {
		m, err := synth.Generate(synth.Options{Dir: t.TempDir(), Lines: lines, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if m.Lines < lines || m.Lines > lines+lines/10+800 {
			t.Errorf("-lines %d wrote %d lines", lines, m.Lines)
		}
		t.Logf("-lines %d: %d lines, %d packages, %d findings, units %v", lines, m.Lines, m.Packages, len(m.Findings), m.Units)
	}
}
