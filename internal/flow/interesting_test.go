package flow

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/mcpvet/mcpvet/internal/scope"
)

// TestInterestingRecursive checks that a recursive type's pointer and
// slice forms are tracked whichever order its fields come in and whichever
// form is asked first (a provisional answer for a type being evaluated
// must not be remembered).
func TestInterestingRecursive(t *testing.T) {
	const src = `package p

type ChildFirst struct {
	children []*ChildFirst
	Run      func()
}

type RunFirst struct {
	Run      func()
	children []*RunFirst
}

type Wrapped struct{ inner struct{ next *Wrapped }; Run func() }

type Host struct{ tree ChildFirst; byName map[string]*ChildFirst }

type List struct {
	next *List
	n    int
}

type Mutual struct{ b *MutualB }
type MutualB struct {
	a  []Mutual
	Fn func()
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	named := func(name string) types.Type { return pkg.Scope().Lookup(name).Type() }
	// The forms of a type: itself, and the pointer, slice and map types
	// written in the declarations (types.Type keys the memo, and the
	// types the source spells are the ones an analysis meets).
	forms := func(name string) map[string]types.Type {
		out := map[string]types.Type{name: named(name)}
		var walk func(t types.Type)
		walk = func(t types.Type) {
			s := types.TypeString(t, nil)
			if _, ok := out[s]; ok {
				return
			}
			out[s] = t
			switch u := t.(type) {
			case *types.Pointer:
				walk(u.Elem())
			case *types.Slice:
				walk(u.Elem())
			case *types.Struct:
				for i := range u.NumFields() {
					walk(u.Field(i).Type())
				}
			}
		}
		st := named(name).Underlying().(*types.Struct)
		for i := range st.NumFields() {
			walk(st.Field(i).Type())
		}
		return out
	}
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"ChildFirst", true},
		{"Host", true},
		{"RunFirst", true},
		{"Wrapped", true},
		{"Mutual", true},
		{"MutualB", true},
		{"List", false},
	} {
		// Ask each form first in turn, on a fresh memo, then all others.
		for first, ft := range forms(tc.name) {
			if !isTypeOfInterest(ft) {
				continue
			}
			g := &graph{memo: map[types.Type]bool{}, scope: &scope.Result{}}
			if got := g.interesting(ft); got != tc.want {
				t.Errorf("interesting(%s) asked first = %v, want %v", first, got, tc.want)
			}
			for other, ot := range forms(tc.name) {
				if !isTypeOfInterest(ot) {
					continue
				}
				if got := g.interesting(ot); got != tc.want {
					t.Errorf("after %s: interesting(%s) = %v, want %v", first, other, got, tc.want)
				}
			}
		}
	}
}

// isTypeOfInterest reports whether t is a form of a declared type: the
// type, or a pointer, slice or map (any type with an element) of a form of
// it; not a field's own func, string or int type, whose answer differs.
func isTypeOfInterest(t types.Type) bool {
	for {
		if _, ok := t.(*types.Named); ok {
			return true
		}
		container, ok := t.(interface{ Elem() types.Type })
		if !ok {
			return false
		}
		t = container.Elem()
	}
}
