package golangci_test

// End-to-end test of the module plugin: build a golangci-lint with it, as
// `golangci-lint custom` does, and run it on testdata/mod (its own go.mod,
// on the real SDK modules) with the .golangci.yml there.
//
// `golangci-lint custom` clones golangci-lint with git; this test takes the
// same source from the Go module proxy instead, so it needs no git host:
//
//	go mod download -json github.com/golangci/golangci-lint/v2@v2.15.0
//	cp -r <Dir> <tmp>/src                      (made writable)
//	cmd/golangci-lint/plugins.go:              import _ "github.com/mcpvet/mcpvet/plugin/golangci"
//	go mod edit -require=github.com/mcpvet/mcpvet@v0.0.0 -replace=github.com/mcpvet/mcpvet=<this checkout>
//	go mod tidy
//	go build -trimpath -o custom-gcl ./cmd/golangci-lint
//
// The binary is built once per test binary, and kept under
// os.UserCacheDir()/mcpvet/custom-gcl/<key>, where key hashes the
// golangci-lint version, the Go version and platform, this module's go.mod
// and go.sum and every non-test .go file of this module: a later run with
// the same inputs reuses it (MCPVET_GCL_REBUILD=1 forces a build). With
// nothing cached the build takes minutes; -short skips these tests.
//
// The expected issues were written by hand from testdata/mod's source.
// Each names its line by a fragment of the line's text, unique in the
// file. golangci-lint turns each Related entry of a diagnostic into an
// issue of its own, "<analyzer>(related information): <message>", at the
// entry's position when it is in the diagnostic's file, else at the
// diagnostic's position: those are listed too, as every issue is.
//
// Exit codes of golangci-lint v2.15.0 run: 0 no issues, 1 issues, 3 failure
// (a bad configuration among them).
//
// TestFindingsDotless runs the full configuration once more on a copy of
// testdata/mod made at test time under the dotless module path gclmod
// (what `go mod init gclmod` writes; see testmod.Dotless), its
// .golangci.yml's dispatch setting renamed to match: the issues must be the
// same.

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpvet/mcpvet/internal/testmod"
)

// gclVersion is the golangci-lint the plugin is built into.
const gclVersion = "v2.15.0"

var (
	buildOnce sync.Once
	gclPath   string // the custom golangci-lint
	gclErr    error
)

// customGCL returns the custom golangci-lint, building it on first use.
func customGCL(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds golangci-lint (minutes when nothing is cached): not in -short mode")
	}
	buildOnce.Do(func() { gclPath, gclErr = buildGCL() })
	if gclErr != nil {
		t.Fatalf("building golangci-lint %s with the plugin: %v", gclVersion, gclErr)
	}
	return gclPath
}

// repoRoot is this module's root: two levels up from plugin/golangci.
func repoRoot() (string, error) {
	return filepath.Abs(filepath.Join("..", ".."))
}

// goCmd runs the go command in dir and returns its standard output.
func goCmd(dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOWORK=off", "GOFLAGS=-mod=mod")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return out, fmt.Errorf("go %s (in %s): %v\n%s", strings.Join(args, " "), dir, err, stderr.Bytes())
	}
	return out, nil
}

// buildKey hashes what the custom binary is made of.
func buildKey(root string) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "golangci-lint %s\n%s %s/%s\n", gclVersion, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			name := d.Name()
			if path != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			if path != root {
				if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
					return filepath.SkipDir // another module
				}
			}
			return nil
		}
		if !(rel == "go.mod" || rel == "go.sum" || strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, "_test.go")) {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(rel), len(data))
		h.Write(data)
		return nil
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil))[:24], nil
}

