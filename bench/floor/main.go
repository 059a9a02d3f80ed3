// Command floor runs one analyzer that only requires the syntax inspector
// and reports nothing, on the same driver as mcpvet (multichecker) and the
// same x/tools version: its cost is the cost of loading, parsing and
// type-checking the packages, the floor under any analyzer suite.
//
// Because the analyzer declares no facts, the driver loads the named
// packages from source and their dependencies from export data
// (packages.LoadSyntax), as it would for any fact-free suite.
//
// Usage:
//
//	floor [flags] packages
package main

import (
	"go/ast"

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

func main() {
	multichecker.Main(Analyzer)
}
