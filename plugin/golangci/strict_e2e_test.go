package golangci_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestStrictFindings runs promptreach with the setting strict: true on the
// strict-mode module of the mcpvet command (testdata/e2e/stricthost): the
// unmarked HTTP route of package picker (which asks for strict mode itself)
// and the exported fetcher of package tools (reported only because of the
// setting), each with its hops; the marked selection handler is silent.
func TestStrictFindings(t *testing.T) {
	customGCL(t) // skip in -short mode
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	config, err := filepath.Abs(filepath.Join("testdata", "strict.golangci.yml"))
	if err != nil {
		t.Fatal(err)
	}
	got, stderr, code := runIn(t, filepath.Join(root, "testdata", "e2e", "stricthost"), config)
	if code != 1 {
		t.Errorf("exit code %d, want 1 (issues found); stderr:\n%s", code, stderr)
	}
	const rel = "promptreach(related information): "
	wants := []struct {
		file string
		line int
		text string
	}{
		{"picker/picker.go", 43, "strict: (*picker.Picker).preview, an HTTP handler, reaches prompts/get without a user selection"},
		{"picker/picker.go", 43, rel + "hop 1: (*picker.Picker).preview calls (*picker.Picker).get"},
		{"picker/picker.go", 30, rel + "hop 2: (*picker.Picker).get calls (*mcp.ClientSession).GetPrompt"},
		{"tools/tools.go", 13, "strict: tools.Welcome, an exported function of a library package, reaches prompts/get without a user selection"},
		{"tools/tools.go", 13, rel + "hop 1: tools.Welcome calls (*mcp.ClientSession).GetPrompt"},
	}
	used := make([]bool, len(got))
	for _, w := range wants {
		found := false
		for i, g := range got {
			if !used[i] && g.FromLinter == "promptreach" && g.Pos.Filename == w.file && g.Pos.Line == w.line && strings.Contains(g.Text, w.text) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("missing promptreach issue at %s:%d containing:\n\t%s", w.file, w.line, w.text)
		}
	}
	for i, g := range got {
		if !used[i] {
			t.Errorf("unexpected %s issue at %s:%d: %s", g.FromLinter, g.Pos.Filename, g.Pos.Line, g.Text)
		}
	}
}
