package synth

import (
	"strings"
	"testing"
)

func TestParseAndCompare(t *testing.T) {
	out := `{
	"example.com/h/a": {"promptreach": [
		{"posn": "/m/a/a.go:10:3", "message": "model tool-call dispatch (*a.H).Turn reaches prompts/get: (*a.H).Turn → a.run → (*mcp.ClientSession).GetPrompt; a prompt is chosen"}
	]},
	"example.com/h/a [example.com/h/a.test]": {"promptreach": [
		{"posn": "/m/a/a.go:10:3", "message": "model tool-call dispatch (*a.H).Turn reaches prompts/get: (*a.H).Turn → a.run → (*mcp.ClientSession).GetPrompt; a prompt is chosen"}
	]},
	"example.com/h/b": {"promptreach": [
		{"posn": "/m/b/b.go:7:1", "message": "something else"}
	]}
}`
	got, err := ParseJSON([]byte(out), "/m")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].File != "a/a.go" || got[0].Line != 10 || got[0].Col != 3 {
		t.Fatalf("ParseJSON = %v", got)
	}
	want := []Expected{
		{File: "a/a.go", Line: 10, Analyzer: "promptreach", Message: "(*a.H).Turn → a.run → (*mcp.ClientSession).GetPrompt"},
		{File: "c/c.go", Line: 3, Analyzer: "promptreach", Message: "x"},
	}
	missing, unexpected := Compare(want, got)
	if len(missing) != 1 || missing[0].File != "c/c.go" {
		t.Errorf("missing = %v", missing)
	}
	if len(unexpected) != 1 || unexpected[0].File != "b/b.go" {
		t.Errorf("unexpected = %v", unexpected)
	}
	// Same line, wrong text: not a match.
	missing, _ = Compare([]Expected{{File: "a/a.go", Line: 10, Analyzer: "promptreach", Message: "(*a.H).Other"}}, got)
	if len(missing) != 1 {
		t.Errorf("a finding with another message satisfied the expectation")
	}
	// One finding cannot satisfy two expectations.
	missing, _ = Compare([]Expected{want[0], want[0]}, got)
	if len(missing) != 1 {
		t.Errorf("one finding satisfied two expectations")
	}
}

func TestParseErrors(t *testing.T) {
	_, err := ParseJSON([]byte(`{"p": {"promptreach": {"error": "boom"}}}`), "/m")
	if err == nil || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("err = %v, want the analyzer error", err)
	}
	if _, err := ParseJSON([]byte(`not json`), "/m"); err == nil {
		t.Fatal("no error on bad JSON")
	}
}

func TestMarkers(t *testing.T) {
	g := &gen{files: map[string][]byte{}, pkgs: map[string]bool{}, man: Manifest{Units: map[string]int{}}}
	src := "package p\n\nfunc f() {\n\tg() //@want promptreach \"f reaches \\\"x\\\"\"\n}\n\nfunc g() {}\n"
	if err := g.file("p/p.go", "t", src); err != nil {
		t.Fatal(err)
	}
	if got := string(g.files["p/p.go"]); strings.Contains(got, "@want") || !strings.Contains(got, "\tg()\n") {
		t.Errorf("marker not stripped:\n%s", got)
	}
	want := Expected{File: "p/p.go", Line: 4, Analyzer: "promptreach", Message: `f reaches "x"`, Template: "t"}
	if len(g.man.Findings) != 1 || g.man.Findings[0] != want {
		t.Errorf("findings = %v, want %v", g.man.Findings, want)
	}
}
