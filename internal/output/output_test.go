package output

import (
	"bytes"
	"encoding/json"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/tools/go/analysis"
)

// ValidateSARIF validates a SARIF log against the SARIF 2.1.0 schema
// vendored in testdata/output (formats asserted).
func validateSARIF(t *testing.T, data []byte) {
	t.Helper()
	schemaFile := filepath.Join("..", "..", "testdata", "output", "sarif-schema-2.1.0.json")
	raw, err := os.ReadFile(schemaFile)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("sarif-schema-2.1.0.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("SARIF output is not JSON: %v", err)
	}
	if err := sch.Validate(v); err != nil {
		t.Errorf("SARIF output does not validate against the SARIF 2.1.0 schema:\n%v", err)
	}
}

// fixture writes two source files and returns findings on them: a
// three-hop promptreach path across the files, and a hostannot finding on
// a line with non-ASCII text before the position.
func fixture(t *testing.T) (Paths, []Finding) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o777)
		if err := os.WriteFile(p, []byte(content), 0o666); err != nil {
			t.Fatal(err)
		}
		return p
	}
	agent := write("agent/agent.go", "package agent\n\nfunc Handle() {\n\treg.Call(x)\n}\n")
	reg := write("reg/reg.go", "package reg\n\nfunc Call() {\n\tfetch()\n}\n\nfunc fetch() { cs.GetPrompt(ctx, p) }\n")
	gw := write("gw/gw.go", "package gw\n\nvar t = Tool{Title: \"Überblick\", ReadOnlyHint: true}\n")
	paths := Paths{Cwd: dir, Root: dir}
	fs := []Finding{
		{
			Analyzer: "promptreach",
			Pos:      Position{agent, 4, 2},
			Message:  "model tool-call handler agent.Handle reaches prompts/get: agent.Handle → reg.Call → reg.fetch → (*mcp.ClientSession).GetPrompt; a prompt is chosen by a person",
			Related: []Related{
				{Pos: Position{agent, 4, 2}, Message: "hop 1: agent.Handle calls reg.Call"},
				{Pos: Position{reg, 4, 2}, Message: "hop 2: reg.Call calls reg.fetch"},
				{Pos: Position{reg, 7, 16}, Message: "hop 3: reg.fetch calls (*mcp.ClientSession).GetPrompt"},
			},
		},
		{
			Analyzer: "hostannot",
			Pos:      Position{gw, 3, 36}, // after "Überblick": byte column 36, UTF-16 column 35
			End:      Position{gw, 3, 54},
			Message:  "host sets ReadOnlyHint=true on a tool built from a listed prompt (parameter p of type []*mcp.Prompt at gw.go:2)",
			Related:  []Related{{Pos: Position{gw, 2, 1}, Message: "prompts/list source: parameter p of type []*mcp.Prompt"}},
		},
	}
	SetFingerprints(fs, paths, new(Sources))
	return paths, fs
}

func TestWriteText(t *testing.T) {
	paths, fs := fixture(t)
	var buf bytes.Buffer
	if err := WriteText(&buf, SortUnique(fs), TextOptions{Paths: paths, Sources: new(Sources), Context: -1}); err != nil {
		t.Fatal(err)
	}
	sep := string(filepath.Separator)
	want := strings.ReplaceAll(`agent/agent.go:4:2: promptreach: model tool-call handler agent.Handle reaches prompts/get: agent.Handle → reg.Call → reg.fetch → (*mcp.ClientSession).GetPrompt; a prompt is chosen by a person
    1. agent/agent.go:4 agent.Handle calls reg.Call
    2. reg/reg.go:4 reg.Call calls reg.fetch
    3. reg/reg.go:7 reg.fetch calls (*mcp.ClientSession).GetPrompt
gw/gw.go:3:36: hostannot: host sets ReadOnlyHint=true on a tool built from a listed prompt (parameter p of type []*mcp.Prompt at gw.go:2)
    1. gw/gw.go:2 prompts/list source: parameter p of type []*mcp.Prompt
`, "/", sep)
	if got := buf.String(); got != want {
		t.Errorf("text output:\n%s\nwant:\n%s", got, want)
	}

	// With -c=0, the finding's line.
	buf.Reset()
	WriteText(&buf, fs[1:], TextOptions{Paths: paths, Sources: new(Sources), Context: 0})
	if !strings.Contains(buf.String(), "\n        3 | var t = Tool{Title: \"Überblick\", ReadOnlyHint: true}\n") {
		t.Errorf("-c=0 output lacks the source line:\n%s", buf.String())
	}
}

