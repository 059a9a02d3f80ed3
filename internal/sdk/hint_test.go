package sdk

import (
	"go/token"
	"go/types"
	"testing"
)

func TestHintNamed(t *testing.T) {
	for _, c := range []struct {
		name, hint string
	}{
		{"ReadOnlyHint", "ReadOnlyHint"},
		{"readOnlyHint", "ReadOnlyHint"},
		{"openworldhint", "OpenWorldHint"},
		{"ReadOnly", ""},
		{"name", ""},
	} {
		h, ok := HintNamed(c.name)
		if h != c.hint || ok != (c.hint != "") {
			t.Errorf("HintNamed(%q) = %q, %v; want %q", c.name, h, ok, c.hint)
		}
	}
}

func TestFieldHint(t *testing.T) {
	field := func(name string) *types.Var {
		return types.NewField(token.NoPos, nil, name, types.Typ[types.Bool], false)
	}
	s := types.NewStruct(
		[]*types.Var{field("DestructiveHint"), field("ReadOnly"), field("Sticky"), field("idempotentHint"), field("Danger")},
		[]string{"", `json:"readOnlyHint,omitempty"`, `json:"sticky"`, "", `yaml:"destructiveHint"`},
	)
	want := []string{"DestructiveHint", "ReadOnlyHint", "", "IdempotentHint", ""}
	for i, w := range want {
		h, ok := FieldHint(s, i)
		if h != w || ok != (w != "") {
			t.Errorf("FieldHint(field %s) = %q, %v; want %q", s.Field(i).Name(), h, ok, w)
		}
	}
}
