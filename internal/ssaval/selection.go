package ssaval

import "golang.org/x/tools/go/ssa"

// SelectedField returns what v, a field selection, selects from and the
// index of the field: for a Field (s.f) the struct value, for a FieldAddr
// (&p.f) the pointer to the struct. ok is false for any other value.
func SelectedField(v ssa.Value) (x ssa.Value, field int, ok bool) {
	switch v := v.(type) {
	case *ssa.Field:
		return v.X, v.Field, true
	case *ssa.FieldAddr:
		return v.X, v.Field, true
	}
	return nil, 0, false
}
