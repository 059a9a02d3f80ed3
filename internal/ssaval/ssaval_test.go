package ssaval_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
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
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
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

// TestFuncName checks how functions are shown: a function, a method, and a
// closure nested in a closure (named by the declared function around it).
func TestFuncName(t *testing.T) {
	const src = `package p

type T struct{}

func (*T) M() {}

func F() func() {
	return func() { _ = func() {} }
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage("p", "p"), []*ast.File{f}, 0)
	if err != nil {
		t.Fatal(err)
	}
	fn := pkg.Func("F")
	inner := fn.AnonFuncs[0].AnonFuncs[0]
	m := pkg.Prog.FuncValue(pkg.Pkg.Scope().Lookup("T").Type().(*types.Named).Method(0))
	for got, want := range map[string]string{
		ssaval.FuncName(fn):    "p.F",
		ssaval.FuncName(m):     "(*p.T).M",
		ssaval.FuncName(inner): "func literal in p.F",
	} {
		if got != want {
			t.Errorf("FuncName = %q, want %q", got, want)
		}
	}
}
