package gotypes

import (
	"go/token"
	"go/types"
	"testing"
)

func TestJSONTagName(t *testing.T) {
	field := func(name string) *types.Var {
		return types.NewField(token.NoPos, nil, name, types.Typ[types.Bool], false)
	}
	s := types.NewStruct(
		[]*types.Var{field("A"), field("B"), field("C"), field("D"), field("E"), field("F")},
		[]string{`json:"readOnlyHint,omitempty"`, `json:",omitempty"`, `json:"-"`, `yaml:"x"`, "", `json:"-,"`},
	)
	want := []string{"readOnlyHint", "", "-", "", "", "-"}
	skipped := []bool{false, false, true, false, false, false}
	for i, w := range want {
		if got := JSONTagName(s, i); got != w {
			t.Errorf("JSONTagName(field %s) = %q, want %q", s.Field(i).Name(), got, w)
		}
		if got := JSONSkipped(s, i); got != skipped[i] {
			t.Errorf("JSONSkipped(field %s) = %v, want %v", s.Field(i).Name(), got, skipped[i])
		}
	}
}
