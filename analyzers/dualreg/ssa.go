package dualreg

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/pkgssa"
)

// registers reports whether the package uses a function that registers a
// tool or a prompt: an SDK registration function, or a function whose fact
// says it registers. Only such packages are worth building in SSA form;
// the others (most of the standard library and of any module) are skipped.
func (c *checker) registers() bool {
	for _, obj := range c.pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok {
			if f, _ := registration(fn); f != nil || c.registrar(fn) != nil {
				return true
			}
		}
	}
	return false
}

// build builds the SSA form of the package, as the buildssa pass does (but
// only for the packages that need it), and lists its functions: those
// declared in source order, each followed by its function literals, then
// the package initialiser, which runs the initialisers of package-level
// variables.
func (c *checker) build() {
	c.pkg = pkgssa.Build(c.pass)
	prog := c.pkg.Prog

	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		c.funcs = append(c.funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				if obj, ok := c.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					if fn := prog.FuncValue(obj); fn != nil {
						add(fn)
					}
				}
			}
		}
	}
	if init := c.pkg.Func("init"); init != nil {
		add(init)
	}
}
