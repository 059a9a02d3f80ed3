package main_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/internal/testmod"
)

// promptnameWant are the findings of testdata/e2e/prompthost, as the
// mcpvet command reports them; positions written by hand from the source
// (a call at its parenthesis, a store in a literal at the key's colon, a
// field at its name, a map update at its bracket).
var promptnameWant = []finding{
	{
		pos: "palette/palette.go:31:15",
		msg: "prompts/get is named by a listed prompt's display string mcp.Prompt.Title, not its Name: mcp.Prompt.Title (read at palette.go:21) → used as a key of a map → returned by palette.titles",
		related: []related{
			{"palette/palette.go:21:9", "display string: mcp.Prompt.Title"},
			{"palette/palette.go:21:6", "used as a key of a map"},
			{"palette/palette.go:28:27", "returned by palette.titles"},
			{"palette/palette.go:31:15", "sent as the prompts/get name (mcp.GetPromptParams.Name)"},
		},
	},
	{
		pos: "picker/picker.go:16:20",
		msg: "prompts/get is named by a listed prompt's display string mcp.Prompt.Title (the Name only where the display string is empty), not its Name: mcp.Prompt.Title (read at menu.go:25) → stored in menu.Entry.Label → passed to fetch.Fetch",
		related: []related{
			{"menu/menu.go:25:14", "display string: mcp.Prompt.Title"},
			{"menu/menu.go:29:32", "stored in menu.Entry.Label"},
			{"picker/picker.go:16:20", "passed to fetch.Fetch"},
			{"fetch/fetch.go:13:57", "sent as the prompts/get name (mcp.GetPromptParams.Name)"},
		},
	},
}

// TestPromptnameCheck runs gopls check on every file of the end-to-end
// module of promptname (real go-sdk and mcp-go) and compares its
// diagnostics with those of the mcpvet command: package menu's entries
// and package fetch's helper are known in package picker through their
// facts, as under go vet.
func TestPromptnameCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gopls")
	}
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "e2e", "prompthost"))
	if err != nil {
		t.Fatal(err)
	}
	if dir, err = filepath.EvalSymlinks(dir); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
	t.Run("dotted", func(t *testing.T) { checkModule(t, dir, env, promptnameWant) })
	t.Run("dotless", func(t *testing.T) {
		checkModule(t, testmod.Dotless(t, dir, "example.com/prompthost", "prompthost"), env, promptnameWant)
	})
}
