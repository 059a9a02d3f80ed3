package main

import (
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/callgraph"
	"golang.org/x/tools/go/callgraph/cha"
	"golang.org/x/tools/go/callgraph/vta"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// pkgKind classifies a package by its module, as mcpvet's scope does.
type pkgKind int

const (
	dep    pkgKind = iota // a dependency that is not an SDK
	std                   // the standard library (in no module)
	own                   // the analysed module's own code
	sdkLib                // a library package of an SDK module
)

// world is the loaded program and its call graph.
type world struct {
	prog      *ssa.Program
	kinds     map[*types.Package]pkgKind
	funcs     map[*ssa.Function]bool
	graph     *callgraph.Graph
	edges     int
	pkgErrors int
	// rev lists, for each function, the calls of it from functions a
	// path may run through: VTA's edges and the calls of function values
	// passed into a library.
	rev    map[*ssa.Function][]caller
	sorted map[*ssa.Function]bool // rev lists already sorted
	rel    func(token.Position) string
	// names caches the functions' names; extents the source of the
	// module's functions, by file.
	names   map[*ssa.Function]string
	extents map[string][]extent
}

// caller is one call of a function: in fn, at site.
type caller struct {
	fn   *ssa.Function
	site ssa.CallInstruction
}

// load loads the packages of the module in dir, with their tests, and
// every dependency from source, and builds the whole program's SSA form.
func load(dir string) (*world, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedDeps | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo |
			packages.NeedTypesSizes | packages.NeedModule,
		Dir:   dir,
		Tests: true,
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("%s: no packages", dir)
	}
	w := &world{kinds: map[*types.Package]pkgKind{}, sorted: map[*ssa.Function]bool{}, names: map[*ssa.Function]string{}}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		w.pkgErrors += len(p.Errors)
		if p.Types == nil {
			return
		}
		k := dep
		switch {
		case p.Module == nil:
			k = std
		case sdk.IsSDKModule(p.Module.Path) && p.Name != "main":
			k = sdkLib
		case p.Module.Main:
			k = own
		}
		w.kinds[p.Types] = k
	})
	prog, _ := ssautil.AllPackages(pkgs, ssa.InstantiateGenerics)
	prog.Build()
	w.prog = prog
	return w, nil
}

// buildGraph builds the VTA call graph and the reverse edges paths follow.
func (w *world) buildGraph() {
	w.funcs = ssautil.AllFunctions(w.prog)
	w.graph = vta.CallGraph(w.funcs, cha.CallGraph(w.prog))
	w.rev = map[*ssa.Function][]caller{}
	for _, n := range w.graph.Nodes {
		for _, e := range n.Out {
			w.edges++
			if w.walkable(n.Func) {
				w.rev[e.Callee.Func] = append(w.rev[e.Callee.Func], caller{n.Func, e.Site})
			}
		}
	}
	// A function value passed to a function of a library that is not an
	// SDK counts as called by the function that passes it (mcpvet's
	// default for a call into a package without a summary); an SDK stores
	// the handlers it is given (mcp.AddTool). The body of a range-over-func
	// loop runs in the function the loop is written in, whatever the
	// iterator.
	for fn := range w.funcs {
		if w.kind(fn) != own {
			continue
		}
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				call, ok := in.(ssa.CallInstruction)
				if !ok {
					continue
				}
				callee := call.Common().StaticCallee()
				lib := callee != nil && !w.walkable(callee) && w.kind(callee) != sdkLib
				for _, a := range call.Common().Args {
					if f := ssaval.FuncOf(a); f != nil && w.funcs[f] && (lib || f.Synthetic == rangeBody) {
						w.rev[f] = append(w.rev[f], caller{fn, call})
					}
				}
			}
		}
	}
}

// rangeBody is the Synthetic of the function go/ssa makes of the body of a
// range-over-func loop.
const rangeBody = "range-over-func yield"

// kind classifies fn by its package: an instance by its generic function's,
// a wrapper go/ssa makes for a method by the method's.
func (w *world) kind(fn *ssa.Function) pkgKind {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg != nil {
		return w.kinds[fn.Pkg.Pkg]
	}
	if obj, ok := fn.Object().(*types.Func); ok && obj.Pkg() != nil {
		return w.kinds[obj.Pkg()]
	}
	return dep
}

// walkable reports whether a path may run through fn: the module's own
// code, and the wrappers go/ssa makes for it (bound method values, thunks,
// promoted methods).
func (w *world) walkable(fn *ssa.Function) bool {
	if w.kind(fn) == own {
		return true
	}
	return fn.Pkg == nil && fn.Origin() == nil && fn.Synthetic != "" && w.kind(fn) != sdkLib
}

// relativeTo returns a function rendering a position as file:line relative
// to root (absolute if outside it).
func relativeTo(root string) func(token.Position) string {
	abs, err := filepath.Abs(root)
	if err != nil {
		abs = root
	}
	abs = filepath.Clean(abs) + string(filepath.Separator)
	return func(p token.Position) string {
		if !p.IsValid() {
			return "-"
		}
		return fmt.Sprintf("%s:%d", strings.TrimPrefix(p.Filename, abs), p.Line)
	}
}
