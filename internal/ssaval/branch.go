package ssaval

import "golang.org/x/tools/go/ssa"

// OnBranch reports whether b runs only after control took the branch that
// starts at succ, a successor of an if: succ is entered from that if's
// block alone and dominates b.
func OnBranch(b, succ *ssa.BasicBlock) bool {
	return len(succ.Preds) == 1 && succ.Dominates(b)
}

// DecidedBy reports whether the if that ends ifb decides whether b runs:
// b is on one of its branches (OnBranch).
func DecidedBy(b, ifb *ssa.BasicBlock) bool {
	for _, s := range ifb.Succs {
		if OnBranch(b, s) {
			return true
		}
	}
	return false
}
