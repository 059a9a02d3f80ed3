package sdk

import (
	"go/types"
	"strings"

	"github.com/mcpvet/mcpvet/internal/gotypes"
)

// HintNamed returns the annotation hint (a key of Hints) that a field or
// JSON key of this name holds, in any case: hosts mirror the hints in
// their own types and maps, sometimes unexported (readOnlyHint bool) or in
// JSON's camel case (map[string]any{"readOnlyHint": true}).
func HintNamed(name string) (string, bool) {
	for h := range Hints {
		if strings.EqualFold(name, h) {
			return h, true
		}
	}
	return "", false
}

// FieldHint returns the hint that field i of struct s holds: a field named
// like a hint (as HintNamed), or one whose JSON name is a hint's
// (ReadOnly bool `json:"readOnlyHint"`).
func FieldHint(s *types.Struct, i int) (string, bool) {
	if h, ok := HintNamed(s.Field(i).Name()); ok {
		return h, true
	}
	return HintNamed(gotypes.JSONTagName(s, i))
}
