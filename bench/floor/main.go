// Command floor runs one analyzer that only requires the syntax inspector
// and reports nothing, on the same driver as mcpvet (multichecker) and the
// same x/tools version: its cost is the cost of loading, parsing and
// type-checking the packages, the floor under any analyzer suite.
//
// Because the analyzer declares no facts, the driver loads the named
// packages from source and their dependencies from export data
// (packages.LoadSyntax), as it would for any fact-free suite. Suites that
// use facts (the vet suite: printf and others; mcpvet) make the driver
// load and type-check every dependency from source too
// (packages.LoadAllSyntax). With FLOOR_FACTS=1 in the environment the
// analyzer declares a fact type, and floor measures that heavier load:
// the floor under a facts-based suite.
//
// Usage:
//
//	floor [flags] packages
package main

import (
	"go/ast"
	"os"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// Analyzer counts function declarations through the inspector so that the
// inspector is built and used, and reports nothing.
var Analyzer = &analysis.Analyzer{
	Name:     "floor",
	Doc:      "load and type-check packages, build the syntax inspector, report nothing",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		n := 0
		in.Preorder([]ast.Node{(*ast.FuncDecl)(nil)}, func(ast.Node) { n++ })
		_ = n
		return nil, nil
	},
}

// noFact is never exported; declaring it makes the driver load every
// package from source.
type noFact struct{}

func (*noFact) AFact()         {}
func (*noFact) String() string { return "noFact" }

func main() {
	if os.Getenv("FLOOR_FACTS") == "1" {
		Analyzer.FactTypes = []analysis.Fact{new(noFact)}
	}
	multichecker.Main(Analyzer)
}
