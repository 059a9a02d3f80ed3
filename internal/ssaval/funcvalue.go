package ssaval

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// FuncOf returns the function a value denotes, through the conversions
// Unwrap looks through (http.HandlerFunc(f)) and closures (the function
// literal a closure is made of); a bound method value (x.M) denotes the
// method. It returns nil for any other value (a parameter, a field, a
// call's result).
func FuncOf(v ssa.Value) *ssa.Function {
	for {
		switch x := Unwrap(v).(type) {
		case *ssa.Function:
			if obj, ok := x.Object().(*types.Func); ok && x.Synthetic != "" {
				return x.Prog.FuncValue(obj) // the wrapper of a bound method value
			}
			return x
		case *ssa.MakeClosure:
			v = x.Fn
		default:
			return nil
		}
	}
}

// CalleeObject returns the declared function or method a call names, if
// any: the function its static callee is (or is an instance of), or the
// interface method of an invoke.
func CalleeObject(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return c.Method.Origin()
	}
	if f := c.StaticCallee(); f != nil {
		return FuncObject(f)
	}
	return nil
}
