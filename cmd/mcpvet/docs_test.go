package main_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/internal/analysisdoc"
)

// Each analyzer's documentation is one text, its analyzers/NAME/doc.go:
// the Analyzer's Doc, what `mcpvet help NAME` prints. The README keeps a
// paragraph and a link per analyzer, docs/ the manual.

// onlyInDocGo is, for every analyzer, a sentence of its doc.go that no
// other documentation file holds: `mcpvet help NAME` must print it.
var onlyInDocGo = map[string]string{
	"promptreach":   "Adopting it on an existing host: run mcpvet -promptreach.strict ./...; each finding names a root and its path.",
	"hostannot":     "Hints in JSON text (json.RawMessage, format strings) are not followed.",
	"dualreg":       "Two apps or two hosts (host.New() called twice) are two servers.",
	"promptname":    "The fix is fetch.Fetch(ctx, cs, e.Name): show the label, send the name.",
	"elicitmulti":   "nor are a plan/apply pair or two tools that each ask once.",
	"elicitcap":     "asserting server.SessionWithElicitation says what the transport can send, not what the client declared.",
	"elicitaction":  "Content only formatted or logged (passed to fmt, log or log/slog) is not reported.",
	"elicitconfirm": "a confirmation in a tool whose annotations say it is not destructive is not this rule's business",
}

// oneLine collapses white space, so that texts wrapped differently compare.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// repoFile reads a file of the repository, by slash-separated path.
func repoFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", filepath.FromSlash(path)))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// userDocs returns the documentation files besides the doc.go files:
// README.md and docs/*.md, by path.
func userDocs(t *testing.T) map[string]string {
	t.Helper()
	docs := map[string]string{"README.md": repoFile(t, "README.md")}
	mds, err := filepath.Glob(filepath.Join("..", "..", "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, md := range mds {
		docs["docs/"+filepath.Base(md)] = repoFile(t, "docs/"+filepath.Base(md))
	}
	return docs
}

// TestHelpDoc: `mcpvet help NAME` prints the analyzer's whole doc.go
// section, including a sentence that only doc.go holds.
func TestHelpDoc(t *testing.T) {
	dir := t.TempDir()
	for _, name := range registered(t, dir) {
		if _, ok := onlyInDocGo[name]; !ok {
			t.Errorf("no sentence of %s's doc.go in onlyInDocGo", name)
		}
	}
	others := userDocs(t)
	for name, sentence := range onlyInDocGo {
		a := struct{ Name string }{name}
		src := repoFile(t, "analyzers/"+a.Name+"/doc.go")
		doc, err := analysisdoc.Extract(src, a.Name)
		if err != nil {
			t.Errorf("%s: %v", a.Name, err)
			continue
		}
		if !strings.Contains(oneLine(doc), sentence) {
			t.Errorf("%s's doc.go lacks %q", a.Name, sentence)
		}
		for path, text := range others {
			if strings.Contains(oneLine(text), sentence) {
				t.Errorf("%s holds %q of %s's doc.go: the text is kept once, in doc.go", path, sentence, a.Name)
			}
		}
		r := run(t, dir, mcpvet, "help", a.Name)
		if r.code != 0 {
			t.Errorf("help %s: exit %d\n%s", a.Name, r.code, r.stderr)
			continue
		}
		out := string(r.stdout)
		title, rest, _ := strings.Cut(doc, "\n\n")
		if !strings.HasPrefix(out, a.Name+": "+title+"\n") {
			t.Errorf("help %s does not start with its summary %q:\n%s", a.Name, title, out)
		}
		if !strings.Contains(out, rest) {
			t.Errorf("help %s does not print the whole of its doc.go section:\n%s", a.Name, out)
		}
		if !strings.Contains(oneLine(out), sentence) {
			t.Errorf("help %s lacks %q", a.Name, sentence)
		}
	}
}

// registered returns the analyzers `mcpvet help` lists.
func registered(t *testing.T, dir string) []string {
	t.Helper()
	r := run(t, dir, mcpvet, "help")
	_, list, ok := strings.Cut(string(r.stdout), "Registered analyzers:\n\n")
	list, _, _ = strings.Cut(list, "\n\n")
	var names []string
	for _, line := range strings.Split(list, "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			names = append(names, f[0])
		}
	}
	if r.code != 0 || !ok || len(names) == 0 {
		t.Fatalf("help: exit %d, no analyzers listed:\n%s", r.code, r.stdout)
	}
	return names
}

var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestReadme: the README is a door (at most 300 lines, a link to every
// analyzer's doc.go), the relative links of the README and docs/ resolve,
// and the quick start's output block is what mcpvet prints on the example
// host.
func TestReadme(t *testing.T) {
	readme := repoFile(t, "README.md")
	if n := strings.Count(readme, "\n"); n > 300 {
		t.Errorf("README.md has %d lines, want at most 300: move the detail to docs/ or to an analyzer's doc.go", n)
	}
	for _, name := range registered(t, t.TempDir()) {
		if !strings.Contains(readme, "(analyzers/"+name+"/doc.go)") {
			t.Errorf("README.md has no link to analyzers/%s/doc.go", name)
		}
	}
	docs := userDocs(t)
	docs["bench/README.md"] = repoFile(t, "bench/README.md")
	docs["bench/results.md"] = repoFile(t, "bench/results.md")
	for path, text := range docs {
		for _, m := range mdLink.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "#") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			full := filepath.Join("..", "..", filepath.FromSlash(filepath.ToSlash(filepath.Dir(path))), filepath.FromSlash(target))
			if _, err := os.Stat(full); err != nil {
				t.Errorf("%s links to %s, which does not exist", path, m[1])
			}
		}
	}

	// The quick start: `go run .../cmd/mcpvet ./...` in examples prints
	// the block that follows it on stderr, and go run adds "exit status 3".
	const start = "It prints, on stderr:\n\n```\n"
	i := strings.Index(readme, start)
	if i < 0 {
		t.Fatalf("README.md lacks the quick start's output block (after %q)", start)
	}
	block, _, ok := strings.Cut(readme[i+len(start):], "```")
	if !ok {
		t.Fatal("README.md: the quick start's output block is not closed")
	}
	want, ok := strings.CutSuffix(block, "exit status 3\n")
	if !ok {
		t.Fatalf("README.md: the quick start's output block does not end with go run's \"exit status 3\":\n%s", block)
	}
	r := run(t, moduleDir(t, module{name: "examples", dir: "examples"}), mcpvet, "./...")
	if r.code != 3 {
		t.Errorf("mcpvet ./... in examples: exit %d, want 3", r.code)
	}
	if got := string(r.stderr); got != want {
		t.Errorf("mcpvet ./... in examples prints\n%s\nthe README shows\n%s", got, want)
	}
	if !bytes.Contains([]byte(readme), []byte("cd examples\ngo run github.com/mcpvet/mcpvet/cmd/mcpvet ./...\n")) {
		t.Error("README.md lacks the quick start's commands")
	}
}
