package dualreg

import "golang.org/x/tools/go/ssa"

// together reports whether one run of a function can execute instructions
// a and b, in either order, with the values of deps the same at both: a
// path of the control-flow graph leads from one to the other without
// executing any of deps again. Registrations in the two arms of an if, or in
// two iterations of a loop over a table (where the element changes), are
// not together.
func together(a, b ssa.Instruction, deps []ssa.Instruction) bool {
	if a == b {
		return true
	}
	if a.Parent() != b.Parent() {
		return false
	}
	defs := defsOf(deps)
	return reaches(a, b, defs) || reaches(b, a, defs)
}

// again reports whether instruction a can run again with the values of deps
// the same: a cycle leads back to it without executing any of deps.
func again(a ssa.Instruction, deps []ssa.Instruction) bool {
	return reaches(a, a, defsOf(deps))
}

func defsOf(deps []ssa.Instruction) map[ssa.Instruction]bool {
	defs := map[ssa.Instruction]bool{}
	for _, d := range deps {
		defs[d] = true
	}
	return defs
}

// reaches reports whether a path leads from instruction a to instruction b
// without executing any instruction of defs.
func reaches(a, b ssa.Instruction, defs map[ssa.Instruction]bool) bool {
	blk := a.Block()
	after := false
	for _, instr := range blk.Instrs {
		if after {
			if instr == b {
				return true
			}
			if defs[instr] {
				return false
			}
		}
		after = after || instr == a
	}
	seen := map[*ssa.BasicBlock]bool{}
	work := append([]*ssa.BasicBlock(nil), blk.Succs...)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		blocked := false
		for _, instr := range x.Instrs {
			if instr == b {
				return true
			}
			if defs[instr] {
				blocked = true
				break
			}
		}
		if !blocked {
			work = append(work, x.Succs...)
		}
	}
	return false
}