func TestWriteTextLongPath(t *testing.T) {
	f := Finding{Analyzer: "promptreach", Pos: Position{"/m/a.go", 1, 1}, Message: "m"}
	for i := 1; i <= 40; i++ {
		f.Related = append(f.Related, Related{Pos: Position{"/m/a.go", i, 1}, Message: "hop " + strconv.Itoa(i) + ": f" + strconv.Itoa(i) + " calls f" + strconv.Itoa(i+1)})
	}
	var buf bytes.Buffer
	WriteText(&buf, []Finding{f}, TextOptions{Paths: Paths{Cwd: "/m", Root: "/m"}, Context: -1})
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) > MaxEvidence+2 {
		t.Errorf("%d lines for one finding, want at most %d:\n%s", len(lines), MaxEvidence+2, buf.String())
	}
	for _, want := range []string{"    1. a.go:1 f1 calls f2", "    ... 25 more ...", "    40. a.go:40 f40 calls f41"} {
		if !strings.Contains(buf.String(), want+"\n") {
			t.Errorf("output lacks %q:\n%s", want, buf.String())
		}
	}
}

func TestFingerprint(t *testing.T) {
	base := Fingerprint("hostannot", "gw/gw.go", "x (ListPrompts at gw.go:13): y", "\tReadOnlyHint: true,")
	same := []struct{ msg, line string }{
		{"x (ListPrompts at gw.go:17): y", "\tReadOnlyHint: true,"},      // lines shifted above
		{"x (ListPrompts at gw.go:17:4): y", "ReadOnlyHint:    true,  "}, // re-aligned by gofmt
	}
	for _, s := range same {
		if got := Fingerprint("hostannot", "gw/gw.go", s.msg, s.line); got != base {
			t.Errorf("Fingerprint(%q, %q) changed", s.msg, s.line)
		}
	}
	differ := []struct{ analyzer, file, msg, line string }{
		{"dualreg", "gw/gw.go", "x (ListPrompts at gw.go:13): y", "\tReadOnlyHint: true,"},
		{"hostannot", "gw/other.go", "x (ListPrompts at gw.go:13): y", "\tReadOnlyHint: true,"},
		{"hostannot", "gw/gw.go", "z (ListPrompts at gw.go:13): y", "\tReadOnlyHint: true,"},
		{"hostannot", "gw/gw.go", "x (ListPrompts at gw.go:13): y", "\tIdempotentHint: true,"},
	}
	for _, d := range differ {
		if Fingerprint(d.analyzer, d.file, d.msg, d.line) == base {
			t.Errorf("Fingerprint(%+v) equals the base fingerprint", d)
		}
	}
}

func TestBaselineSplit(t *testing.T) {
	mk := func(fp string, line int) Finding {
		return Finding{Analyzer: "a", Pos: Position{"/r/f.go", line, 1}, Message: "m", Fingerprint: fp}
	}
	paths := Paths{Cwd: "/r", Root: "/r"}
	b := NewBaseline([]Finding{mk("x", 1), mk("y", 2)}, paths)
	data := b.Marshal()
	file := filepath.Join(t.TempDir(), "baseline.json")
	os.WriteFile(file, data, 0o666)
	b, err := ReadBaseline(file)
	if err != nil {
		t.Fatal(err)
	}
	// x moved, y gone, a second x and a new z appeared.
	fresh, known := b.Split([]Finding{mk("x", 5), mk("x", 9), mk("z", 12)})
	if len(known) != 1 || known[0].Pos.Line != 5 {
		t.Errorf("known = %v, want the x at line 5", known)
	}
	if len(fresh) != 2 || fresh[0].Pos.Line != 9 || fresh[1].Pos.Line != 12 {
		t.Errorf("fresh = %v, want the second x and z", fresh)
	}
	if !strings.Contains(string(data), `"file": "f.go"`) {
		t.Errorf("baseline entries are not relative to the root:\n%s", data)
	}

	os.WriteFile(file, []byte(`{"version": 9, "tool": "mcpvet", "findings": []}`), 0o666)
	if _, err := ReadBaseline(file); err == nil || !strings.Contains(err.Error(), "version 9") {
		t.Errorf("ReadBaseline of version 9: err = %v", err)
	}
	os.WriteFile(file, []byte(`[]`), 0o666)
	if _, err := ReadBaseline(file); err == nil {
		t.Errorf("ReadBaseline of a JSON array: no error")
	}
}

