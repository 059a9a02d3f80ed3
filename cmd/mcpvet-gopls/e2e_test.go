package main_test

// End-to-end test of mcpvet-gopls. TestMain builds the command and runs it,
// as a user would, from this directory (so it builds this checkout's
// mcpvet into gopls), once per test run: minutes with a cold build cache,
// seconds with a warm one (the command builds with -trimpath, so its
// temporary directory does not defeat the cache). The tests then run that
// gopls's own `gopls check` on every Go file of testdata/mod, a module on
// the real SDKs, as an editor would see them.
//
// `gopls check` (gopls/internal/cmd/check.go, v0.23.0) is an LSP client of
// an in-process gopls: it opens the files, waits for their
// publishDiagnostics, and prints each diagnostic as
//
//	file:line:col[-end]: message
//
// followed by one line per entry of its relatedInformation:
//
//	file:line:col[-end]: - message
//
// so the related information checked below is the LSP's own. The expected
// findings were written by hand from testdata/mod's source: the position
// of each finding and of each related entry, a substring of the message,
// and the exact related messages. A diagnostic that is not listed (from
// mcpvet or from gopls's own analyzers) is a failure, so the files without
// findings (tools, prompts, fetch and slash: a user's slash commands that
// list and fetch prompts) are negatives that must stay silent.
//
// TestCheck runs on testdata/mod as it is ("dotted", module
// example.com/goplsmod) and on a copy made at test time under the dotless
// module path goplsmod ("dotless", what `go mod init goplsmod` writes; see
// testmod.Dotless), with the same expectations: renaming the module moves
// no finding.
//
// With -short, the gopls build and the tests are skipped.

import (
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mcpvet/mcpvet/internal/testmod"
)

var (
	command   string        // the mcpvet-gopls binary
	gopls     string        // the gopls it built
	buildTime time.Duration // time mcpvet-gopls took
)

func TestMain(m *testing.M) {
	flag.Parse()
	if testing.Short() {
		os.Exit(m.Run())
	}
	dir, err := os.MkdirTemp("", "mcpvet-gopls-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := 1
	if err := build(dir); err != nil {
		fmt.Fprintln(os.Stderr, err)
	} else {
		code = m.Run()
	}
	os.RemoveAll(dir)
	os.Exit(code)
}

// build builds mcpvet-gopls into dir, and with it a gopls.
func build(dir string) error {
	exe := ""
	if runtime.GOOS == "windows" {
		exe = ".exe"
	}
	command = filepath.Join(dir, "mcpvet-gopls"+exe)
	gopls = filepath.Join(dir, "gopls-mcpvet"+exe)
	if out, err := exec.Command("go", "build", "-o", command, ".").CombinedOutput(); err != nil {
		return fmt.Errorf("go build -o %s .: %v\n%s", command, err, out)
	}
	start := time.Now()
	cmd := exec.Command(command, "-o", gopls)
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("mcpvet-gopls -o %s: %v\n%s", gopls, err, out)
	}
	buildTime = time.Since(start)
	return nil
}

// related is an entry of a diagnostic's relatedInformation.
type related struct {
	pos string // file:line:col, the file relative to the module
	msg string // exact
}

// finding is an expected diagnostic.
type finding struct {
	pos     string // file:line:col, the file relative to the module
	msg     string // substring of the message
	related []related
}

const (
	dispatchWhy = "; a prompt is chosen by a person, and a model-chosen tool call must not be able to fetch one"
	flattenWhy  = ": exposing a prompt as a model tool lets the model start a workflow that only a person should choose"
	hintWhy     = ": hints are a server's statement about its own tool, so a host cannot vouch for them"
	listSource  = "prompts/list source: (*mcp.ClientSession).ListPrompts"
)

var want = []finding{
	{
		// dualreg, where package main hands one server to tools.Register
		// (line 18) and prompts.Register (line 19): facts of both packages.
		pos: "main.go:19:2",
		msg: `capability "review_change" is registered both as a tool (mcp.AddTool at tools.go:16 via tools.Register) ` +
			`and as a prompt named "reviewChange" ((*mcp.Server).AddPrompt at prompts.go:12 via prompts.Register); ` +
			"a capability should have one initiation model",
		related: []related{
			{"main.go:18:2", `tool "review_change" registered through tools.Register`},
			{"tools/tools.go:16:2", `tool "review_change" registered here with mcp.AddTool`},
			{"prompts/prompts.go:12:2", `prompt "reviewChange" registered here with (*mcp.Server).AddPrompt`},
		},
	},
	{
		// promptreach: Execute takes the model's anthropic.ToolUseBlock and
		// calls fetch.Prompt (its '(' at column 22), which calls
		// GetPrompt in another package (fetch.go:13, '(' at column 26).
		pos: "host/host.go:27:22",
		msg: "model tool-call handler (*host.Agent).Execute reaches prompts/get: " +
			"(*host.Agent).Execute → fetch.Prompt → (*mcp.ClientSession).GetPrompt" + dispatchWhy,
		related: []related{
			{"host/host.go:27:22", "hop 1: (*host.Agent).Execute calls fetch.Prompt"},
			{"fetch/fetch.go:13:26", "hop 2: fetch.Prompt calls (*mcp.ClientSession).GetPrompt"},
		},
	},
	{
		// promptreach: the tool's Name (the ':' of the field, column 8)
		// comes from up.ListPrompts (its '(' at column 28 of line 13).
		pos:     "gateway/gateway.go:19:8",
		msg:     "mcp.Tool.Name is derived from a listed prompt ((*mcp.ClientSession).ListPrompts at gateway.go:13)" + flattenWhy,
		related: []related{{"gateway/gateway.go:13:28", listSource}},
	},
	{
		// hostannot: the ReadOnlyHint key (column 38) of that tool.
		pos:     "gateway/gateway.go:21:38",
		msg:     "host sets ReadOnlyHint=true on a tool built from a listed prompt ((*mcp.ClientSession).ListPrompts at gateway.go:13)" + hintWhy,
		related: []related{{"gateway/gateway.go:13:28", listSource}},
	},
}

