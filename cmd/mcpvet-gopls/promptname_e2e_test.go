package main_test

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
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
	t.Run("dotted", func(t *testing.T) { promptnameCheck(t, dir, env) })
	t.Run("dotless", func(t *testing.T) {
		promptnameCheck(t, testmod.Dotless(t, dir, "example.com/prompthost", "prompthost"), env)
	})
}

func promptnameCheck(t *testing.T, dir string, env []string) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(gopls, append([]string{"check"}, files...)...)
	cmd.Dir, cmd.Env = dir, env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("gopls check: %v\n%s%s", err, stdout.Bytes(), stderr.Bytes())
	}
	got := parse(t, dir, stdout.Bytes())
	matched := make([]bool, len(got))
	for _, w := range promptnameWant {
		i := slices.IndexFunc(got, func(d diag) bool { return d.pos == w.pos && strings.Contains(d.msg, w.msg) })
		if i < 0 || matched[i] {
			t.Errorf("missing finding at %s: %s", w.pos, w.msg)
			continue
		}
		matched[i] = true
		if !slices.Equal(got[i].related, w.related) {
			t.Errorf("finding at %s: related information\ngot:\n%s\nwant:\n%s", w.pos, got[i], diag(w))
		}
	}
	for i, d := range got {
		if !matched[i] {
			t.Errorf("unexpected diagnostic:\n%s", d)
		}
	}
}
