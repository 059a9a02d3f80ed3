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
		fn string
		// doneOnItsBranch: the block after the if is entered from the if
		// alone (the then block returns), so the if decides it too.
		doneOnItsBranch bool
	}{
		{fn: "Join", doneOnItsBranch: false},
		{fn: "Exit", doneOnItsBranch: true},
	} {
		fn := pkg.Func(tc.fn)
		entry, then, done := fn.Blocks[0], block(t, fn, "if.then"), block(t, fn, "if.done")
		for _, c := range []struct {
			call      string
			got, want bool
		}{
			{"OnBranch(then, then)", ssaval.OnBranch(then, then), true},
			{"OnBranch(done, done)", ssaval.OnBranch(done, done), tc.doneOnItsBranch},
			{"OnBranch(done, then)", ssaval.OnBranch(done, then), false},
			{"DecidedBy(then, entry)", ssaval.DecidedBy(then, entry), true},
			{"DecidedBy(done, entry)", ssaval.DecidedBy(done, entry), tc.doneOnItsBranch},
			{"DecidedBy(entry, entry)", ssaval.DecidedBy(entry, entry), false},
		} {
			if c.got != c.want {
				t.Errorf("%s: %s = %v, want %v", tc.fn, c.call, c.got, c.want)
			}
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
