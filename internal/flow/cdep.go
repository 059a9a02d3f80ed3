package flow

import (
	"math/big"

	"golang.org/x/tools/go/ssa"
)

// controlDeps returns, for each block of fn, the blocks that are control
// dependent on it within one iteration of the loops around them: the
// blocks that run or not depending on which way its branch goes, before
// control goes back to the head of a loop.
//
// A loop's back edges are left out (the block they leave goes to the exit
// instead, as a return does): a branch that ends the loop makes the rest
// of the loop body dependent on it only through the back edge, and that
// is not a choice of what runs. An agent loop that stops when the model makes no tool call
// (if len(calls) == 0 { return }) runs its next turn, and whatever that
// turn does before the model is called (fetching every listed prompt for
// the request), whichever tool the model called; what a tool call decides
// inside the turn (a switch on its name, a loop over the tool calls) still
// depends on it.
func controlDeps(fn *ssa.Function) map[*ssa.BasicBlock][]*ssa.BasicBlock {
	n := len(fn.Blocks)
	exit := n // virtual exit node
	succs := make([][]int, n)
	for _, b := range fn.Blocks {
		toExit := len(b.Succs) == 0
		for _, s := range b.Succs {
			if s.Dominates(b) {
				toExit = true // a back edge
				continue
			}
			succs[b.Index] = append(succs[b.Index], s.Index)
		}
		if toExit {
			succs[b.Index] = append(succs[b.Index], exit)
		}
	}
	// Blocks that cannot reach the exit would have no post-dominators
	// (without back edges, only a cycle that is not a loop, entered by a
	// goto, can keep them from it). Give the first such block an edge to
	// the exit, and repeat until every block reaches it.
	for {
		reaches := make([]bool, n+1)
		reaches[exit] = true
		for changed := true; changed; {
			changed = false
			for i := 0; i < n; i++ {
				if reaches[i] {
					continue
				}
				for _, s := range succs[i] {
					if reaches[s] {
						reaches[i], changed = true, true
						break
					}
				}
			}
		}
		stuck := -1
		for i := 0; i < n; i++ {
			if !reaches[i] {
				stuck = i
				break
			}
		}
		if stuck < 0 {
			break
		}
		succs[stuck] = append(succs[stuck], exit)
	}

	// pdom[i] is the set of nodes that post-dominate i.
	pdom := make([]*big.Int, n+1)
	all := new(big.Int)
	for i := 0; i <= n; i++ {
		all.SetBit(all, i, 1)
	}
	for i := 0; i < n; i++ {
		pdom[i] = new(big.Int).Set(all)
	}
	pdom[exit] = new(big.Int).SetBit(new(big.Int), exit, 1)
	for changed := true; changed; {
		changed = false
		for i := n - 1; i >= 0; i-- {
			next := new(big.Int).Set(all)
			for _, s := range succs[i] {
				next.And(next, pdom[s])
			}
			next.SetBit(next, i, 1)
			if next.Cmp(pdom[i]) != 0 {
				pdom[i], changed = next, true
			}
		}
	}

	deps := map[*ssa.BasicBlock][]*ssa.BasicBlock{}
	for _, a := range fn.Blocks {
		if len(succs[a.Index]) < 2 {
			continue
		}
		for _, s := range succs[a.Index] {
			if s == exit {
				continue
			}
			for _, b := range fn.Blocks {
				// b post-dominates s but does not strictly post-dominate a.
				if pdom[s].Bit(b.Index) == 1 && (b == a || pdom[a.Index].Bit(b.Index) == 0) {
					deps[a] = append(deps[a], b)
				}
			}
		}
	}
	return deps
}
