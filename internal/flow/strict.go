package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// Strict mode proves the positive form of the prompt boundary: every
// prompts/get traces back to a person's selection. Functions marked
// //mcpvet:userselect (or named with -userselect) are the selection events;
// a path from any other root of the program to prompts/get that does not
// pass through one is reported. The roots of a package are main and init,
// exported functions and exported methods of exported types of a library
// package, and HTTP handlers; a path into another package's root is left to
// that package (its own analysis reports it), so each path is reported
// once, in the package whose root starts it.

var (
	strictMode bool
	userSelect = funcList{what: "user-selection function"} // -userselect
)

func init() {
	Analyzer.Flags.BoolVar(&strictMode, "strict", false, "report every path to prompts/get from a root that is not a user selection (set it as -promptreach.strict)")
	Analyzer.Flags.Var(&userSelect, "userselect", "comma-separated `list` of user-selection functions for strict mode: pkgpath.Func or pkgpath.Type.Method (set it as -promptreach.userselect)")
}

// Strict is a path from a root that is not a user selection to prompts/get.
type Strict struct {
	Pos  token.Pos // the call that starts the path (the sink, if the root calls it)
	Root string    // the root's name
	Kind string    // what makes it a root
	Path *Path
}

// StaleMark is a user-selection mark on a function that reaches no
// prompts/get.
type StaleMark struct {
	Pos  token.Pos
	Func string
	How  string // "//mcpvet:userselect" or "-userselect"
}

// userMarks returns the functions of the package marked as user
// selections, with how they are marked.
func (g *graph) userMarks(marked map[*ast.FuncDecl]bool) map[*ssa.Function]string {
	names := map[string]bool{}
	for _, s := range userSelect.names {
		names[s] = true
	}
	out := map[*ssa.Function]string{}
	for _, fn := range g.funcs {
		if decl, ok := fn.Syntax().(*ast.FuncDecl); ok && marked[decl] {
			out[fn] = "//mcpvet:userselect"
		} else if obj, ok := fn.Object().(*types.Func); ok && names[gotypes.FuncKey(obj)] {
			out[fn] = "-userselect"
		}
	}
	return out
}

// isUserMark reports whether another package's function is named with
// -userselect (a directive there made its fact say it reaches nothing).
func isUserMark(obj *types.Func) bool {
	k := gotypes.FuncKey(obj)
	for _, s := range userSelect.names {
		if s == k {
			return true
		}
	}
	return false
}

// strictRoots returns the roots of the package and what makes each one.
func (g *graph) strictRoots() map[*ssa.Function]string {
	roots := map[*ssa.Function]string{}
	main := g.pass.Pkg.Name() == "main"
	for _, fn := range g.funcs {
		if fn.Synthetic != "" || fn.Parent() != nil {
			continue
		}
		switch {
		case main && fn.Name() == "main" && fn.Signature.Recv() == nil:
			roots[fn] = "the program's main"
		case strings.HasPrefix(fn.Name(), "init#"):
			roots[fn] = "an init function"
		case fn.Name() == "ServeHTTP" && fn.Signature.Recv() != nil && fn.Signature.Params().Len() == 2:
			roots[fn] = "an HTTP handler"
		case !main && isLibraryRoot(ssaval.FuncObject(fn)):
			roots[fn] = "an exported function of a library package"
		}
	}
	// Functions handed to net/http (HandleFunc, Handle, HandlerFunc).
	for _, s := range g.sites {
		if s.instr == nil {
			continue
		}
		obj := ssaval.CalleeObject(s.instr.Common())
		if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "net/http" {
			continue
		}
		for _, a := range s.instr.Common().Args {
			if fn := ssaval.FuncOf(a); fn != nil && fn.Pkg == g.pkg {
				if _, ok := roots[fn]; !ok {
					roots[fn] = "an HTTP handler"
				}
			}
		}
	}
	// Function values that go where mcpvet does not follow them (a
	// command framework's Run field, a callback registry): whoever calls
	// them is unknown, so each is a root of its own.
	for _, fn := range g.funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				for _, v := range escapingFuncs(in) {
					if f := ssaval.FuncOf(v); f != nil && f.Pkg == g.pkg {
						if _, ok := roots[f]; !ok {
							roots[f] = "a function value that can be called from anywhere it is passed"
						}
					}
				}
			}
		}
	}
	return roots
}

// escapingFuncs returns the function values that instruction in uses other
// than by calling them: a closure it makes that is not only called, and
// functions it passes, stores or returns.
func escapingFuncs(in ssa.Instruction) []ssa.Value {
	var out []ssa.Value
	if mc, ok := in.(*ssa.MakeClosure); ok {
		for _, r := range *mc.Referrers() {
			if c, ok := r.(ssa.CallInstruction); !ok || c.Common().Value != mc || slices.Contains(c.Common().Args, ssa.Value(mc)) {
				return []ssa.Value{mc}
			}
		}
		return nil
	}
	call, _ := in.(ssa.CallInstruction)
	for _, op := range in.Operands(nil) {
		if fn, ok := (*op).(*ssa.Function); ok && (call == nil || call.Common().Value != fn) {
			out = append(out, fn)
		}
	}
	return out
}

