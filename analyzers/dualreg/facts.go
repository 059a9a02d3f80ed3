package dualreg

import (
	"go/token"
	"go/types"
	"strconv"
	"strings"

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
	Path  []string
	Name  ref
}

func (*registrar) AFact() {}

func (f *registrar) String() string {
	var parts []string
	for _, r := range f.Regs {
		parts = append(parts, r.String())
	}
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
func (r *reg) String() string {
	switch {
	case r.Remove && r.All:
		return "removes every " + r.kind() + " of " + r.Server.String()
	case r.Remove:
		return "removes " + r.kind() + " " + r.Name.String() + " of " + r.Server.String()
	}
	return r.kind() + " " + r.Name.String() + " on " + r.Server.String()
}

func (f *globalRegs) String() string {
	var parts []string
	for _, r := range f.Regs {
		parts = append(parts, r.kind()+" "+r.Name.String()+" on "+r.Server.String())
	}
	return "globalRegs(" + strings.Join(parts, "; ") + ")"
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
		out[i] = reg{Prompt: r.Prompt, Remove: r.Remove, All: r.All, API: r.API, Server: r.Server.public(), Name: r.Name.public(), Display: r.Display, File: r.File, Line: r.Line, Col: r.Col}
	}
	return out
}

// sitePos returns a position for a registration's call: its own if it is in
// this package, else the position of the file, line and column its fact
// recorded, in the file set if the driver parsed that file (analysistest,
// gopls), or else in a stand-in file of that name (go vet, where the file
// set has at most the export data's approximate line tables), so that the
// position still prints as file:line:column.
func (c *checker) sitePos(r *reg) token.Pos {
	if r.pos.IsValid() {
		return r.pos
	}
	if r.File == "" || r.Line < 1 || r.Col < 0 || r.Col > standInWidth {
		return token.NoPos
	}
	if r.Col == 0 {
		// The column a //line directive left unknown stays unknown.
		return factpos.Pos(c.pass, token.Position{Filename: r.File, Offset: -1, Line: r.Line})
	}
	if c.files == nil {
		c.files = map[string]*token.File{}
		c.pass.Fset.Iterate(func(f *token.File) bool {
			c.files[f.Name()] = f
			return true
		})
	}
	if f := c.files[r.File]; f != nil && r.Line <= f.LineCount() {
		pos := f.LineStart(r.Line) + token.Pos(r.Col-1)
		if p := f.Position(pos); int(pos) < f.Base()+f.Size() && p.Line == r.Line && p.Column == r.Col {
			return pos
		}
	}
	f := c.standIns[r.File]
	if f == nil || r.Line > f.LineCount() {
		f = c.standIn(r.File, r.Line)
		c.standIns[r.File] = f
	}
	return f.LineStart(r.Line) + token.Pos(r.Col-1)
}

// standInWidth is the length of every line of a stand-in file.
const standInWidth = 1 << 10

// standIn adds to the file set a file named name with at least n lines of
// standInWidth bytes, and no content.
func (c *checker) standIn(name string, n int) *token.File {
	n = max(n, 1<<10)
	f := c.pass.Fset.AddFile(name, -1, n*standInWidth)
	lines := make([]int, n)
	for i := range lines {
		lines[i] = i * standInWidth
	}
	f.SetLines(lines)
	return f
}