// buildGCL builds golangci-lint with the plugin, or finds it in the cache.
func buildGCL() (string, error) {
	root, err := repoRoot()
	if err != nil {
		return "", err
	}
	key, err := buildKey(root)
	if err != nil {
		return "", err
	}
	exe := "golangci-lint"
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	var cacheDir string
	if d, err := os.UserCacheDir(); err == nil {
		cacheDir = filepath.Join(d, "mcpvet", "custom-gcl")
		bin := filepath.Join(cacheDir, key, exe)
		if _, err := os.Stat(bin); err == nil && os.Getenv("MCPVET_GCL_REBUILD") == "" {
			fmt.Fprintf(os.Stderr, "plugin/golangci: using cached %s\n", bin)
			return bin, nil
		}
	} else {
		cacheDir = filepath.Join(os.TempDir(), "mcpvet-custom-gcl")
	}
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(cacheDir, "build-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)

	start := time.Now()
	out, err := goCmd(tmp, "mod", "download", "-json", "github.com/golangci/golangci-lint/v2@"+gclVersion)
	if err != nil {
		return "", err
	}
	var mod struct{ Dir, Error string }
	if err := json.Unmarshal(out, &mod); err != nil {
		return "", fmt.Errorf("go mod download -json: %v", err)
	}
	if mod.Error != "" || mod.Dir == "" {
		return "", fmt.Errorf("go mod download golangci-lint %s: %s", gclVersion, mod.Error)
	}
	src := filepath.Join(tmp, "src")
	if err := os.CopyFS(src, os.DirFS(mod.Dir)); err != nil {
		return "", fmt.Errorf("copying golangci-lint source: %v", err)
	}
	// The module cache is read-only; so is its copy.
	if err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		mode := os.FileMode(0o644)
		if d.IsDir() {
			mode = 0o755
		}
		return os.Chmod(path, mode)
	}); err != nil {
		return "", err
	}
	plugins := "// Code generated by the mcpvet plugin test. DO NOT EDIT.\n\npackage main\n\nimport _ \"github.com/mcpvet/mcpvet/plugin/golangci\"\n"
	if err := os.WriteFile(filepath.Join(src, "cmd", "golangci-lint", "plugins.go"), []byte(plugins), 0o644); err != nil {
		return "", err
	}
	steps := [][]string{
		{"mod", "edit", "-require=github.com/mcpvet/mcpvet@v0.0.0", "-replace=github.com/mcpvet/mcpvet=" + root},
		{"mod", "tidy"},
		{"build", "-trimpath", "-ldflags=-X main.version=" + gclVersion + "-mcpvet", "-o", filepath.Join(tmp, exe), "./cmd/golangci-lint"},
	}
	for _, args := range steps {
		if _, err := goCmd(src, args...); err != nil {
			return "", err
		}
	}
	if out, err := goCmd(src, "list", "-m", "golang.org/x/tools", "github.com/golangci/plugin-module-register"); err == nil {
		fmt.Fprintf(os.Stderr, "plugin/golangci: built golangci-lint %s in %s, with %s\n", gclVersion, time.Since(start).Round(time.Second),
			strings.Join(strings.Fields(string(out)), " "))
	}
	// Publish: keep only this key's binary.
	entries, _ := os.ReadDir(cacheDir)
	for _, e := range entries {
		if e.IsDir() && e.Name() != key && !strings.HasPrefix(e.Name(), "build-") {
			os.RemoveAll(filepath.Join(cacheDir, e.Name()))
		}
	}
	dst := filepath.Join(cacheDir, key)
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return "", err
	}
	bin := filepath.Join(dst, exe)
	if err := os.Rename(filepath.Join(tmp, exe), bin); err != nil {
		return "", err
	}
	return bin, nil
}

// ---- running it ----

// issue is one issue of golangci-lint's JSON output.
type issue struct {
	FromLinter string
	Text       string
	Pos        struct {
		Filename string
		Line     int
	}
}