// isLibraryRoot reports whether other packages can start a path at obj: an
// exported function, or an exported method of an exported type, of a
// package other than main.
func isLibraryRoot(obj *types.Func) bool {
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Name() == "main" || !obj.Exported() {
		return false
	}
	recv := obj.Signature().Recv()
	if recv == nil {
		return true
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Exported()
}

// implPaths returns, for an interface method call, the paths through every
// type of the package that implements the interface: strict mode proves
// that no path exists, so a call whose receiver its callers choose (a
// toolset's client interface, set by a constructor) counts every
// implementation the package has, as a class-hierarchy call graph does.
func (g *graph) implPaths(s *site, reach map[*ssa.Function]*Path, entries map[*ssa.Function]*Entry) []*Path {
	if s.instr == nil || !s.instr.Common().IsInvoke() {
		return nil
	}
	iface, ok := s.instr.Common().Value.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	var out []*Path
	scope := g.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
			continue
		}
		for _, t := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
			if !types.Implements(t, iface) {
				continue
			}
			// The declared method (a promoted one's, for a type
			// embedding the implementation).
			m := s.instr.Common().Method
			if sel := g.prog.MethodSets.MethodSet(t).Lookup(m.Pkg(), m.Name()); sel != nil {
				if fn := g.prog.FuncValue(sel.Obj().(*types.Func)); fn != nil && fn.Blocks != nil {
					if p := g.pathThrough(s, callee{fn: fn}, reach, entries); p != nil {
						out = append(out, p)
					}
				}
			}
			break
		}
	}
	return out
}

// computeUserReach is computeReach for strict mode: user-selection
// functions reach nothing, and a call into another package's root or
// user-selection function is left to that package.
func (g *graph) computeUserReach(entries map[*ssa.Function]*Entry, marks map[*ssa.Function]string) map[*ssa.Function]*Path {
	g.userMode, g.barrier = true, marks
	defer func() { g.userMode, g.barrier = false, nil }()
	return g.computeReach(entries)
}

// strictPaths lists, for every root of the package that is not a model
// dispatch entry (promptreach reports those) nor a user selection, the
// call that starts its shortest path to prompts/get in strict mode; for
// an entry whose code acting on the tool call is a region of it, the
// shortest path that starts outside that region.
func (g *graph) strictPaths(entries map[*ssa.Function]*Entry, marks map[*ssa.Function]string, userReach map[*ssa.Function]*Path) []*Strict {
	var out []*Strict
	roots := g.strictRoots()
	names := map[string]bool{}
	for fn := range roots {
		names[g.name(fn)] = true
	}
	for _, fn := range g.funcs {
		kind, ok := roots[fn]
		e := entries[fn]
		if !ok || e != nil && e.Region == nil || marks[fn] != "" || userReach[fn] == nil || g.inTest(fn) {
			continue
		}
		// An entry's code that does not act on the tool call (a preload
		// of every listed prompt) is not reported by the default check:
		// here it is, as any root's (preload.go).
		skip := func(in ssa.Instruction) bool { return e != nil && (in == nil || e.inRegion(in)) }
		var best *Strict
		consider := func(pos token.Pos, p *Path) {
			if best == nil || len(p.Hops) < len(best.Path.Hops) {
				best = &Strict{Pos: pos, Root: g.name(fn), Kind: kind, Path: p}
			}
		}
		for _, s := range g.sinks[fn] {
			if skip(s.instr) {
				continue
			}
			consider(s.pos, &Path{Hops: []Hop{{Pos: g.position(s.pos), Func: g.name(fn), Callee: s.name}}})
		}
		g.userMode, g.barrier = true, marks
		for _, s := range g.sitesOf(fn) {
			if skip(s.at()) {
				continue
			}
			for _, p := range g.sitePaths(s, userReach, entries) {
				consider(s.pos, p)
			}
			for _, p := range g.implPaths(s, userReach, entries) {
				consider(s.pos, p)
			}
		}
		g.userMode, g.barrier = false, nil
		if best != nil && !throughRoot(best.Path, names) {
			out = append(out, best)
		}
	}
	return out
}

// inTest reports whether fn is code of a _test.go file: tests are not
// part of the program whose selections strict mode checks.
func (g *graph) inTest(fn *ssa.Function) bool {
	return strings.HasSuffix(g.pass.Fset.File(fn.Pos()).Name(), "_test.go")
}

// throughRoot reports whether a path calls another root of the package
// (an exported Serve mounting the HTTP handler that fetches): that root
// reports the path, so each path is reported at the innermost root.
func throughRoot(p *Path, roots map[string]bool) bool {
	for _, h := range p.Hops[:len(p.Hops)-1] {
		if roots[h.Callee] {
			return true
		}
	}
	return false
}

// staleMarks lists the user-selection marks of the package on functions
// that reach no prompts/get.
func (g *graph) staleMarks(marks map[*ssa.Function]string, reach map[*ssa.Function]*Path) []StaleMark {
	var out []StaleMark
	for _, fn := range g.funcs {
		if how := marks[fn]; how != "" && reach[fn] == nil {
			out = append(out, StaleMark{Pos: fn.Pos(), Func: g.name(fn), How: how})
		}
	}
	return out
}
