package ssaval

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/sdk"
)

// FuncName renders fn for messages: "pkg.F", "(*pkg.T).M", or, for a
// closure, "func literal in pkg.F" (the function that encloses it); an
// instance of a generic function is shown as the generic one.
func FuncName(fn *ssa.Function) string {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	outer := fn
	for outer.Parent() != nil {
		outer = outer.Parent()
	}
	name := outer.Name()
	if obj, ok := outer.Object().(*types.Func); ok {
		name = sdk.ShortFuncName(obj)
	}
	if outer != fn {
		return "func literal in " + name
	}
	return name
}
