package ssaval_test

import (
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// TestBranch checks which blocks an if decides: in Join, the then block
// and not the block where both ways meet again; in Exit, where the then
// block returns, also the block after the if (entered from the if alone).
func TestBranch(t *testing.T) {
	const src = `package p

func Join(c bool) int {
	x := 0
	if c {
		x = 1
	}
	return x
}

func Exit(c bool) int {
	if c {
		return 1
	}
	return 0
}
`
	pkg := build(t, src)
	for _, tc := range []struct {
		fn               string
		thenOn, doneOn   bool // OnBranch of the then and done blocks, on the branch to each
		thenDec, doneDec bool // DecidedBy the entry block's if
	}{
		{fn: "Join", thenOn: true, doneOn: false, thenDec: true, doneDec: false},
		{fn: "Exit", thenOn: true, doneOn: true, thenDec: true, doneDec: true},
	} {
		fn := pkg.Func(tc.fn)
		entry, then, done := fn.Blocks[0], block(t, fn, "if.then"), block(t, fn, "if.done")
		if got := ssaval.OnBranch(then, then); got != tc.thenOn {
			t.Errorf("%s: OnBranch(then, then) = %v, want %v", tc.fn, got, tc.thenOn)
		}
		if got := ssaval.OnBranch(done, done); got != tc.doneOn {
			t.Errorf("%s: OnBranch(done, done) = %v, want %v", tc.fn, got, tc.doneOn)
		}
		if ssaval.OnBranch(done, then) {
			t.Errorf("%s: OnBranch(done, then) = true: the then block does not dominate the block after the if", tc.fn)
		}
		if got := ssaval.DecidedBy(then, entry); got != tc.thenDec {
			t.Errorf("%s: DecidedBy(then, entry) = %v, want %v", tc.fn, got, tc.thenDec)
		}
		if got := ssaval.DecidedBy(done, entry); got != tc.doneDec {
			t.Errorf("%s: DecidedBy(done, entry) = %v, want %v", tc.fn, got, tc.doneDec)
		}
		if ssaval.DecidedBy(entry, entry) {
			t.Errorf("%s: DecidedBy(entry, entry) = true: the if does not decide the block it ends", tc.fn)
		}
	}
}

// block returns the block of fn with the given comment ("if.then").
func block(t *testing.T, fn *ssa.Function, comment string) *ssa.BasicBlock {
	t.Helper()
	for _, b := range fn.Blocks {
		if b.Comment == comment {
			return b
		}
	}
	t.Fatalf("%s has no block %q", fn.Name(), comment)
	return nil
}
