package main_test

import (
	"bytes"
	"testing"
)

// The end-to-end module of the elicitation analyzers, run by TestFindings
// with the others (both drivers, both module paths, determinism).

const (
	multiMsg = ": each question is another point where the user can give up; take values the user already gave as tool arguments, " +
		"and split the operation into a read-only plan tool that returns what the decision needs and an apply tool that takes the decisions as arguments"
	capFix = "; check the capability first and give clients that cannot answer a defined behaviour (take the value as a tool argument, or return a result that says what to pass)"
)

func init() {
	modules = append(modules, module{
		// A workspace server on go-sdk: migrate_workspace asks four
		// questions (three through package ask's helper, after a
		// capability check), rename_collection asks through the helper
		// without one; package plan is the plan/apply redesign, whose
		// one guarded re-plan-or-abort question is silent. Package mark3
		// is an mcp-go server: archive_project asks without a check, and
		// onboard asks two questions as input requests after one. Package
		// cleanup asks "Delete?" in a tool annotated destructive and reads
		// the answer without looking at the action.
		name: "elicitsrv",
		findings: []finding{
			{
				analyzer: "elicitmulti",
				pkg:      "example.com/elicitsrv/migrate",
				at:       at("migrate/migrate.go", "func migrate("),
				msg: "tool handler migrate.migrate can elicit 4 times in one call ((*mcp.ServerSession).Elicit at ask.go:19 via ask.Field; " +
					"(*mcp.ServerSession).Elicit at ask.go:19 via ask.Field; (*mcp.ServerSession).Elicit at ask.go:19 via ask.Field; " +
					"(*mcp.ServerSession).Elicit at migrate.go:39)" + multiMsg,
				related: []hop{
					{at("migrate/migrate.go", `"Source workspace?"`), "migrate.migrate calls ask.Field"},
					{at("ask/ask.go", "ss.Elicit(ctx"), "elicitation 1: (*mcp.ServerSession).Elicit"},
					{at("migrate/migrate.go", `"Target workspace?"`), "migrate.migrate calls ask.Field"},
					{at("ask/ask.go", "ss.Elicit(ctx"), "elicitation 2: (*mcp.ServerSession).Elicit"},
					{at("migrate/migrate.go", `"Skip, overwrite or duplicate conflicts?"`), "migrate.migrate calls ask.Field"},
					{at("ask/ask.go", "ss.Elicit(ctx"), "elicitation 3: (*mcp.ServerSession).Elicit"},
					{at("migrate/migrate.go", `"Proceed with migration?"`), "elicitation 4: (*mcp.ServerSession).Elicit"},
				},
			},
			{
				analyzer: "elicitcap",
				pkg:      "example.com/elicitsrv/migrate",
				at:       at("migrate/migrate.go", `name, err := ask.Field(`),
				msg: "tool handler migrate.rename elicits ((*mcp.ServerSession).Elicit at ask.go:19 via ask.Field) without checking the client's elicitation capability, " +
					"and its error is only passed on: go-sdk refuses the call for a client without the capability (\"client does not support elicitation\"), so there the tool just fails",
				related: []hop{
					{at("migrate/migrate.go", `name, err := ask.Field(`), "migrate.rename calls ask.Field"},
					{at("ask/ask.go", "ss.Elicit(ctx"), "elicitation: (*mcp.ServerSession).Elicit"},
				},
			},
			{
				analyzer: "elicitcap",
				pkg:      "example.com/elicitsrv/mark3",
				at:       at("mark3/mark3.go", `s.RequestElicitation(ctx`),
				msg: "tool handler mark3.archive.func1 elicits ((*server.MCPServer).RequestElicitation at mark3.go:23) without checking the client's elicitation capability: " +
					"mcp-go sends elicitation/create whatever the client declared, and a client without the capability cannot answer it" + capFix,
				related: []hop{
					{at("mark3/mark3.go", `s.RequestElicitation(ctx`), "elicitation: (*server.MCPServer).RequestElicitation"},
				},
			},
			{
				analyzer: "elicitmulti",
				pkg:      "example.com/elicitsrv/mark3",
				at:       at("mark3/mark3.go", "func onboard("),
				msg: "tool handler mark3.onboard can elicit 2 times in one call ((*server.InputRequestBuilder).Elicit at mark3.go:39; " +
					"(*server.InputRequestBuilder).Elicit at mark3.go:40)" + multiMsg,
				related: []hop{
					{at("mark3/mark3.go", `Elicit("name"`), "elicitation 1: (*server.InputRequestBuilder).Elicit"},
					{at("mark3/mark3.go", `Elicit("team"`), "elicitation 2: (*server.InputRequestBuilder).Elicit"},
				},
			},
			{
				analyzer: "elicitconfirm",
				pkg:      "example.com/elicitsrv/cleanup",
				at:       at("cleanup/cleanup.go", "res, err := req.Session.Elicit("),
				msg: "tool handler cleanup.deleteWorkspace asks for confirmation (a single boolean \"confirm\", (*mcp.ServerSession).Elicit at cleanup.go:29) before a destructive action: " +
					"the tool declares DestructiveHint: true (at cleanup.go:42), and it calls os.RemoveAll (at cleanup.go:27); approval is what destructiveHint and the host's approval flow are for",
				related: []hop{
					{at("cleanup/cleanup.go", "res, err := req.Session.Elicit("), `confirmation: a single boolean "confirm"`},
					{at("cleanup/cleanup.go", "DestructiveHint: &yes"), "the tool's annotations declare DestructiveHint: true"},
					{at("cleanup/cleanup.go", "return nil, nil, os.RemoveAll("), "destructive action: os.RemoveAll"},
				},
			},
			{
				analyzer: "elicitaction",
				pkg:      "example.com/elicitsrv/cleanup",
				at:       at("cleanup/cleanup.go", `if !res.Content["confirm"].(bool) {`),
				msg:      `cleanup.deleteWorkspace reads the content of an elicitation's answer without checking that the action is "accept"`,
			},
			{
				analyzer: "elicitaction",
				pkg:      "example.com/elicitsrv/cleanup",
				at:       at("cleanup/cleanup.go", `if !res.Content["confirm"].(bool) {`),
				msg:      "cleanup.deleteWorkspace asserts a value of the accepted content to bool without checking",
			},
		},
	})
}

// TestElicitHelp: `mcpvet help` lists the elicitation analyzers, and
// `mcpvet help NAME` shows each one's documentation.
func TestElicitHelp(t *testing.T) {
	dir := t.TempDir()
	list := run(t, dir, mcpvet, "help")
	if list.code != 0 {
		t.Fatalf("help: exit %d, want 0", list.code)
	}
	for name, first := range map[string]string{
		"elicitmulti":   "report MCP tool handlers that can elicit more than once in one call",
		"elicitcap":     "report MCP elicitations with no check of the client's elicitation capability and no fallback",
		"elicitaction":  "report an elicitation's answer used as if the user had accepted, or accepted content used unchecked",
		"elicitconfirm": "report confirmation dialogs elicited by a tool that performs a destructive action",
	} {
		if !bytes.Contains(list.stdout, []byte(first)) {
			t.Errorf("help lacks %s:\n%s", name, list.stdout)
		}
		r := run(t, dir, mcpvet, "help", name)
		if r.code != 0 || !bytes.Contains(r.stdout, []byte(name+": "+first)) {
			t.Errorf("help %s: exit %d, output:\n%s", name, r.code, r.stdout)
		}
	}
}
