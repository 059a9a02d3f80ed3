package sdk_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// load type-checks the SDK packages that the test module requires.
func load(t *testing.T) map[string]*types.Package {
	t.Helper()
	if testing.Short() {
		t.Skip("loads the real SDKs")
	}
	cfg := &packages.Config{Mode: packages.NeedTypes | packages.NeedName | packages.NeedImports | packages.NeedDeps, Dir: testmod.Dir(t)}
	pkgs, err := packages.Load(cfg, "example.com/t/seed")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*types.Package{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Types != nil {
			out[p.PkgPath] = p.Types
		}
	})
	return out
}

// lookup finds a table row's symbol in a real package: a function, or a
// method of a named type (through its pointer's method set) or interface.
func lookup(pkg *types.Package, recv, name string) *types.Func {
	if recv == "" {
		f, _ := pkg.Scope().Lookup(name).(*types.Func)
		return f
	}
	tn, ok := pkg.Scope().Lookup(recv).(*types.TypeName)
	if !ok {
		return nil
	}
	ms := types.NewMethodSet(types.NewPointer(tn.Type()))
	if types.IsInterface(tn.Type()) {
		ms = types.NewMethodSet(tn.Type())
	}
	if sel := ms.Lookup(pkg, name); sel != nil {
		f, _ := sel.Obj().(*types.Func)
		return f
	}
	return nil
}

// TestTableMatchesRealSDKs checks every row of the table against the real
// SDK modules: the symbol exists, and the matcher finds the row from the
// go/types object. Rows of SDKs the test module does not require (eino,
// older major versions) are skipped; every SDK it requires must match.
func TestTableMatchesRealSDKs(t *testing.T) {
	pkgs := load(t)
	checked := 0
	for _, f := range sdk.Funcs {
		for _, path := range f.Pkgs {
			pkg := pkgs[path]
			if pkg == nil {
				continue
			}
			obj := lookup(pkg, f.Recv, f.Name)
			if obj == nil {
				t.Errorf("%s: %s.%s not found in the real package", path, f.Recv, f.Name)
				continue
			}
			if sdk.LookupFunc(obj, f.Role) == nil {
				t.Errorf("%s: LookupFunc(%s, %v) = nil", path, obj, f.Role)
			}
			checked++
		}
	}
	for _, ty := range sdk.Types {
		for _, path := range ty.Pkgs {
			pkg := pkgs[path]
			if pkg == nil || strings.Contains(ty.Name, "[") {
				continue
			}
			tn, ok := pkg.Scope().Lookup(ty.Name).(*types.TypeName)
			if !ok {
				t.Errorf("%s: type %s not found in the real package", path, ty.Name)
				continue
			}
			if sdk.LookupType(tn.Type(), ty.Role) == nil {
				t.Errorf("%s: LookupType(%s, %v) = nil", path, tn.Type(), ty.Role)
			}
			checked++
		}
	}
	if checked < 80 {
		t.Errorf("only %d table entries checked against real packages; the test module lost an SDK?", checked)
	}
}

// TestIdentityPitfalls covers the cases of the SDK reference's section 1.
func TestIdentityPitfalls(t *testing.T) {
	pkgs := load(t)
	gosdk := pkgs["github.com/modelcontextprotocol/go-sdk/mcp"]
	mark3 := pkgs["github.com/mark3labs/mcp-go/client"]
	if gosdk == nil || mark3 == nil {
		t.Fatal("MCP SDKs not loaded")
	}
	// The alias CallToolRequest is the generic ServerRequest[*CallToolParamsRaw].
	alias := gosdk.Scope().Lookup("CallToolRequest").Type()
	if !sdk.HasRole(types.NewPointer(alias), sdk.ToolRequest) {
		t.Errorf("*mcp.CallToolRequest is not a tool request (key %q)", sdk.TypeKey(alias))
	}
	if sdk.HasRole(gosdk.Scope().Lookup("GetPromptRequest").Type(), sdk.ToolRequest) {
		t.Error("mcp.GetPromptRequest taken for a tool request")
	}
	// The generic function mcp.AddTool and the method (*Server).AddTool
	// are two rows, with different handler arguments.
	fn := gosdk.Scope().Lookup("AddTool").(*types.Func)
	meth := lookup(gosdk, "Server", "AddTool")
	if r := sdk.LookupFunc(fn, sdk.ToolReg); r == nil || r.Handler != 2 {
		t.Errorf("mcp.AddTool: %+v", r)
	}
	if r := sdk.LookupFunc(meth, sdk.ToolReg); r == nil || r.Handler != 1 {
		t.Errorf("(*mcp.Server).AddTool: %+v", r)
	}
	// mcp-go's interface method is a sink as well as the concrete one.
	if sdk.LookupFunc(lookup(mark3, "MCPClient", "GetPrompt"), sdk.PromptGet) == nil {
		t.Error("(client.MCPClient).GetPrompt is not a sink")
	}
	// Same name, other package: go-openai's and openai-go's package are
	// both "openai"; only paths count.
	if sdk.LookupFunc(lookup(gosdk, "ClientSession", "CallTool"), sdk.PromptGet) != nil {
		t.Error("CallTool taken for a prompts/get sink")
	}
}

// TestTypeKeyShortcut checks TypeKey's shortcut for types without type
// parameters or arguments against the key TypeString makes, on every named
// type of a package: declared, local to a function, generic, instantiated,
// and imported.
func TestTypeKeyShortcut(t *testing.T) {
	const src = `package p

import "strings"

type A struct{ b *strings.Builder }
type G[T any] struct{ v T }
type I = G[A]

func f() any {
	type L int
	var x G[L]
	return x
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("example.com/p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	slow := func(n *types.Named) string {
		pkg := n.Obj().Pkg()
		return pkg.Path() + "." + types.TypeString(n, func(p *types.Package) string {
			if p == pkg {
				return ""
			}
			return p.Path()
		})
	}
	seen := map[string]bool{}
	check := func(t0 types.Type) {
		for _, u := range []types.Type{t0, gotypes.Deref(t0)} {
			n, ok := types.Unalias(u).(*types.Named)
			if !ok || n.Obj().Pkg() == nil {
				continue
			}
			got, want := sdk.TypeKey(u), slow(n)
			seen[want] = true
			if got != want {
				t.Errorf("TypeKey(%s) = %q, want %q", u, got, want)
			}
		}
	}
	for _, tv := range info.Types {
		check(tv.Type)
	}
	for _, obj := range info.Defs {
		if obj != nil {
			check(obj.Type())
		}
	}
	for _, k := range []string{"example.com/p.A", "example.com/p.G[T any]", "example.com/p.G[A]", "example.com/p.L", "example.com/p.G[L]", "strings.Builder"} {
		if !seen[k] {
			t.Errorf("no type with key %q in the test", k)
		}
	}
}
