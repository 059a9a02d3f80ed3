package ssaval_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// TestConstString checks the map keys of one function: constants through
// boxing, named string types and conversions are found; a variable is not.
func TestConstString(t *testing.T) {
	const src = `package p

type Method string

func F(m map[any]int, s string) {
	m["plain"] = 1
	m[Method("named")] = 2
	m[string(Method("converted"))] = 3
	m[s] = 4
	m[42] = 5
}
`
	pkg := build(t, src)
	var got []string
	var misses int
	for _, b := range pkg.Func("F").Blocks {
		for _, in := range b.Instrs {
			if u, ok := in.(*ssa.MapUpdate); ok {
				if s, ok := ssaval.ConstString(u.Key); ok {
					got = append(got, s)
				} else {
					misses++
				}
			}
		}
	}
	want := []string{"plain", "named", "converted"}
	if len(got) != len(want) || misses != 2 {
		t.Fatalf("ConstString found %q and missed %d keys, want %q and 2 misses", got, misses, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("key %d: got %q, want %q", i, got[i], want[i])
		}
	}
}

// TestFuncName checks how functions are shown: a function, a method, and
// function literals numbered as Go's stack traces show them (the second
// literal of a function, a literal in a literal, a literal in the body of a
// range-over-func loop, which is not itself counted).
func TestFuncName(t *testing.T) {
	const src = `package p

type T struct{}

func (*T) M() {}

func F() func() {
	return func() { _ = func() {} }
}

func G(seq func(yield func() bool)) {
	_ = func() {}
	for range seq {
		_ = func() {}
	}
}
`
	pkg := build(t, src)
	fn := pkg.Func("F")
	inner := fn.AnonFuncs[0].AnonFuncs[0]
	g := pkg.Func("G")
	var inLoop *ssa.Function
	for _, a := range g.AnonFuncs {
		if a.Synthetic != "" && len(a.AnonFuncs) > 0 {
			inLoop = a.AnonFuncs[0]
		}
	}
	if len(g.AnonFuncs) != 2 || inLoop == nil {
		t.Fatalf("G has %d function literals (want the literal and the loop body, which has one)", len(g.AnonFuncs))
	}
	m := pkg.Prog.FuncValue(pkg.Pkg.Scope().Lookup("T").Type().(*types.Named).Method(0))
	for _, c := range []struct {
		fn   *ssa.Function
		want string
	}{
		{fn, "p.F"},
		{m, "(*p.T).M"},
		{fn.AnonFuncs[0], "p.F.func1"},
		{inner, "p.F.func1.func1"},
		{g.AnonFuncs[0], "p.G.func1"},
		{inLoop, "p.G.func2"},
	} {
		if got := ssaval.FuncName(c.fn); got != c.want {
			t.Errorf("FuncName(%s) = %q, want %q", c.fn, got, c.want)
		}
	}
}

// TestFuncOf checks which function a value denotes: a function, a
// converted one, a closure, a bound method value (the method); a
// parameter denotes none. The calls are found by CalleeObject.
func TestFuncOf(t *testing.T) {
	const src = `package p

type H func()

type T struct{}

func (T) M() {}

func G() {}

func F(p func(), t T) {
	use(G)
	use(H(G))
	use(func() { p() })
	use(t.M)
	use(p)
}

func use(any) {}
`
	pkg := build(t, src)
	var got []string
	for _, b := range pkg.Func("F").Blocks {
		for _, in := range b.Instrs {
			if c, ok := in.(*ssa.Call); ok && ssaval.CalleeObject(&c.Call) == pkg.Func("use").Object() {
				if fn := ssaval.FuncOf(c.Call.Args[0]); fn != nil {
					got = append(got, ssaval.FuncName(fn))
				} else {
					got = append(got, "nil")
				}
			}
		}
	}
	want := []string{"p.G", "p.G", "p.F.func1", "(p.T).M", "nil"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("FuncOf of use's arguments = %q, want %q", got, want)
	}
}

// build type-checks src as package p and builds its SSA form.
func build(t *testing.T, src string) *ssa.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}
