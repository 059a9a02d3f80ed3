package flow

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"testing"

	"golang.org/x/tools/go/packages"
)

// noFlow lists the SSA instructions that move no value the analysis
// tracks, each with the reason.
var noFlow = map[string]string{
	"Jump":      "control flow only",
	"If":        "control flow only (the dispatch region reads branches itself, cdep.go)",
	"RunDefers": "runs the deferred calls, which are linked where the Defer is",
	"DebugRef":  "debugging information",
	"Panic":     "its value reaches only a recover(); no prompt data or function value is followed through a panic",
}

// TestEveryInstruction checks that every instruction type of go/ssa has a
// rule: a case of graph.instr, a case of graph.val (the allocations, whose
// value is their object), or an entry of noFlow. A new instruction in a
// new x/tools fails here instead of being skipped silently.
func TestEveryInstruction(t *testing.T) {
	cfg := &packages.Config{Mode: packages.NeedTypes | packages.NeedName}
	pkgs, err := packages.Load(cfg, "golang.org/x/tools/go/ssa")
	if err != nil || len(pkgs) != 1 || pkgs[0].Types == nil {
		t.Fatalf("loading go/ssa: %v", err)
	}
	ssaPkg := pkgs[0].Types
	instr := ssaPkg.Scope().Lookup("Instruction").Type().Underlying().(*types.Interface)
	var all []string
	for _, name := range ssaPkg.Scope().Names() {
		tn, ok := ssaPkg.Scope().Lookup(name).(*types.TypeName)
		if !ok || !tn.Exported() {
			continue
		}
		if _, isIface := tn.Type().Underlying().(*types.Interface); isIface {
			continue
		}
		if types.Implements(types.NewPointer(tn.Type()), instr) {
			all = append(all, name)
		}
	}
	if len(all) < 30 {
		t.Fatalf("found %d instruction types in go/ssa, want more than 30: %v", len(all), all)
	}

	handled := map[string]string{}
	for _, c := range switchCases(t, "graph.go", "instr") {
		if c == "CallInstruction" {
			for _, call := range []string{"Call", "Go", "Defer"} {
				handled[call] = "graph.instr"
			}
			continue
		}
		handled[c] = "graph.instr"
	}
	for _, c := range switchCases(t, "graph.go", "val") {
		handled[c] = "graph.val"
	}
	for name := range noFlow {
		if _, dup := handled[name]; dup {
			t.Errorf("%s is in noFlow and has a rule in %s", name, handled[name])
		}
		handled[name] = "noFlow"
	}
	for _, name := range all {
		if _, ok := handled[name]; !ok {
			t.Errorf("ssa.%s has no rule: add a case to graph.instr, or to noFlow with the reason", name)
		}
	}
	var stale []string
	for name, where := range handled {
		if where != "graph.val" && !slices.Contains(all, name) {
			stale = append(stale, name+" ("+where+")")
		}
	}
	sort.Strings(stale)
	for _, s := range stale {
		t.Errorf("%s is no instruction of go/ssa", s)
	}
}

// switchCases returns the type names ("Store" for *ssa.Store) of the case
// clauses of the type switches in the method of graph named method, in
// file.
func switchCases(t *testing.T, file, method string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != method || fd.Recv == nil {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSwitchStmt)
			if !ok {
				return true
			}
			for _, s := range ts.Body.List {
				for _, e := range s.(*ast.CaseClause).List {
					if st, ok := e.(*ast.StarExpr); ok {
						e = st.X
					}
					if sel, ok := e.(*ast.SelectorExpr); ok {
						out = append(out, sel.Sel.Name)
					}
				}
			}
			return true
		})
	}
	if len(out) == 0 {
		t.Fatalf("no type switch cases in (*graph).%s of %s", method, file)
	}
	return out
}
