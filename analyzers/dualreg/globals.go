package dualreg

import (
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// pairGlobals reports the capabilities registered both as a tool and as a
// prompt on one package-level server variable. Any function of the program
// may register on such a variable, so registrations on it are gathered per
// package rather than per call chain: this package's own (made by its
// functions, or by the functions they call), and those of the packages it
// imports, which their globalRegs facts carry. A pair is reported by the
// first package that sees both registrations, that is, when no single
// direct import already saw them both, and no function of this package
// judged them (see pairFunction).
func (c *checker) pairGlobals() {
	var all []reg
	for _, fn := range c.funcs {
		s := c.summary(fn)
		for _, r := range slices.Concat(s.all, s.exported) {
			if r.Server.Root == rootGlobal && !r.Remove {
				r.Name = qualify(r.Name, fn)
				all = append(all, r)
			}
		}
	}
	all = dedupe(all)
	known := map[string]bool{}
	for _, r := range all {
		known[r.id()+"|"+r.Server.key()] = true
	}

	imports := slices.Clone(c.pass.Pkg.Imports())
	slices.SortFunc(imports, func(a, b *types.Package) int { return strings.Compare(a.Path(), b.Path()) })
	seenBy := map[string][]int{} // registration → indices of the imports whose facts have it
	for i, imp := range imports {
		var f globalRegs
		if !c.pass.ImportPackageFact(imp, &f) {
			continue
		}
		for _, r := range f.Regs {
			id := r.id() + "|" + r.Server.key()
			seenBy[id] = append(seenBy[id], i)
			if !known[id] {
				known[id] = true
				r.at, r.atEnd = c.importSpec(imp.Path())
				r.viaName = "the import of " + strconv.Quote(imp.Path())
				all = append(all, r)
			}
		}
	}

	c.pair(all, func(t, p *reg) bool {
		if c.judged[pairID(t, p)] {
			return false
		}
		for _, i := range seenBy[t.id()+"|"+t.Server.key()] {
			if slices.Contains(seenBy[p.id()+"|"+p.Server.key()], i) {
				return false
			}
		}
		return true
	})
	if len(all) > 0 {
		c.pass.ExportPackageFact(&globalRegs{Regs: strip(all)})
	}
}

// qualify makes a name that depends on fn's parameters, free variables or
// results specific to fn, so that it equals only names from fn.
func qualify(name ref, fn *ssa.Function) ref {
	switch name.Root {
	case rootParam, rootFree, rootResult:
		return ref{Root: rootLocal, Key: fn.String() + ":" + name.key()}
	}
	return name
}

// importSpec returns the range of the first import of path in this package.
func (c *checker) importSpec(path string) (token.Pos, token.Pos) {
	for _, f := range c.pass.Files {
		for _, spec := range f.Imports {
			if p, err := strconv.Unquote(spec.Path.Value); err == nil && p == path {
				return spec.Pos(), spec.End()
			}
		}
	}
	return token.NoPos, token.NoPos
}
