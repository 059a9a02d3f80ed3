package dualreg

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
)

// Removals. A server can take a tool or a prompt off again: go-sdk
// RemoveTools and RemovePrompts, mcp-go DeleteTools and DeletePrompts by
// name, and mcp-go SetTools and SetPrompts, which replace every tool (or
// prompt) by the ones they are given (internal/sdk's removal table). A
// registration that a removal on the same server takes off on every path
// of the function after it (and before the function returns) is not a
// registration of the server's at all:
//
//	s.AddTool(mcp.NewTool("review"), h)
//	s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: h})
//	s.AddPrompt(mcp.NewPrompt("review"), ph) // one capability, one way
//
// A removal under an if, in a loop before the registration, of names the
// analysis cannot resolve, or of a name spelt differently (removal is by the
// exact name) removes nothing here. A function whose every run removes
// something from a server its callers can name says so in its summary and
// fact, so that a removal in a helper of another package counts at the call;
// a removal in a closure handed to someone else (a hook) runs at a time
// nobody knows, and counts nowhere.

// removals returns the removals that a call of the SDK removal method obj,
// described by rm, makes: of every tool (or prompt) for a Set method, or of
// each name it is given, when the names are a literal list the function
// builds.
func (c *checker) removals(call ssa.CallInstruction, obj *types.Func, rm *sdk.Removal) []reg {
	args := call.Common().Args
	if len(args) == 0 {
		return nil
	}
	base := reg{Prompt: rm.Prompt, Remove: true, All: rm.All, API: gotypes.ShortFuncName(obj), Server: c.ref(args[0], nil), via: call, exec: call}
	if base.Server.key() == "" {
		return nil
	}
	pos, end := c.callSpan(call.Common().Pos())
	c.setSite(&base, pos, end)
	if rm.All {
		return []reg{base}
	}
	if len(args) < 2 {
		return nil
	}
	var out []reg
	for _, e := range c.elements(args[len(args)-1], map[*ssa.Phi]bool{}) {
		r := base
		at := e.at
		if at == nil {
			at = call
		}
		r.Name = c.everyElement(c.ref(e.base, e.value(nil)), at)
		if r.Name.key() != "" {
			out = append(out, r)
		}
	}
	return out
}

// live drops from regs, the registrations and removals of one function, the
// registrations that a removal among them takes off on every path after
// them. Removals are kept.
func live(fn *ssa.Function, regs []reg) []reg {
	var rms []*reg
	for i := range regs {
		if regs[i].Remove {
			rms = append(rms, &regs[i])
		}
	}
	if len(rms) == 0 {
		return regs
	}
	out := regs[:0:0]
	for i := range regs {
		r := &regs[i]
		if !r.Remove && removedAfter(fn, r.via, removing(rms, r)) {
			continue
		}
		out = append(out, *r)
	}
	return out
}

// removing returns the calls of the removals among rms that take off what
// r registers.
func removing(rms []*reg, r *reg) map[ssa.Instruction]bool {
	var out map[ssa.Instruction]bool
	for _, m := range rms {
		if removes(m, r) {
			if out == nil {
				out = map[ssa.Instruction]bool{}
			}
			out[m.via] = true
		}
	}
	return out
}

// removes reports whether removal m takes off what registration r
// registers: on the same server, of the same kind, every entry or the same
// name (the same constant, exactly: removal is by name), made by another
// call.
func removes(m, r *reg) bool {
	if m.Prompt != r.Prompt || m.via == r.via || m.Server.key() == "" || m.Server.key() != r.Server.key() {
		return false
	}
	if m.All {
		return true
	}
	if m.Name.Root == rootConst || r.Name.Root == rootConst {
		return m.Name.Root == r.Name.Root && m.Name.Key == r.Name.Key
	}
	return m.Name.key() != "" && m.Name.key() == r.Name.key()
}

// removedAfter reports whether every run of fn that executes a and then
// returns executes one of the removals ms after a, and some run does
// return: a path leads from a to a return, and none avoids ms. Paths that
// panic are not runs that return; a function that never returns after a
// removes nothing.
func removedAfter(fn *ssa.Function, a ssa.Instruction, ms map[ssa.Instruction]bool) bool {
	if a == nil || len(ms) == 0 || a.Parent() != fn {
		return false
	}
	return returnsAvoiding(fn, a, nil) && !returnsAvoiding(fn, a, ms)
}

// unconditional reports whether every run of fn that returns executes m,
// and some run does.
func unconditional(fn *ssa.Function, m ssa.Instruction) bool {
	if m == nil || m.Parent() != fn || len(fn.Blocks) == 0 {
		return false
	}
	return returnsAvoiding(fn, nil, nil) && !returnsAvoiding(fn, nil, map[ssa.Instruction]bool{m: true})
}

// returnsAvoiding reports whether a path of fn leads from just after
// instruction a (from the entry if a is nil) to a return without executing
// any instruction of avoid.
func returnsAvoiding(fn *ssa.Function, a ssa.Instruction, avoid map[ssa.Instruction]bool) bool {
	type item struct {
		b    *ssa.BasicBlock
		from int
	}
	var work []item
	if a == nil {
		work = append(work, item{fn.Blocks[0], 0})
	} else {
		b := a.Block()
		i := slices.Index(b.Instrs, a)
		if i < 0 {
			return false
		}
		work = append(work, item{b, i + 1})
	}
	seen := map[*ssa.BasicBlock]bool{}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		if it.from == 0 {
			if seen[it.b] {
				continue
			}
			seen[it.b] = true
		}
		blocked := false
		for _, in := range it.b.Instrs[it.from:] {
			if avoid[in] {
				blocked = true
				break
			}
			if _, ok := in.(*ssa.Return); ok {
				return true
			}
		}
		if !blocked {
			for _, s := range it.b.Succs {
				work = append(work, item{s, 0})
			}
		}
	}
	return false
}

// removedFor reports whether registration x (a tool or a prompt), made
// with y (its counterpart in a pair) in one function, is taken off by the
// removals ms in every run of fn that makes both and returns: no path runs
// x, then y, then returns without a removal after x; and where y can run
// before x, no path runs x and returns without a removal after it.
// Registrations brought in by one call (x == y) are taken off when a
// removal follows that call on every path.
func removedFor(fn *ssa.Function, x, y ssa.Instruction, ms map[ssa.Instruction]bool) bool {
	if x == nil || y == nil || len(ms) == 0 || x.Parent() != fn || y.Parent() != fn {
		return false
	}
	if !returnsAvoiding(fn, x, nil) {
		return false // no run returns after x
	}
	if (x == y || reaches(y, x, nil)) && returnsAvoiding(fn, x, ms) {
		return false
	}
	if x != y && reaches(x, y, ms) && returnsAvoiding(fn, y, ms) {
		return false
	}
	return true
}

// exportedRemovals keeps, of the removals among a function's exported
// regs, those that every run of the function makes.
func exportedRemovals(fn *ssa.Function, regs []reg) []reg {
	return slices.DeleteFunc(regs, func(r reg) bool { return r.Remove && !unconditional(fn, r.via) })
}

// registrations returns regs without the removals.
func registrations(regs []reg) []reg {
	if !slices.ContainsFunc(regs, func(r reg) bool { return r.Remove }) {
		return regs
	}
	return slices.DeleteFunc(slices.Clone(regs), func(r reg) bool { return r.Remove })
}
