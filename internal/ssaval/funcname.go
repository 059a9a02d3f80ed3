package ssaval

import (
	"go/types"
	"strconv"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"golang.org/x/tools/go/ssa"
)

// FuncName renders fn for messages as Go's stack traces do: "pkg.F" and
// "(*pkg.T).M" (also for a function of another package, known from its
// type information, and for a wrapper go/ssa makes for a method), and
// "pkg.F.func1" for the first function literal in pkg.F
// ("pkg.F.func1.func2" for the second literal inside that one). An
// instance of a generic function is shown as the generic function, and the
// body of a range-over-func loop as the function it is written in: literals
// are numbered as the compiler numbers them, looking through such bodies.
func FuncName(fn *ssa.Function) string {
	if obj := FuncObject(fn); obj != nil {
		return gotypes.ShortFuncName(obj)
	}
	p := fn.Parent()
	if p == nil {
		return fn.Name()
	}
	if fn.Synthetic == rangeBody {
		return FuncName(p)
	}
	root := p
	for root.Synthetic == rangeBody && root.Parent() != nil {
		root = root.Parent()
	}
	if i := literalIndex(root, fn); i > 0 {
		return FuncName(root) + ".func" + strconv.Itoa(i)
	}
	return fn.Name()
}

// rangeBody is the Synthetic of the function go/ssa makes of the body of a
// range-over-func loop.
const rangeBody = "range-over-func yield"

// FuncObject returns the declared function fn is, or is an instance of
// (nil for function literals and wrappers go/ssa makes).
func FuncObject(fn *ssa.Function) *types.Func {
	if obj, ok := fn.Object().(*types.Func); ok {
		return obj.Origin()
	}
	if fn.Origin() != nil {
		if obj, ok := fn.Origin().Object().(*types.Func); ok {
			return obj
		}
	}
	return nil
}

// literalIndex returns the 1-based number of the function literal lit among
// those written directly in root (the bodies of range-over-func loops are
// looked through), or 0 if lit is not one of them.
func literalIndex(root, lit *ssa.Function) int {
	i := 0
	var find func(f *ssa.Function) bool
	find = func(f *ssa.Function) bool {
		for _, a := range f.AnonFuncs {
			if a.Synthetic == rangeBody {
				if find(a) {
					return true
				}
				continue
			}
			i++
			if a == lit {
				return true
			}
		}
		return false
	}
	if find(root) {
		return i
	}
	return 0
}