// modDir is the module the linters run on.
func modDir(t *testing.T) string {
	t.Helper()
	d, err := filepath.Abs(filepath.Join("testdata", "mod"))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// run runs the custom golangci-lint on testdata/mod with the config file
// and extra arguments; it returns the issues, stderr and the exit code.
func run(t *testing.T, config string, args ...string) ([]issue, string, int) {
	t.Helper()
	return runIn(t, modDir(t), config, args...)
}

// runIn is run on the module in dir (a copy of testdata/mod).
func runIn(t *testing.T, dir, config string, args ...string) ([]issue, string, int) {
	t.Helper()
	gcl := customGCL(t)
	argv := append([]string{"run", "--config", config, "--output.json.path", "stdout", "--show-stats=false", "--path-mode", "abs"}, args...)
	argv = append(argv, "./...")
	cmd := exec.Command(gcl, argv...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOWORK=off", "GOLANGCI_LINT_CACHE="+t.TempDir())
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	t.Logf("golangci-lint %s: %s", strings.Join(argv, " "), time.Since(start).Round(time.Millisecond))
	code := 0
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("running %s: %v", gcl, err)
		}
		code = ee.ExitCode()
	}
	if code == 3 {
		return nil, stderr.String(), code
	}
	var res struct{ Issues []issue }
	if err := json.Unmarshal(stdout.Bytes(), &res); err != nil {
		t.Fatalf("golangci-lint exited %d with no JSON on stdout (%v):\n%s\nstderr:\n%s", code, err, stdout.Bytes(), stderr.Bytes())
	}
	for i := range res.Issues {
		rel, err := filepath.Rel(dir, res.Issues[i].Pos.Filename)
		if err != nil {
			t.Fatal(err)
		}
		res.Issues[i].Pos.Filename = filepath.ToSlash(rel)
	}
	return res.Issues, stderr.String(), code
}

// ---- expectations ----

// want is an expected issue: the linter, the line (by a fragment of its
// text in file), and a substring of the text.
type want struct {
	linter string
	file   string
	frag   string
	text   string
}

// lineOf returns the line of file (in testdata/mod) that contains frag; the
// fragment must be on exactly one line.
func lineOf(t *testing.T, dir, file, frag string) int {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
	if err != nil {
		t.Fatal(err)
	}
	line := 0
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, frag) {
			if line != 0 {
				t.Fatalf("%q is on two lines of %s: %d and %d", frag, file, line, i+1)
			}
			line = i + 1
		}
	}
	if line == 0 {
		t.Fatalf("%q is not in %s", frag, file)
	}
	return line
}

// check matches the issues golangci-lint reported on the module in dir
// against the wanted ones, one to one: each want matches one issue, and no
// issue is left over.
func check(t *testing.T, dir string, got []issue, wants []want) {
	t.Helper()
	used := make([]bool, len(got))
	for _, w := range wants {
		line := lineOf(t, dir, w.file, w.frag)
		found := false
		for i, g := range got {
			if !used[i] && g.FromLinter == w.linter && g.Pos.Filename == w.file && g.Pos.Line == line && strings.Contains(g.Text, w.text) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("missing %s issue at %s:%d (%q) containing:\n\t%s", w.linter, w.file, line, w.frag, w.text)
		}
	}
	for i, g := range got {
		if !used[i] {
			t.Errorf("unexpected %s issue at %s:%d: %s", g.FromLinter, g.Pos.Filename, g.Pos.Line, g.Text)
		}
	}
}

const (
	modelCallMsg = "; a prompt is chosen by a person, and a model-chosen tool call must not be able to fetch one"
	flattenMsg   = ": exposing a prompt as a model tool lets the model start a workflow that only a person should choose"
	hintWhy      = ": hints are a server's statement about its own tool, so a host cannot vouch for them"
	dualWhy      = "; a capability should have one initiation model: as a tool the model can start it, " +
		`so "a person chose to start this" no longer holds for the prompt`
)