// diag is a diagnostic as `gopls check` prints it.
type diag struct {
	pos, msg string
	related  []related
}

func (d diag) String() string {
	s := d.pos + ": " + d.msg
	for _, r := range d.related {
		s += "\n\t" + r.pos + ": " + r.msg
	}
	return s
}

// line is a line of `gopls check` output: a span (file:line:col, then
// -col or -line:col when the range is not empty) and a message.
var line = regexp.MustCompile(`^(.+?):(\d+):(\d+)(?:-(?:\d+:)?\d+)?: (.*)$`)

// parse reads `gopls check` output; positions are made relative to dir.
func parse(t *testing.T, dir string, out []byte) []diag {
	t.Helper()
	var diags []diag
	for l := range strings.Lines(string(out)) {
		m := line.FindStringSubmatch(strings.TrimRight(l, "\r\n"))
		if m == nil {
			t.Fatalf("unexpected gopls check output line: %q", l)
		}
		rel, err := filepath.Rel(dir, m[1])
		if err != nil {
			t.Fatal(err)
		}
		pos := filepath.ToSlash(rel) + ":" + m[2] + ":" + m[3]
		if msg, ok := strings.CutPrefix(m[4], "- "); ok {
			if len(diags) == 0 {
				t.Fatalf("related information before any diagnostic: %q", l)
			}
			d := &diags[len(diags)-1]
			d.related = append(d.related, related{pos, msg})
		} else {
			diags = append(diags, diag{pos: pos, msg: m[4]})
		}
	}
	return diags
}

func TestCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gopls")
	}
	t.Logf("mcpvet-gopls built gopls in %v", buildTime.Round(time.Second))
	dir, err := filepath.Abs(filepath.Join("testdata", "mod"))
	if err != nil {
		t.Fatal(err)
	}
	if dir, err = filepath.EvalSymlinks(dir); err != nil { // as gopls prints it
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
	download := exec.Command("go", "mod", "download")
	download.Dir, download.Env = dir, env
	if out, err := download.CombinedOutput(); err != nil {
		t.Fatalf("go mod download: %v\n%s", err, out)
	}
	t.Run("dotted", func(t *testing.T) { check(t, dir, env) })
	t.Run("dotless", func(t *testing.T) {
		// Dotless resolves symlinks in the copy's path, as gopls
		// prints it.
		check(t, testmod.Dotless(t, dir, "example.com/goplsmod", "goplsmod"), env)
	})
}

// check runs gopls check on every Go file of the module in dir and
// compares its diagnostics with want.
func check(t *testing.T, dir string, env []string) {
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

	start := time.Now()
	cmd := exec.Command(gopls, append([]string{"check"}, files...)...)
	cmd.Dir, cmd.Env = dir, env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("gopls check: %v\n%s%s", err, stdout.Bytes(), stderr.Bytes())
	}
	t.Logf("gopls check of %d files: %v", len(files), time.Since(start).Round(time.Millisecond))

	got := parse(t, dir, stdout.Bytes())
	matched := make([]bool, len(got))
	for _, w := range want {
		i := slices.IndexFunc(got, func(d diag) bool {
			return d.pos == w.pos && strings.Contains(d.msg, w.msg)
		})
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
	if t.Failed() {
		t.Logf("gopls check stderr:\n%s", stderr.Bytes())
	}
}

// TestUsage checks the command's failures that need no gopls build.
func TestUsage(t *testing.T) {
	if testing.Short() {
		t.Skip("needs the command built by TestMain")
	}
	for _, tc := range []struct {
		args []string
		code int
		want string // in stderr
	}{
		{[]string{"extra"}, 2, "usage: mcpvet-gopls [-gopls=version] [-o path]"},
		{[]string{"-gopls=v9.9.9"}, 1, "mcpvet-gopls: golang.org/x/tools/gopls@v9.9.9: "},
	} {
		cmd := exec.Command(command, tc.args...)
		cmd.Env = append(os.Environ(), "GOWORK=off")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != tc.code || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("mcpvet-gopls %s: exit %d, stderr:\n%s\nwant exit %d and %q", strings.Join(tc.args, " "), code, stderr.String(), tc.code, tc.want)
		}
	}
}
