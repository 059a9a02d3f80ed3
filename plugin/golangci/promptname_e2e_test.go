package golangci_test

import (
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestPromptnameFindings runs the promptname linter on the end-to-end
// module of the mcpvet command (testdata/e2e/prompthost, real go-sdk and
// mcp-go): the same findings as mcpvet and go vet, each Related entry an
// issue of its own ("promptname(related information): ..."), placed on the
// finding's line when it is in another file; the twins that send the Name
// stay silent. On the module as it is and renamed to a dotless path.
func TestPromptnameFindings(t *testing.T) {
	customGCL(t) // skip in -short mode before copying
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "testdata", "e2e", "prompthost")
	t.Run("dotted", func(t *testing.T) { testPromptnameFindings(t, dir) })
	t.Run("dotless", func(t *testing.T) {
		testPromptnameFindings(t, testmod.Dotless(t, dir, "example.com/prompthost", "prompthost"))
	})
}

func testPromptnameFindings(t *testing.T, dir string) {
	config, err := filepath.Abs(filepath.Join("testdata", "promptname.golangci.yml"))
	if err != nil {
		t.Fatal(err)
	}
	got, stderr, code := runIn(t, dir, config)
	if code != 1 {
		t.Errorf("exit code %d, want 1 (issues found); stderr:\n%s", code, stderr)
	}
	const rel = "promptname(related information): "
	const picker, palette = "picker/picker.go", "palette/palette.go"
	const open, send = "return fetch.Fetch(ctx, cs, e.Label)", "req.Params.Name = title"
	wants := []want{
		{"promptname", picker, open, "prompts/get is named by a listed prompt's display string mcp.Prompt.Title (the Name only where the display string is empty), not its Name: " +
			"mcp.Prompt.Title (read at menu.go:25) → stored in menu.Entry.Label → passed to fetch.Fetch → sent as the prompts/get name (mcp.GetPromptParams.Name) at fetch.go:13"},
		// menu.go and fetch.go are other files: moved onto the finding's line.
		{"promptname", picker, open, rel + "display string: mcp.Prompt.Title"},
		{"promptname", picker, open, rel + "stored in menu.Entry.Label"},
		{"promptname", picker, open, rel + "passed to fetch.Fetch"},
		{"promptname", picker, open, rel + "sent as the prompts/get name (mcp.GetPromptParams.Name)"},
		{"promptname", palette, send, "prompts/get is named by a listed prompt's display string mcp.Prompt.Title, not its Name: " +
			"mcp.Prompt.Title (read at palette.go:21) → used as a key of a map → returned by palette.titles → sent as the prompts/get name (mcp.GetPromptParams.Name) at palette.go:31"},
		{"promptname", palette, "out[p.Title] = p.Name", rel + "display string: mcp.Prompt.Title"},
		{"promptname", palette, "out[p.Title] = p.Name", rel + "used as a key of a map"},
		{"promptname", palette, "for title := range titles(ctx, c) {", rel + "returned by palette.titles"},
		{"promptname", palette, send, rel + "sent as the prompts/get name (mcp.GetPromptParams.Name)"},
	}
	check(t, dir, got, wants)
}