// Fragments naming the lines of testdata/mod.
const (
	opsPrompts    = "prompts.Register(ops)"
	opsTools      = "tools.Register(ops)"
	adminTools    = "tools.Register(s)"
	gwList        = "res, err := up.ListPrompts("
	gwHint        = "mcp.WithReadOnlyHintAnnotation(true)"
	legacyList    = "old, err := up.ListPrompts("
	legacyHint    = "mcp.WithIdempotentHintAnnotation(true)"
	agentList     = "range a.Session.Prompts(ctx, nil)"
	agentName     = `Name:        "prompt_" + p.Name,`
	executeCall   = "fetch.Fetch(ctx, a.Session, args.Name)"
	routeGetCall  = "r.Session.GetPrompt(ctx"
	triageTool    = `s.AddTool(mcp.NewTool("triage_incident"`
	triagePrompt  = `s.AddPrompt(mcp.NewPrompt("triageIncident"`
	fetchGetCall  = "cs.GetPrompt(ctx"
	relatedPrefix = "(related information): "
)

// allWants are the issues of the full configuration (.golangci.yml).
func allWants(t *testing.T) []want {
	toolsLine := lineOf(t, modDir(t), "tools/tools.go", triageTool)
	promptsLine := lineOf(t, modDir(t), "prompts/prompts.go", triagePrompt)
	gwListLine := lineOf(t, modDir(t), "hostgw/hostgw.go", gwList)
	legacyListLine := lineOf(t, modDir(t), "hostgw/hostgw.go", legacyList)
	agentListLine := lineOf(t, modDir(t), "agent/agent.go", agentList)
	lineOf(t, modDir(t), "fetch/fetch.go", fetchGetCall) // hop 2 of Execute's chain: reported at the call in agent.go

	dualMsg := fmt.Sprintf(`capability "triage_incident" is registered both as a tool ((*server.MCPServer).AddTool at tools.go:%d via tools.Register) `+
		`and as a prompt named "triageIncident" ((*server.MCPServer).AddPrompt at prompts.go:%d via prompts.Register)`+dualWhy, toolsLine, promptsLine)
	return []want{
		// main: the ops server registers triage_incident as a tool and
		// triageIncident as a prompt; reported on the later call. The
		// evidence in tools.go and prompts.go is moved onto that line.
		{"dualreg", "main.go", opsPrompts, dualMsg},
		{"dualreg", "main.go", opsTools, "dualreg" + relatedPrefix + `tool "triage_incident" registered through tools.Register`},
		{"dualreg", "main.go", opsPrompts, "dualreg" + relatedPrefix + `tool "triage_incident" registered here with (*server.MCPServer).AddTool`},
		{"dualreg", "main.go", opsPrompts, "dualreg" + relatedPrefix + `prompt "triageIncident" registered here with (*server.MCPServer).AddPrompt`},
		// admin: the same pair under //nolint:dualreg. The finding and the
		// evidence moved onto its line are suppressed; the evidence on
		// another line of main.go is an issue of its own, which the
		// nolint comment does not cover.
		{"dualreg", "main.go", adminTools, "dualreg" + relatedPrefix + `tool "triage_incident" registered through tools.Register`},
		// staging: the same pair under //nolint:dualreg on the function:
		// the finding and all its evidence are suppressed.

		// hostgw.Tools: a tool per listed prompt, marked read-only: both
		// hostannot and promptreach report the line (uniq-by-line: false).
		{"hostannot", "hostgw/hostgw.go", gwHint, fmt.Sprintf("host sets ReadOnlyHint=true on a tool built from a listed prompt ((client.MCPClient).ListPrompts at hostgw.go:%d)"+hintWhy, gwListLine)},
		{"hostannot", "hostgw/hostgw.go", gwList, "hostannot" + relatedPrefix + "prompts/list source: (client.MCPClient).ListPrompts"},
		{"promptreach", "hostgw/hostgw.go", gwHint, fmt.Sprintf("mcp.NewTool argument is derived from a listed prompt ((client.MCPClient).ListPrompts at hostgw.go:%d)"+flattenMsg, gwListLine)},
		{"promptreach", "hostgw/hostgw.go", gwList, "promptreach" + relatedPrefix + "prompts/list source: (client.MCPClient).ListPrompts"},
		// hostgw.Legacy: //nolint:hostannot silences hostannot's finding
		// (not its evidence on the ListPrompts line), and not promptreach.
		{"hostannot", "hostgw/hostgw.go", legacyList, "hostannot" + relatedPrefix + "prompts/list source: (client.MCPClient).ListPrompts"},
		{"promptreach", "hostgw/hostgw.go", legacyHint, fmt.Sprintf("mcp.NewTool argument is derived from a listed prompt ((client.MCPClient).ListPrompts at hostgw.go:%d)"+flattenMsg, legacyListLine)},
		{"promptreach", "hostgw/hostgw.go", legacyList, "promptreach" + relatedPrefix + "prompts/list source: (client.MCPClient).ListPrompts"},

		// agent.Tools flattens the prompts into Claude's tools.
		{"promptreach", "agent/agent.go", agentName, fmt.Sprintf("anthropic.ToolParam.Name is derived from a listed prompt ((*mcp.ClientSession).Prompts at agent.go:%d)"+flattenMsg, agentListLine)},
		{"promptreach", "agent/agent.go", agentList, "promptreach" + relatedPrefix + "prompts/list source: (*mcp.ClientSession).Prompts"},
		// agent.Execute, a model tool-call handler, fetches a prompt
		// through fetch.Fetch: the chain and the position of the
		// prompts/get call (fetch.go:13) are in the message; hop 2 (in
		// fetch.go) is moved onto the call. Replay (//nolint:promptreach)
		// and Resume (//mcpvet:ignore promptreach) are silent.
		{"promptreach", "agent/agent.go", executeCall, "model tool-call handler (*agent.Agent).Execute reaches prompts/get: " +
			"(*agent.Agent).Execute → fetch.Fetch → (*mcp.ClientSession).GetPrompt" + modelCallMsg + " (prompts/get is called at fetch.go:13)"},
		{"promptreach", "agent/agent.go", executeCall, "promptreach" + relatedPrefix + "hop 1: (*agent.Agent).Execute calls fetch.Fetch"},
		{"promptreach", "agent/agent.go", executeCall, "promptreach" + relatedPrefix + "hop 2: fetch.Fetch calls (*mcp.ClientSession).GetPrompt"},

		// router.Route is a dispatch entry by the dispatch setting only.
		{"promptreach", "router/router.go", routeGetCall, "-dispatch function (*router.Router).Route reaches prompts/get: " +
			"(*router.Router).Route → (*mcp.ClientSession).GetPrompt" + modelCallMsg + " (prompts/get is called at router.go:22)"},
		{"promptreach", "router/router.go", routeGetCall, "promptreach" + relatedPrefix + "hop 1: (*router.Router).Route calls (*mcp.ClientSession).GetPrompt"},

		// Silent: slash.Run (the user's /commands), the fetch_deploys tool,
		// the upstream tools' own annotations copied through in hostgw.
	}
}

