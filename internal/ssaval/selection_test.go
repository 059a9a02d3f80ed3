package ssaval_test

import (
	"fmt"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// TestSelectedField checks the selections of one function: a field of a
// struct value (Field, of a call's result) and of a struct pointed to
// (FieldAddr) give what they select from and the field's index; the load
// of the pointed-to field is no selection.
func TestSelectedField(t *testing.T) {
	const src = `package p

type T struct{ A, B int }

func G() T { return T{} }

func F(p *T) int { return G().B + p.A }
`
	fn := build(t, src).Func("F")
	type sel struct {
		op    string // the SSA instruction
		from  string // the value selected from (t0: G's result)
		field int
	}
	var got []sel
	loads := 0
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			v, ok := in.(ssa.Value)
			if !ok {
				continue
			}
			if x, i, ok := ssaval.SelectedField(v); ok {
				got = append(got, sel{op: fmt.Sprintf("%T", v), from: x.Name(), field: i})
			} else if _, isLoad := v.(*ssa.UnOp); isLoad {
				loads++
			}
		}
	}
	want := []sel{{op: "*ssa.Field", from: "t0", field: 1}, {op: "*ssa.FieldAddr", from: "p", field: 0}}
	if len(got) != len(want) || loads != 1 {
		t.Fatalf("SelectedField found %v and %d loads, want %v and 1 load (no selection)", got, loads, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("selection %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}
