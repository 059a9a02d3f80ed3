package promptreach_test

import (
	"go/types"
	"os"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/callgraph"
	"golang.org/x/tools/go/callgraph/cha"
	"golang.org/x/tools/go/callgraph/vta"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/mcpvet/mcpvet/analyzers/promptreach"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// chain is the path from the dispatch entry of testdata/mod/callgraph to
// prompts/get: the agent runs a tool of its registry, and the prompt tool
// fetches a prompt.
const chain = "(*agent.Agent).Dispatch → (*tool.Registry).Run → (*prompts.Prompt).Run → (*mcp.ClientSession).GetPrompt"

// TestCallGraphs compares promptreach with the whole-program call graphs of
// golang.org/x/tools/go/callgraph on two programs that differ only in
// which registry, of one type, holds the prompt tool (with the real
// go-sdk, from source): posapp gives it to the model's agent, negapp to a
// person's menu only.
//
// CHA resolves the registry's t.Run(ctx) to every Run method of the
// program, and VTA to every type stored in any Registry.tools (field-based:
// both registries are one node), so both find the chain in negapp too,
// where no model tool call can fetch a prompt. promptreach tells the two
// registries apart by the values the caller hands the agent (the agent's
// package exports, as a fact, that Dispatch runs what its receiver's
// registry holds): it reports posapp and not negapp.
func TestCallGraphs(t *testing.T) {
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax | packages.NeedModule,
		Dir:  testmod.Dir(t),
		Env:  append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off"),
	}
	pkgs, err := packages.Load(cfg, "./callgraph/negapp", "./callgraph/posapp")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 || len(pkgs) != 2 {
		t.Fatalf("loading: %d packages, or errors above", len(pkgs))
	}
	neg, pos := pkgs[0], pkgs[1]
	if !strings.HasSuffix(neg.PkgPath, "/negapp") {
		neg, pos = pos, neg
	}

	// promptreach, modular: one finding, in posapp, with the chain.
	g, err := checker.Analyze([]*analysis.Analyzer{promptreach.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for act := range g.All() {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.Position(d.Pos)
			found = append(found, act.Package.PkgPath+":"+strconv.Itoa(p.Line)+": "+d.Message)
		}
	}
	want := pos.PkgPath + ":20: model dispatch entry (*agent.Agent).Dispatch reaches prompts/get through a registered function: " + chain
	if len(found) != 1 || !strings.HasPrefix(found[0], want) {
		t.Errorf("promptreach found\n%s\nwant one finding, beginning\n%s", strings.Join(found, "\n"), want)
	}

	// CHA and VTA, on negapp's whole program: the chain, which is not
	// real there.
	prog, _ := ssautil.AllPackages([]*packages.Package{neg}, ssa.InstantiateGenerics)
	prog.Build()
	entry := method(t, prog, "example.com/t/callgraph/agent", "Agent", "Dispatch")
	sink := method(t, prog, "github.com/modelcontextprotocol/go-sdk/mcp", "ClientSession", "GetPrompt")
	byCHA := cha.CallGraph(prog)
	byVTA := vta.CallGraph(ssautil.AllFunctions(prog), byCHA)
	for _, c := range []struct {
		name string
		cg   *callgraph.Graph
	}{{"CHA", byCHA}, {"VTA", byVTA}} {
		if got := pathOf(c.cg, entry, sink); got != chain {
			t.Errorf("%s on negapp: path %q, want %q", c.name, got, chain)
		}
	}
}

// method returns the SSA function of the method name of *T, where T is the
// type typ of package path.
func method(t *testing.T, prog *ssa.Program, path, typ, name string) *ssa.Function {
	t.Helper()
	p := prog.ImportedPackage(path)
	if p == nil {
		t.Fatalf("no package %s", path)
	}
	tn := p.Pkg.Scope().Lookup(typ)
	if tn == nil {
		t.Fatalf("no type %s.%s", path, typ)
	}
	sel := prog.MethodSets.MethodSet(types.NewPointer(tn.Type())).Lookup(p.Pkg, name)
	if sel == nil {
		t.Fatalf("no method (*%s.%s).%s", path, typ, name)
	}
	return prog.MethodValue(sel)
}

// pathOf returns the path callgraph.PathSearch finds in cg from one
// function to another, as the functions' names relative to their packages
// joined by arrows, or "" if there is none.
func pathOf(cg *callgraph.Graph, from, to *ssa.Function) string {
	start, end := cg.Nodes[from], cg.Nodes[to]
	if start == nil || end == nil {
		return ""
	}
	edges := callgraph.PathSearch(start, func(n *callgraph.Node) bool { return n == end })
	if edges == nil {
		return ""
	}
	names := []string{short(from)}
	for _, e := range edges {
		names = append(names, short(e.Callee.Func))
	}
	return strings.Join(names, " → ")
}

// short names fn as promptreach does, by its package's name rather than
// its path.
func short(fn *ssa.Function) string {
	obj := fn.Object()
	if obj == nil || obj.Pkg() == nil {
		return fn.String()
	}
	path := obj.Pkg().Path()
	return strings.ReplaceAll(fn.String(), path[:strings.LastIndex(path, "/")+1], "")
}
