// Package ssapass defines an Analyzer that gives mcpvet's analyzers the
// SSA form of a package, built once however many of them use it.
//
// It follows golang.org/x/tools/go/analysis/passes/buildssa, with two
// differences. The package is built with internal/pkgssa, which creates
// only the members of its imports that the package uses. And it is built
// on first use rather than when the pass runs: the analyzers decide cheaply
// whether a package is worth building (flow's relevance check, dualreg's
// search for a registration), and a package that none of them asks for is
// never built.
//
// The heavy part of an analysis (building the SSA form and the analyses on
// it) takes one of GOMAXPROCS slots (Acquire). A driver runs the action of
// every package whose dependencies are done at once: on a module of
// hundreds of packages that depend only on a few shared ones, hundreds of
// packages would build their SSA form and value-flow graphs together, on
// two cores, and peak memory would grow with the module instead of with
// its largest package. The cheap parts (deciding whether a package is
// worth analysing) take no slot.
package ssapass

import (
	"go/ast"
	"go/types"
	"reflect"
	"runtime"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/load"
	"github.com/mcpvet/mcpvet/internal/pkgssa"
	"github.com/mcpvet/mcpvet/internal/scope"
)

// Analyzer gives the package's SSA form as an *SSA, or a nil *SSA for a
// package that no mcpvet analyzer looks into: one read from export data,
// or a library package of an SDK.
var Analyzer = &analysis.Analyzer{
	Name:       "mcpssa",
	Doc:        "build the SSA form of a package for mcpvet's analyzers, once and only if one of them asks for it",
	URL:        "https://github.com/mcpvet/mcpvet",
	Requires:   []*analysis.Analyzer{scope.Analyzer},
	ResultType: reflect.TypeFor[*SSA](),
	Run:        run,
}

// SSA is the SSA form of one package, built on first use. Its methods may
// be called concurrently; the slices they return must not be modified.
//
// The build does not take a slot itself: the caller, which does the heavy
// work on the result, holds one (Acquire) before its first use.
type SSA struct {
	pass *analysis.Pass
	once sync.Once

	pkg      *ssa.Package
	srcFuncs []*ssa.Function
	withLits []*ssa.Function
}

// run returns nil for a package read from export data (there is no syntax
// to build from) or a library package of an SDK (mcpvet knows what it
// needs of it from internal/sdk); for the others, the SSA to build.
func run(pass *analysis.Pass) (any, error) {
	if load.FromExportData(pass) || pass.ResultOf[scope.Analyzer].(*scope.Result).SDKLibrary {
		return (*SSA)(nil), nil
	}
	return &SSA{pass: pass}, nil
}

// Of returns the SSA of the pass's package, or nil for a package that no
// mcpvet analyzer looks into (see Analyzer). The pass's analyzer must
// require Analyzer.
func Of(pass *analysis.Pass) *SSA {
	return pass.ResultOf[Analyzer].(*SSA)
}

// slots bounds the packages whose heavy part runs at the same time.
var slots = make(chan struct{}, runtime.GOMAXPROCS(0))

// Acquire waits for a slot for the heavy part of an analysis of the
// package and returns the function that frees it.
func (s *SSA) Acquire() (release func()) {
	slots <- struct{}{}
	return func() { <-slots }
}

// Pkg returns the SSA package, building it on first use.
func (s *SSA) Pkg() *ssa.Package {
	s.once.Do(s.build)
	return s.pkg
}

// SrcFuncs returns the functions and methods the package declares, in
// source order, then the package initialiser, which runs the initialisers
// of package-level variables. Function literals are not included.
func (s *SSA) SrcFuncs() []*ssa.Function {
	s.once.Do(s.build)
	return s.srcFuncs
}

// SrcFuncsAndLits returns SrcFuncs, each function followed by the function
// literals it contains, depth first in source order.
func (s *SSA) SrcFuncsAndLits() []*ssa.Function {
	s.once.Do(s.build)
	return s.withLits
}

func (s *SSA) build() {
	s.pkg = pkgssa.Build(s.pass)
	add := func(fn *ssa.Function) {
		s.srcFuncs = append(s.srcFuncs, fn)
		s.withLits = appendWithLits(s.withLits, fn)
	}
	for _, f := range s.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				if obj, ok := s.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					if fn := s.pkg.Prog.FuncValue(obj); fn != nil {
						add(fn)
					}
				}
			}
		}
	}
	if init := s.pkg.Func("init"); init != nil {
		add(init)
	}
}

// appendWithLits appends fn and, after it, its function literals.
func appendWithLits(out []*ssa.Function, fn *ssa.Function) []*ssa.Function {
	out = append(out, fn)
	for _, lit := range fn.AnonFuncs {
		out = appendWithLits(out, lit)
	}
	return out
}
