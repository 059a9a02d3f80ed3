package flow

import (
	"math/big"

	"golang.org/x/tools/go/ssa"
)

// controlDeps returns, for each block of fn, the blocks that are control
// dependent on it: the blocks that run or not depending on which way its
// branch goes.
func controlDeps(fn *ssa.Function) map[*ssa.BasicBlock][]*ssa.BasicBlock {
	n := len(fn.Blocks)
	exit := n // virtual exit node
	succs := make([][]int, n)
	for _, b := range fn.Blocks {
		for _, s := range b.Succs {
			succs[b.Index] = append(succs[b.Index], s.Index)
		}
		if len(b.Succs) == 0 {
			succs[b.Index] = append(succs[b.Index], exit)
		}
	}
	// Blocks that cannot reach the exit (an endless loop) would have no
	// post-dominators. Give the first such block, normally the loop's
	// head, an edge to the exit, and repeat until every block reaches it:
	// code after an inner loop then still post-dominates that loop.
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
		if len(a.Succs) < 2 {
			continue
		}
		for _, s := range a.Succs {
			for _, b := range fn.Blocks {
				// b post-dominates s but does not strictly post-dominate a.
				if pdom[s.Index].Bit(b.Index) == 1 && (b == a || pdom[a.Index].Bit(b.Index) == 0) {
					deps[a] = append(deps[a], b)
				}
			}
		}
	}
	return deps
}
