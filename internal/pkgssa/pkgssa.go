// Package pkgssa builds the SSA form of the package of an analysis pass,
// creating only what that needs of its imports.
//
// golang.org/x/tools/go/analysis/passes/buildssa creates an SSA package for
// every import, with a function for every package-level function and for
// every method of every named type. For a package that imports an LLM SDK
// (thousands of types and methods) that is most of the cost of building
// its SSA form, paid again by every package of the module. The builder
// needs an import's package only for the package-level functions and
// variables the code names; methods of imported types are created on
// demand, and with ssa.BareInits the package initializer does not call
// the imports' initializers. So Build creates each import with only the
// package-level functions and variables the package uses, from a
// declaration-only file: functions without bodies, as the SSA package of
// an import from export data has, and marked the same way
// ("from type information"). Generic functions are instantiated (the
// instances of the package's own generic functions are analysed one by
// one: processItems[mcp.Tool] apart from processItems[mcp.Prompt]).
package pkgssa

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Build creates and builds the SSA package of pass.Pkg in a new program.
func Build(pass *analysis.Pass) *ssa.Package {
	prog := ssa.NewProgram(pass.Fset, ssa.BareInits|ssa.InstantiateGenerics)
	used := usedMembers(pass)
	for _, p := range pass.Pkg.Imports() {
		objs := used[p]
		switch {
		case slices.ContainsFunc(objs, isGeneric):
			// An instance of a generic function is built from its
			// origin's syntax if it has some: a declaration-only file
			// would do that without the type information of its body.
			// Created from type information, every member is.
			prog.CreatePackage(p, nil, nil, true)
		case len(objs) > 0:
			createImport(prog, p, objs)
		}
	}
	pkg := prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	pkg.Build()
	return pkg
}

// usedMembers lists, by package, the package-level functions and
// variables of other packages that pass's package refers to, sorted by
// name.
func usedMembers(pass *analysis.Pass) map[*types.Package][]types.Object {
	seen := make(map[types.Object]bool)
	used := make(map[*types.Package][]types.Object)
	for _, obj := range pass.TypesInfo.Uses {
		switch obj.(type) {
		case *types.Func, *types.Var:
		default:
			continue
		}
		p := obj.Pkg()
		if p == nil || p == pass.Pkg || seen[obj] || p.Scope().Lookup(obj.Name()) != obj {
			continue
		}
		seen[obj] = true
		used[p] = append(used[p], obj)
	}
	for _, objs := range used {
		slices.SortFunc(objs, func(a, b types.Object) int { return strings.Compare(a.Name(), b.Name()) })
	}
	return used
}

// isGeneric reports whether obj is a function with type parameters.
func isGeneric(obj types.Object) bool {
	fn, ok := obj.(*types.Func)
	return ok && fn.Signature().TypeParams().Len() > 0
}

// createImport creates the SSA package of import p with the members objs
// only.
func createImport(prog *ssa.Program, p *types.Package, objs []types.Object) {
	info := &types.Info{Defs: make(map[*ast.Ident]types.Object)}
	file := &ast.File{Name: ast.NewIdent(p.Name())}
	for _, obj := range objs {
		id := ast.NewIdent(obj.Name())
		info.Defs[id] = obj
		switch obj.(type) {
		case *types.Func:
			file.Decls = append(file.Decls, &ast.FuncDecl{Name: id, Type: &ast.FuncType{}})
		case *types.Var:
			file.Decls = append(file.Decls, &ast.GenDecl{Tok: token.VAR, Specs: []ast.Spec{&ast.ValueSpec{Names: []*ast.Ident{id}}}})
		}
	}
	pkg := prog.CreatePackage(p, []*ast.File{file}, info, true)
	for _, obj := range objs {
		if fn, ok := pkg.Members[obj.Name()].(*ssa.Function); ok {
			fn.Synthetic = "from type information"
		}
	}
}