func TestFindings(t *testing.T) {
	got, stderr, code := run(t, filepath.Join(modDir(t), ".golangci.yml"))
	if code != 1 {
		t.Errorf("exit code %d, want 1 (issues found); stderr:\n%s", code, stderr)
	}
	check(t, modDir(t), got, allWants(t))
}

// TestFindingsDotless is TestFindings on a copy of testdata/mod whose
// module path, example.com/gclmod, is renamed to gclmod, in the import
// paths and in .golangci.yml's dispatch setting (router.Route is reported
// only if that setting names it). The renaming keeps every line where it
// is, so the expected issues are those of testdata/mod.
func TestFindingsDotless(t *testing.T) {
	customGCL(t) // skip in -short mode before copying
	dir := testmod.Dotless(t, modDir(t), "example.com/gclmod", "gclmod")
	config := filepath.Join(dir, ".golangci.yml")
	if data, err := os.ReadFile(config); err != nil || !bytes.Contains(data, []byte("- gclmod/router.Router.Route\n")) {
		t.Fatalf("the copy's .golangci.yml does not name gclmod/router.Router.Route (%v):\n%s", err, data)
	}
	got, stderr, code := runIn(t, dir, config)
	if code != 1 {
		t.Errorf("exit code %d, want 1 (issues found); stderr:\n%s", code, stderr)
	}
	check(t, modDir(t), got, allWants(t))
}

