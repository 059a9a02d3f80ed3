package load_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/internal/load"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// loadDir loads patterns in dir (a module under testdata), with tests,
// after downloading its dependencies.
func loadDir(t *testing.T, dir string, patterns ...string) map[string]*packages.Package {
	t.Helper()
	dl := exec.Command("go", "mod", "download")
	dl.Dir, dl.Env = dir, append(os.Environ(), "GOWORK=off")
	if out, err := dl.CombinedOutput(); err != nil {
		t.Fatalf("go mod download in %s: %v\n%s", dir, err, out)
	}
	cfg := &packages.Config{Dir: dir, Tests: true, Env: append(os.Environ(), "GOWORK=off")}
	roots, err := load.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	byID := make(map[string]*packages.Package)
	packages.Visit(roots, nil, func(p *packages.Package) { byID[p.ID] = p })
	return byID
}

// TestSourceOrExportData checks, package by package, where the types come
// from: the module's own packages, test variants included, and a
// dependency that imports an SDK from source, with function bodies
// checked; the standard library, the SDK and a dependency that knows
// nothing of MCP from export data.
func TestSourceOrExportData(t *testing.T) {
	dir := filepath.Join(testmod.Root(), "internal", "load", "testdata", "mod")
	pkgs := loadDir(t, dir, "./app")

	fromSource := []string{
		"example.com/loadtest/app",
		"example.com/loadtest/app [example.com/loadtest/app.test]",
		"example.com/loadtest/app_test [example.com/loadtest/app.test]",
		"example.com/loadtest/helper [example.com/loadtest/app.test]", // a test variant that is no root
		"example.com/sdkuser",                                         // imports mcp-go
	}
	fromExport := []string{
		"example.com/plain", // imports only strings
		"fmt",
		"strings",
		"github.com/mark3labs/mcp-go/mcp",
	}
	for _, id := range fromSource {
		p := pkgs[id]
		if p == nil {
			t.Errorf("%s: not loaded", id)
			continue
		}
		if len(p.Syntax) == 0 || p.TypesInfo == nil || !p.Types.Complete() {
			t.Errorf("%s: want syntax, types info and complete types, got %d files, info %v, complete %v",
				id, len(p.Syntax), p.TypesInfo != nil, p.Types.Complete())
		}
		if len(p.Errors) > 0 || p.IllTyped {
			t.Errorf("%s: errors %v", id, p.Errors)
		}
	}
	for _, id := range fromExport {
		p := pkgs[id]
		if p == nil {
			t.Errorf("%s: not loaded", id)
			continue
		}
		if p.Syntax != nil || p.TypesInfo != nil {
			t.Errorf("%s: want types from export data, got %d files", id, len(p.Syntax))
		}
		if p.Types == nil || p.Types.Scope().Len() == 0 {
			t.Errorf("%s: no types", id)
		}
	}
	// Function bodies are checked in a non-root test variant: the local
	// variable in helper.Twice has its definition recorded.
	if h := pkgs["example.com/loadtest/helper [example.com/loadtest/app.test]"]; h != nil && h.TypesInfo != nil {
		found := false
		for id, obj := range h.TypesInfo.Defs {
			if id.Name == "doubled" && obj != nil {
				found = true
			}
		}
		if !found {
			t.Errorf("helper [app.test]: the body of Twice was not type-checked")
		}
	}
	// One types.Package per package: what app imports is what was loaded.
	app := pkgs["example.com/loadtest/app"]
	for _, imp := range app.Types.Imports() {
		if p := app.Imports[imp.Path()]; p == nil || p.Types != imp {
			t.Errorf("app imports %s: types differ from the loaded package's", imp.Path())
		}
	}
}

// TestErrors checks that a package that does not compile is loaded from
// source with its type error recorded, as go/packages records it, and that
// its neighbour still loads cleanly.
func TestErrors(t *testing.T) {
	dir := filepath.Join(testmod.Root(), "testdata", "e2e", "broken")
	pkgs := loadDir(t, dir, "./...")
	bad, good := pkgs["example.com/broken/bad"], pkgs["example.com/broken/good"]
	if bad == nil || good == nil {
		t.Fatalf("bad or good not loaded")
	}
	if !bad.IllTyped || len(bad.TypeErrors) == 0 {
		t.Fatalf("bad: want ill-typed with type errors, got %v", bad.Errors)
	}
	pos := bad.Fset.Position(bad.TypeErrors[0].Pos)
	if filepath.Base(pos.Filename) != "bad.go" || pos.Line != 12 || !strings.Contains(bad.TypeErrors[0].Msg, "cannot use name") {
		t.Errorf("bad: want the error at bad.go:12 about passing name, got %s: %s", pos, bad.TypeErrors[0].Msg)
	}
	if good.IllTyped || len(good.Errors) > 0 {
		t.Errorf("good: unexpected errors %v", good.Errors)
	}
}
