package ssapass

import (
	"slices"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/scope"
	"github.com/mcpvet/mcpvet/internal/suitetest"
)

const src = `package p

import "sort"

var table = map[string]func() int{"a": func() int { return 1 }}

type T struct{}

func (T) M() func() { return func() { _ = func() {} } }

func F(xs []int) {
	sort.Slice(xs, func(i, j int) bool { return xs[i] < xs[j] })
}

func init() {}

func G() {}
`

// newPass type-checks src and returns a pass of the Analyzer over it, with
// sc as the scope result.
func newPass(t *testing.T, sc *scope.Result) *analysis.Pass {
	t.Helper()
	pass := suitetest.CheckFile(t, src)
	pass.Analyzer = Analyzer
	pass.ResultOf = map[*analysis.Analyzer]any{scope.Analyzer: sc}
	return pass
}

func runPass(t *testing.T, pass *analysis.Pass) *SSA {
	t.Helper()
	r, err := Analyzer.Run(pass)
	if err != nil {
		t.Fatal(err)
	}
	return r.(*SSA)
}

func names(fns []*ssa.Function) []string {
	var out []string
	for _, fn := range fns {
		out = append(out, fn.Name())
	}
	return out
}

func TestFuncs(t *testing.T) {
	s := runPass(t, newPass(t, &scope.Result{Main: true}))
	if s.pkg != nil {
		t.Fatal("built before first use")
	}
	if got, want := names(s.SrcFuncs()), []string{"M", "F", "init#1", "G", "init"}; !slices.Equal(got, want) {
		t.Errorf("SrcFuncs: %v, want %v", got, want)
	}
	want := []string{"M", "M$1", "M$1$1", "F", "F$1", "init#1", "G", "init", "init$1"}
	if got := names(s.SrcFuncsAndLits()); !slices.Equal(got, want) {
		t.Errorf("SrcFuncsAndLits: %v, want %v", got, want)
	}
	if fn := s.SrcFuncs()[0]; fn.Pkg != s.Pkg() {
		t.Errorf("%v is of package %v, want %v", fn, fn.Pkg, s.Pkg())
	}
}

// TestOnce checks that concurrent first uses build the package once.
func TestOnce(t *testing.T) {
	s := runPass(t, newPass(t, &scope.Result{Main: true}))
	pkgs := make([]*ssa.Package, 4)
	var wg sync.WaitGroup
	for i := range pkgs {
		wg.Go(func() { pkgs[i] = s.Pkg() })
	}
	wg.Wait()
	for _, p := range pkgs {
		if p != pkgs[0] {
			t.Fatalf("two builds: %p and %p", p, pkgs[0])
		}
	}
}

// TestNotBuilt checks that a package no analyzer looks into has no result.
func TestNotBuilt(t *testing.T) {
	if s := runPass(t, newPass(t, &scope.Result{SDKLibrary: true})); s != nil {
		t.Error("an SDK library package has a result")
	}
	pass := newPass(t, &scope.Result{Main: true})
	pass.Files, pass.TypesInfo = nil, nil // read from export data
	if s := runPass(t, pass); s != nil {
		t.Error("a package read from export data has a result")
	}
}
