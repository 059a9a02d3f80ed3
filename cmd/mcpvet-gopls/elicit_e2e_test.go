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

// elicitWant are the elicitation findings of testdata/e2e/elicitsrv, as
// the mcpvet command reports them.
var elicitWant = []finding{
	{
		pos: "migrate/migrate.go:23:6",
		msg: "tool handler migrate.migrate can elicit 4 times in one call",
		related: []related{
			{"migrate/migrate.go:27:14", "migrate.migrate calls ask.Field"},
			{"ask/ask.go:19:14", "elicitation 1: (*mcp.ServerSession).Elicit"},
			{"migrate/migrate.go:31:14", "migrate.migrate calls ask.Field"},
			{"ask/ask.go:19:14", "elicitation 2: (*mcp.ServerSession).Elicit"},
			{"migrate/migrate.go:35:19", "migrate.migrate calls ask.Field"},
			{"ask/ask.go:19:14", "elicitation 3: (*mcp.ServerSession).Elicit"},
			{"migrate/migrate.go:39:14", "elicitation 4: (*mcp.ServerSession).Elicit"},
		},
	},
	{
		pos: "migrate/migrate.go:47:15",
		msg: "tool handler migrate.rename elicits ((*mcp.ServerSession).Elicit at ask.go:19 via ask.Field) without checking the client's elicitation capability",
		related: []related{
			{"migrate/migrate.go:47:15", "migrate.rename calls ask.Field"},
			{"ask/ask.go:19:14", "elicitation: (*mcp.ServerSession).Elicit"},
		},
	},
	{
		pos: "mark3/mark3.go:23:15",
		msg: "tool handler mark3.archive.func1 elicits ((*server.MCPServer).RequestElicitation at mark3.go:23)",
		related: []related{
			{"mark3/mark3.go:23:15", "elicitation: (*server.MCPServer).RequestElicitation"},
		},
	},
	{
		pos: "mark3/mark3.go:31:6",
		msg: "tool handler mark3.onboard can elicit 2 times in one call",
		related: []related{
			{"mark3/mark3.go:39:3", "elicitation 1: (*server.InputRequestBuilder).Elicit"},
			{"mark3/mark3.go:40:3", "elicitation 2: (*server.InputRequestBuilder).Elicit"},
		},
	},
	{
		pos: "cleanup/cleanup.go:29:14",
		msg: `tool handler cleanup.deleteWorkspace asks for confirmation (a single boolean "confirm"`,
		related: []related{
			{"cleanup/cleanup.go:29:14", `confirmation: a single boolean "confirm"`},
			{"cleanup/cleanup.go:42:104", "the tool's annotations declare DestructiveHint: true"},
			{"cleanup/cleanup.go:27:20", "destructive action: os.RemoveAll"},
		},
	},
	{pos: "cleanup/cleanup.go:33:10", msg: "cleanup.deleteWorkspace reads the content of an elicitation's answer without checking"},
	{pos: "cleanup/cleanup.go:33:29", msg: "cleanup.deleteWorkspace asserts a value of the accepted content to bool without checking"},
}

// TestElicitCheck runs gopls check on every file of the end-to-end module
// of the elicitation analyzers (real go-sdk and mcp-go) and compares its
// diagnostics with those of the mcpvet command: the helpers of package ask
// are known in package migrate through their facts, as under go vet.
func TestElicitCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gopls")
	}
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "e2e", "elicitsrv"))
	if err != nil {
		t.Fatal(err)
	}
	if dir, err = filepath.EvalSymlinks(dir); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
	t.Run("dotted", func(t *testing.T) { checkModule(t, dir, env, elicitWant) })
	t.Run("dotless", func(t *testing.T) {
		checkModule(t, testmod.Dotless(t, dir, "example.com/elicitsrv", "elicitsrv"), env, elicitWant)
	})
}

// checkModule runs gopls check on every file of the module in dir and
// compares its diagnostics with want.
func checkModule(t *testing.T, dir string, env []string, want []finding) {
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
	for _, w := range want {
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
