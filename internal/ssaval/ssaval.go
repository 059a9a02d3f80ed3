// Package ssaval answers what an SSA value is once the conversions that do
// not change it are looked through: boxing in an interface, a change
// between types of one underlying type, a conversion between string types.
// Every analyzer asks it of map keys and JSON-RPC method names
// (map[string]any{"method": "prompts/get"}, m["readOnlyHint"] = true).
package ssaval

import (
	"go/constant"

	"golang.org/x/tools/go/ssa"
)

// Unwrap returns v without its conversions to interfaces and between
// types of one underlying type.
func Unwrap(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		default:
			return v
		}
	}
}

// ConstString returns the string constant v is, through the conversions
// Unwrap looks through and conversions between string types.
func ConstString(v ssa.Value) (string, bool) {
	for {
		switch x := Unwrap(v).(type) {
		case *ssa.Convert:
			v = x.X
		case *ssa.Const:
			if x.Value == nil || x.Value.Kind() != constant.String {
				return "", false
			}
			return constant.StringVal(x.Value), true
		default:
			return "", false
		}
	}
}