func TestSARIF(t *testing.T) {
	paths, fs := fixture(t)
	rules := []Rule{
		{ID: "promptreach", Doc: "report model tool calls that can fetch MCP prompts\n\nLong\ndescription.", URL: "https://example.com/promptreach", Flow: true, SecuritySeverity: "8.0", Tags: []string{"security"}},
		{ID: "hostannot", Doc: "report hints", URL: "https://example.com/hostannot"},
	}
	var buf bytes.Buffer
	err := WriteSARIF(&buf, SortUnique(fs), SARIFOptions{
		Paths: paths, Sources: new(Sources), Rules: rules,
		Errors: []string{"example.com/x: promptreach: boom"}, Warnings: []string{"careful"},
	})
	if err != nil {
		t.Fatal(err)
	}
	validateSARIF(t, buf.Bytes())

	var log struct {
		Runs []struct {
			Results []struct {
				RuleID              string `json:"ruleId"`
				RuleIndex           int    `json:"ruleIndex"`
				Message             struct{ Text string }
				PartialFingerprints map[string]string `json:"partialFingerprints"`
				Locations           []sarifLocation
				RelatedLocations    []sarifLocation `json:"relatedLocations"`
				CodeFlows           []struct {
					ThreadFlows []struct {
						Locations []struct {
							Location       sarifLocation
							ExecutionOrder int `json:"executionOrder"`
						}
					} `json:"threadFlows"`
				} `json:"codeFlows"`
			}
			Invocations []struct {
				ExecutionSuccessful        bool `json:"executionSuccessful"`
				ToolExecutionNotifications []struct {
					Level   string
					Message struct{ Text string }
				} `json:"toolExecutionNotifications"`
			}
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	if len(run.Results) != 2 {
		t.Fatalf("%d results, want 2", len(run.Results))
	}
	pr, ha := run.Results[0], run.Results[1]
	if pr.RuleID != "promptreach" || pr.RuleIndex != 0 || ha.RuleID != "hostannot" || ha.RuleIndex != 1 {
		t.Errorf("rules: %s/%d, %s/%d", pr.RuleID, pr.RuleIndex, ha.RuleID, ha.RuleIndex)
	}
	// The message links every related location, by id.
	links := regexp.MustCompile(`\[([^\]\\]+)\]\((\d+)\)`).FindAllStringSubmatch(pr.Message.Text, -1)
	if len(links) != 3 || len(pr.RelatedLocations) != 3 {
		t.Fatalf("promptreach message links %d of %d related locations: %q", len(links), len(pr.RelatedLocations), pr.Message.Text)
	}
	for i, l := range links {
		rl := pr.RelatedLocations[i]
		if l[2] != strconv.Itoa(rl.ID) || l[1] != filepath.Base(rl.PhysicalLocation.ArtifactLocation.URI)+":"+strconv.Itoa(rl.PhysicalLocation.Region.StartLine) {
			t.Errorf("link %s does not match related location %+v", l[0], rl)
		}
	}
	if !strings.HasSuffix(pr.Message.Text, "\nPath: [agent.go:4](1) → [reg.go:4](2) → [reg.go:7](3)") {
		t.Errorf("promptreach message: %q", pr.Message.Text)
	}
	// The code flow is the path.
	if len(pr.CodeFlows) != 1 || len(pr.CodeFlows[0].ThreadFlows) != 1 {
		t.Fatalf("promptreach: want one code flow with one thread flow")
	}
	steps := pr.CodeFlows[0].ThreadFlows[0].Locations
	var got []string
	for _, s := range steps {
		got = append(got, s.Location.PhysicalLocation.ArtifactLocation.URI+":"+strconv.Itoa(s.Location.PhysicalLocation.Region.StartLine))
	}
	if strings.Join(got, " ") != "agent/agent.go:4 reg/reg.go:4 reg/reg.go:7" {
		t.Errorf("code flow: %v", got)
	}
	if len(ha.CodeFlows) != 0 {
		t.Errorf("hostannot has a code flow")
	}
	// Brackets are escaped; the column counts UTF-16 code units.
	if !strings.Contains(ha.Message.Text, `type \[\]*mcp.Prompt`) {
		t.Errorf("brackets not escaped: %q", ha.Message.Text)
	}
	reg := ha.Locations[0].PhysicalLocation.Region
	if reg.StartColumn != 35 || reg.EndColumn != 53 || reg.EndLine != 3 {
		t.Errorf("hostannot region = %+v, want columns 35-53 on line 3", reg)
	}
	if ha.Locations[0].PhysicalLocation.ArtifactLocation.URIBaseID != SrcRoot {
		t.Errorf("URI not relative to %s", SrcRoot)
	}
	for _, r := range run.Results {
		if len(r.PartialFingerprints[FingerprintKey]) != 32 {
			t.Errorf("%s: partialFingerprints = %v", r.RuleID, r.PartialFingerprints)
		}
	}
	inv := run.Invocations[0]
	if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 2 || inv.ToolExecutionNotifications[0].Level != "error" {
		t.Errorf("invocation = %+v", inv)
	}
}

type sarifLocation struct {
	ID               int
	PhysicalLocation struct {
		ArtifactLocation struct {
			URI       string
			URIBaseID string `json:"uriBaseId"`
		} `json:"artifactLocation"`
		Region struct {
			StartLine   int `json:"startLine"`
			StartColumn int `json:"startColumn"`
			EndLine     int `json:"endLine"`
			EndColumn   int `json:"endColumn"`
		}
	} `json:"physicalLocation"`
}

func TestJSONTree(t *testing.T) {
	fset := token.NewFileSet()
	f := fset.AddFile("/m/a.go", -1, 100)
	f.SetLines([]int{0, 10, 20, 30})
	tree := make(JSONTree)
	tree.Add(fset, nil, "example.com/a", "hostannot", []analysis.Diagnostic{
		{Pos: f.Pos(25), Message: "second"},
		{Pos: f.Pos(12), Message: "first", Related: []analysis.RelatedInformation{{Pos: f.Pos(3), Message: "why"}},
			SuggestedFixes: []analysis.SuggestedFix{{Message: "drop", TextEdits: []analysis.TextEdit{{Pos: f.Pos(12), End: f.Pos(15)}}}}},
	})
	tree.AddError("example.com/b", "promptreach", os.ErrNotExist)
	var buf bytes.Buffer
	if err := tree.Print(&buf); err != nil {
		t.Fatal(err)
	}
	want := `{
	"example.com/a": {
		"hostannot": [
			{
				"posn": "/m/a.go:2:3",
				"end": "/m/a.go:2:3",
				"message": "first",
				"suggested_fixes": [
					{
						"message": "drop",
						"edits": [
							{
								"filename": "/m/a.go",
								"start": 12,
								"end": 15,
								"new": ""
							}
						]
					}
				],
				"related": [
					{
						"posn": "/m/a.go:1:4",
						"end": "/m/a.go:1:4",
						"message": "why"
					}
				]
			},
			{
				"posn": "/m/a.go:3:6",
				"end": "/m/a.go:3:6",
				"message": "second"
			}
		]
	},
	"example.com/b": {
		"promptreach": {
			"error": "file does not exist"
		}
	}
}
`
	if buf.String() != want {
		t.Errorf("JSON:\n%s\nwant:\n%s", buf.String(), want)
	}
}

func TestPaths(t *testing.T) {
	if runtimeWindows() {
		t.Skip("POSIX paths")
	}
	p := Paths{Cwd: "/repo/svc", Root: "/repo"}
	for _, tc := range []struct{ file, display, rootRel string }{
		{"/repo/svc/a/b.go", "a/b.go", "svc/a/b.go"},
		{"/repo/lib/c.go", "/repo/lib/c.go", "lib/c.go"},
		{"/other/d.go", "/other/d.go", ""},
	} {
		if got := p.Display(tc.file); got != tc.display {
			t.Errorf("Display(%s) = %s, want %s", tc.file, got, tc.display)
		}
		got, ok := p.RootRel(tc.file)
		if tc.rootRel == "" && ok || tc.rootRel != "" && got != tc.rootRel {
			t.Errorf("RootRel(%s) = %s, %v; want %q", tc.file, got, ok, tc.rootRel)
		}
	}
}

func runtimeWindows() bool { return filepath.Separator == '\\' }
