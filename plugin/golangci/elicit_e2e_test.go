package golangci_test

import (
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestElicitFindings runs the elicitation linters on the end-to-end module
// of the mcpvet command (testdata/e2e/elicitsrv, real go-sdk and mcp-go):
// the same findings as mcpvet and go vet, each Related entry an issue of
// its own ("<linter>(related information): ..."), placed on the finding's
// line when it is in another file; the plan/apply tools stay silent. On
// the module as it is and renamed to a dotless path.
func TestElicitFindings(t *testing.T) {
	customGCL(t) // skip in -short mode before copying
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "testdata", "e2e", "elicitsrv")
	t.Run("dotted", func(t *testing.T) { testElicitFindings(t, dir) })
	t.Run("dotless", func(t *testing.T) {
		testElicitFindings(t, testmod.Dotless(t, dir, "example.com/elicitsrv", "elicitsrv"))
	})
}

func testElicitFindings(t *testing.T, dir string) {
	config, err := filepath.Abs(filepath.Join("testdata", "elicit.golangci.yml"))
	if err != nil {
		t.Fatal(err)
	}
	got, stderr, code := runIn(t, dir, config)
	if code != 1 {
		t.Errorf("exit code %d, want 1 (issues found); stderr:\n%s", code, stderr)
	}
	const rel = "(related information): "
	wants := []want{
		{"elicitmulti", "migrate/migrate.go", "func migrate(", "tool handler migrate.migrate can elicit 4 times in one call ((*mcp.ServerSession).Elicit at ask.go:19 via ask.Field;"},
		{"elicitmulti", "migrate/migrate.go", `"Source workspace?"`, "elicitmulti" + rel + "migrate.migrate calls ask.Field"},
		{"elicitmulti", "migrate/migrate.go", `"Target workspace?"`, "elicitmulti" + rel + "migrate.migrate calls ask.Field"},
		{"elicitmulti", "migrate/migrate.go", `"Skip, overwrite or duplicate conflicts?"`, "elicitmulti" + rel + "migrate.migrate calls ask.Field"},
		{"elicitmulti", "migrate/migrate.go", `"Proceed with migration?"`, "elicitmulti" + rel + "elicitation 4: (*mcp.ServerSession).Elicit"},
		// The site in ask.go, moved onto the finding's line.
		{"elicitmulti", "migrate/migrate.go", "func migrate(", "elicitmulti" + rel + "elicitation 1: (*mcp.ServerSession).Elicit"},
		{"elicitmulti", "migrate/migrate.go", "func migrate(", "elicitmulti" + rel + "elicitation 2: (*mcp.ServerSession).Elicit"},
		{"elicitmulti", "migrate/migrate.go", "func migrate(", "elicitmulti" + rel + "elicitation 3: (*mcp.ServerSession).Elicit"},
		{"elicitcap", "migrate/migrate.go", "name, err := ask.Field(", "tool handler migrate.rename elicits ((*mcp.ServerSession).Elicit at ask.go:19 via ask.Field) without checking the client's elicitation capability"},
		{"elicitcap", "migrate/migrate.go", "name, err := ask.Field(", "elicitcap" + rel + "migrate.rename calls ask.Field"},
		{"elicitcap", "migrate/migrate.go", "name, err := ask.Field(", "elicitcap" + rel + "elicitation: (*mcp.ServerSession).Elicit"},
		{"elicitcap", "mark3/mark3.go", "s.RequestElicitation(ctx", "tool handler mark3.archive.func1 elicits ((*server.MCPServer).RequestElicitation at mark3.go:23)"},
		{"elicitcap", "mark3/mark3.go", "s.RequestElicitation(ctx", "elicitcap" + rel + "elicitation: (*server.MCPServer).RequestElicitation"},
		{"elicitmulti", "mark3/mark3.go", "func onboard(", "tool handler mark3.onboard can elicit 2 times in one call"},
		{"elicitmulti", "mark3/mark3.go", `Elicit("name"`, "elicitmulti" + rel + "elicitation 1: (*server.InputRequestBuilder).Elicit"},
		{"elicitmulti", "mark3/mark3.go", `Elicit("team"`, "elicitmulti" + rel + "elicitation 2: (*server.InputRequestBuilder).Elicit"},
		{"elicitconfirm", "cleanup/cleanup.go", "res, err := req.Session.Elicit(", `tool handler cleanup.deleteWorkspace asks for confirmation (a single boolean "confirm"`},
		{"elicitconfirm", "cleanup/cleanup.go", "res, err := req.Session.Elicit(", "elicitconfirm" + rel + `confirmation: a single boolean "confirm"`},
		{"elicitconfirm", "cleanup/cleanup.go", "DestructiveHint: &yes", "elicitconfirm" + rel + "the tool's annotations declare DestructiveHint: true"},
		{"elicitconfirm", "cleanup/cleanup.go", "return nil, nil, os.RemoveAll(", "elicitconfirm" + rel + "destructive action: os.RemoveAll"},
		{"elicitaction", "cleanup/cleanup.go", `if !res.Content["confirm"].(bool) {`, "cleanup.deleteWorkspace reads the content of an elicitation's answer without checking"},
		{"elicitaction", "cleanup/cleanup.go", `if !res.Content["confirm"].(bool) {`, "cleanup.deleteWorkspace asserts a value of the accepted content to bool without checking"},
	}
	check(t, dir, got, wants)
}
