package dualreg

import (
	"fmt"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/factpos"
)

// registrar is the fact of a function that registers tools or prompts on a
// server its callers can name (a parameter, a result, a package-level
// variable), or that returns tools or prompts whose names its callers can
// name. Positions are kept as file, line and column, so that they survive
// drivers that do not load the function's package.
type registrar struct {
	Regs    []reg
	Names   []resultName
	Records []recordPair // the records of one capability among its results
}

// resultName is the name of the tool or prompt returned as result Index:
// the ref, in the function's terms, of the result followed by Path.
type resultName struct {
	Index int
	Path  accesspath.Path
	Name  ref
}

func (*registrar) AFact() {}

func (f *registrar) String() string {
	parts := strs(f.Regs)
	for _, n := range f.Names {
		if len(n.Path) == 0 {
			parts = append(parts, "returns server "+n.Name.String())
			continue
		}
		parts = append(parts, "returns "+n.Name.String())
	}
	for _, p := range f.Records {
		parts = append(parts, "returns records r"+strconv.Itoa(p.Index)+p.String())
	}
	return "registrar(" + strings.Join(parts, "; ") + ")"
}

// globalRegs is the fact of a package: the registrations on package-level
// server variables made by it and by the packages it imports, directly or
// not. A pair of them is reported by the first package that sees both.
type globalRegs struct {
	Regs []reg
}

func (*globalRegs) AFact() {}

// String renders a registration or removal for facts.
func (r reg) String() string {
	switch {
	case r.Remove && r.All:
		return "removes every " + r.kind() + " of " + r.Server.String()
	case r.Remove:
		return "removes " + r.kind() + " " + r.Name.String() + " of " + r.Server.String()
	}
	return r.kind() + " " + r.Name.String() + " on " + r.Server.String()
}

func (f *globalRegs) String() string {
	return "globalRegs(" + strings.Join(strs(f.Regs), "; ") + ")"
}

// strs renders each of xs, for the String of a fact.
func strs[T fmt.Stringer](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.String()
	}
	return out
}

// registrar returns the fact of a function of another package, or nil.
func (c *checker) registrar(obj *types.Func) *registrar {
	if obj == nil || obj.Pkg() == c.pass.Pkg {
		return nil
	}
	obj = obj.Origin()
	if f, ok := c.imported[obj]; ok {
		return f
	}
	f := new(registrar)
	if !c.pass.ImportObjectFact(obj, f) {
		f = nil
	}
	c.imported[obj] = f
	return f
}

// exportFacts exports the facts of this package's exported functions and
// methods.
func (c *checker) exportFacts() {
	for _, fn := range c.funcs {
		obj, _ := fn.Object().(*types.Func)
		if obj == nil || obj.Pkg() != c.pass.Pkg || fn.Parent() != nil || !obj.Exported() {
			continue // not callable from another package
		}
		f := &registrar{Regs: strip(c.summary(fn).exported), Names: c.resultNames(fn), Records: c.resultRecords(fn)}
		if len(f.Regs) > 0 || len(f.Names) > 0 || len(f.Records) > 0 {
			c.pass.ExportObjectFact(obj, f)
		}
	}
}

// strip returns copies of regs without what is private to this pass.
func strip(regs []reg) []reg {
	out := make([]reg, len(regs))
	for i, r := range regs {
		out[i] = reg{Prompt: r.Prompt, Remove: r.Remove, All: r.All, API: r.API, Server: r.Server.public(), Name: r.Name.public(), Display: r.Display, Posn: r.Posn}
	}
	return out
}

// sitePos returns a position for a registration's call: its own if it is in
// this package, else the position its fact recorded, in the pass's file set
// (internal/factpos).
func (c *checker) sitePos(r *reg) token.Pos {
	if r.pos.IsValid() {
		return r.pos
	}
	return factpos.Pos(c.pass, r.Posn)
}
