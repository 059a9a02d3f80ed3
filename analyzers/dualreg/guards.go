package dualreg

import (
	"go/token"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// A guard is a condition under which an instruction runs: the value named
// by ref compares equal (eq) or unequal to the constant val.
type guard struct {
	ref ref
	val string
	eq  bool
}

// guards returns the conditions of the ifs that decide whether instr runs:
// those of every dominating block whose branch leads only to instr's side.
func (c *checker) guards(instr ssa.Instruction) []guard {
	var out []guard
	blk := instr.Block()
	for d := blk.Idom(); d != nil; d = d.Idom() {
		branch, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		for i, succ := range d.Succs {
			if len(succ.Preds) == 1 && succ.Dominates(blk) {
				out = c.cond(out, branch.Cond, i == 0)
			}
		}
	}
	return out
}

// cond appends the guard that v being taken (true or false) establishes.
func (c *checker) cond(out []guard, v ssa.Value, taken bool) []guard {
	switch v := v.(type) {
	case *ssa.UnOp:
		if v.Op == token.NOT {
			return c.cond(out, v.X, !taken)
		}
	case *ssa.BinOp:
		if v.Op == token.EQL || v.Op == token.NEQ {
			x, k := v.X, v.Y
			if _, ok := x.(*ssa.Const); ok {
				x, k = k, x
			}
			if k, ok := k.(*ssa.Const); ok && k.Value != nil {
				if r := c.ref(x, nil); r.key() != "" {
					return append(out, guard{ref: r, val: k.Value.ExactString(), eq: (v.Op == token.EQL) == taken})
				}
			}
			return out
		}
	case *ssa.Const:
		return out
	}
	if r := c.ref(v, nil); r.key() != "" {
		out = append(out, guard{ref: r, val: "true", eq: taken})
	}
	return out
}

// exclusive reports whether a and b run under contradicting conditions on
// one value (mode == "tool" and mode == "prompt", asPrompt and !asPrompt)
// that keeps its value between them: a value that depends only on what the
// function receives, or on deps, which the paths between a and b that are
// considered do not execute again.
func (c *checker) exclusive(a, b ssa.Instruction, deps []ssa.Instruction) bool {
	ga, gb := c.guards(a), c.guards(b)
	for _, x := range ga {
		for _, y := range gb {
			if x.ref.key() != y.ref.key() {
				continue
			}
			if !(x.eq && y.eq && x.val != y.val || x.val == y.val && x.eq != y.eq) {
				continue
			}
			if !slices.ContainsFunc(x.ref.deps, func(d ssa.Instruction) bool { return !slices.Contains(deps, d) }) {
				return true
			}
		}
	}
	return false
}
