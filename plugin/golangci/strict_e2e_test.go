package golangci_test

import (
	"path/filepath"
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
	dir := filepath.Join(root, "testdata", "e2e", "stricthost")
	got, stderr, code := runIn(t, dir, config)
	if code != 1 {
		t.Errorf("exit code %d, want 1 (issues found); stderr:\n%s", code, stderr)
	}
	const rel = "promptreach(related information): "
	const route = "res, err := p.get(r.Context(), r.URL.Query()"
	check(t, dir, got, []want{
		{"promptreach", "picker/picker.go", route, "strict: (*picker.Picker).preview, an HTTP handler, reaches prompts/get without a user selection"},
		{"promptreach", "picker/picker.go", route, rel + "hop 1: (*picker.Picker).preview calls (*picker.Picker).get"},
		{"promptreach", "picker/picker.go", "return p.cs.GetPrompt(", rel + "hop 2: (*picker.Picker).get calls (*mcp.ClientSession).GetPrompt"},
		{"promptreach", "tools/tools.go", "res, err := cs.GetPrompt(", "strict: tools.Welcome, an exported function of a library package, reaches prompts/get without a user selection"},
		{"promptreach", "tools/tools.go", "res, err := cs.GetPrompt(", rel + "hop 1: tools.Welcome calls (*mcp.ClientSession).GetPrompt"},
	})
}