// TestSeparately enables one linter: hostannot alone still gets mcpflow,
// its prerequisite, and reports exactly its own issues.
func TestSeparately(t *testing.T) {
	got, stderr, code := run(t, filepath.Join(modDir(t), ".golangci.yml"), "--enable-only", "hostannot")
	if code != 1 {
		t.Errorf("exit code %d, want 1; stderr:\n%s", code, stderr)
	}
	var wants []want
	for _, w := range allWants(t) {
		if w.linter == "hostannot" {
			wants = append(wants, w)
		}
	}
	check(t, modDir(t), got, wants)
}

// writeConfig writes .golangci.yml with the text replaced (old must occur)
// to a temporary file.
func writeConfig(t *testing.T, old, new string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(modDir(t), ".golangci.yml"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(old)) {
		t.Fatalf(".golangci.yml has no %q", old)
	}
	path := filepath.Join(t.TempDir(), "golangci.yml")
	if err := os.WriteFile(path, bytes.Replace(data, []byte(old), []byte(new), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const dispatchSetting = `        settings:
          dispatch:
            - example.com/gclmod/router.Router.Route
`

// TestNoDispatchSetting drops the dispatch setting: router.Route is no
// longer a dispatch entry, and everything else is unchanged.
func TestNoDispatchSetting(t *testing.T) {
	got, stderr, code := run(t, writeConfig(t, dispatchSetting, ""))
	if code != 1 {
		t.Errorf("exit code %d, want 1; stderr:\n%s", code, stderr)
	}
	wants := slices.DeleteFunc(allWants(t), func(w want) bool { return w.file == "router/router.go" })
	check(t, modDir(t), got, wants)
}

// TestBadSettings: a wrong plugin setting stops golangci-lint with exit
// code 3 and says what is wrong.
func TestBadSettings(t *testing.T) {
	for _, tc := range []struct {
		name     string
		old, new string
		msg      string
	}{
		{
			name: "unknown setting",
			old:  "          dispatch:\n",
			new:  "          dispach:\n",
			msg:  `plugin(promptreach): newPlugin promptreach settings (known: dispatch, strict, userselect): decoding settings: json: unknown field "dispach"`,
		},
		{
			name: "not a list",
			old:  "          dispatch:\n            - example.com/gclmod/router.Router.Route\n",
			new:  "          dispatch: example.com/gclmod/router.Router.Route\n",
			msg:  "plugin(promptreach): newPlugin promptreach settings (known: dispatch, strict, userselect): decoding settings: json: cannot unmarshal string into Go struct field PromptreachSettings.dispatch of type []string",
		},
		{
			name: "entry without a package",
			old:  "- example.com/gclmod/router.Router.Route",
			new:  "- Route",
			msg:  `plugin(promptreach): newPlugin promptreach settings: dispatch entry "Route" has no package path: want pkgpath.Func or pkgpath.Type.Method`,
		},
		{
			name: "setting of hostannot",
			old:  "        description: annotation hints a host sets on tools built from MCP prompts\n",
			new:  "        description: annotation hints a host sets on tools built from MCP prompts\n        settings:\n          strict: true\n",
			msg:  `plugin(hostannot): newPlugin hostannot has no settings: decoding settings: json: unknown field "strict"`,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, stderr, code := run(t, writeConfig(t, tc.old, tc.new))
			if code != 3 {
				t.Errorf("exit code %d, want 3; issues %v", code, got)
			}
			if !strings.Contains(stderr, tc.msg) {
				t.Errorf("stderr lacks %q:\n%s", tc.msg, stderr)
			}
		})
	}
}
