package golangci_test

import (
	"os"
	"path/filepath"
	"strings"
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
	line := func(file, frag string) int {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(data), "\n") {
			if strings.Contains(l, frag) {
				return i + 1
			}
		}
		t.Fatalf("%q is not in %s", frag, file)
		return 0
	}
	type expect struct {
		file, frag, text string
	}
	const rel = "promptname(related information): "
	const picker, palette = "picker/picker.go", "palette/palette.go"
	const open, send = "return fetch.Fetch(ctx, cs, e.Label)", "req.Params.Name = title"
	wants := []expect{
		{picker, open, "prompts/get is named by a listed prompt's display string mcp.Prompt.Title (the Name only where the display string is empty), not its Name: " +
			"mcp.Prompt.Title (read at menu.go:25) → stored in menu.Entry.Label → passed to fetch.Fetch → sent as the prompts/get name (mcp.GetPromptParams.Name) at fetch.go:13"},
		// menu.go and fetch.go are other files: moved onto the finding's line.
		{picker, open, rel + "display string: mcp.Prompt.Title"},
		{picker, open, rel + "stored in menu.Entry.Label"},
		{picker, open, rel + "passed to fetch.Fetch"},
		{picker, open, rel + "sent as the prompts/get name (mcp.GetPromptParams.Name)"},
		{palette, send, "prompts/get is named by a listed prompt's display string mcp.Prompt.Title, not its Name: " +
			"mcp.Prompt.Title (read at palette.go:21) → used as a key of a map → returned by palette.titles → sent as the prompts/get name (mcp.GetPromptParams.Name) at palette.go:31"},
		{palette, "out[p.Title] = p.Name", rel + "display string: mcp.Prompt.Title"},
		{palette, "out[p.Title] = p.Name", rel + "used as a key of a map"},
		{palette, "for title := range titles(ctx, c) {", rel + "returned by palette.titles"},
		{palette, send, rel + "sent as the prompts/get name (mcp.GetPromptParams.Name)"},
	}
	used := make([]bool, len(got))
	for _, w := range wants {
		l := line(w.file, w.frag)
		found := false
		for i, g := range got {
			if !used[i] && g.FromLinter == "promptname" && g.Pos.Filename == w.file && g.Pos.Line == l && strings.Contains(g.Text, w.text) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("missing promptname issue at %s:%d (%q) containing:\n\t%s", w.file, l, w.frag, w.text)
		}
	}
	for i, g := range got {
		if !used[i] {
			t.Errorf("unexpected %s issue at %s:%d: %s", g.FromLinter, g.Pos.Filename, g.Pos.Line, g.Text)
		}
	}
}
