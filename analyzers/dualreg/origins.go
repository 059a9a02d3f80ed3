package dualreg

import (
	"go/constant"
	"go/token"
	"maps"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// Origins. Names that are not one value are still one capability's when
// they are made from the same values: "kb_"+kb.Name and kb.Name are both
// made from kb.Name. The values a name is made from are its origins:
//
//   - a constant is its own origin when it is the whole name, and is left
//     out when it is part of one (the "kb_" above);
//   - a string made by a string operation (stringOperands: concatenation,
//     fmt.Sprintf, the case and trimming functions of package strings) has
//     the origins of its operands, together;
//   - any other value is its own origin, named by a key.
//
// Three kinds of names are compared by their origins: the tool and prompt
// names of one record (records.go), names at one position of parallel
// tables (tables.go) and the names of a hand-rolled server's list entries
// (rawserver.go). They differ in what a name is (a ref, or an SSA value of
// a handler), in how a value is keyed, and, for parallel tables, in a
// value that stands for another; originRules carries what differs, and
// origins is the one recursion.

// originRules says how the origins of names of type N are found.
type originRules[N any] struct {
	// maxDepth bounds how deeply names are followed; a name nested
	// deeper has no origins.
	maxDepth int
	// resolve, if not nil, returns the name that n stands for, if it
	// stands for one: a name in its own right, whose origins are n's.
	resolve func(n N) (N, bool)
	// constant returns the key of n and true if n is a constant; an
	// empty key is a constant that names nothing, and a name that is
	// only that has no origins.
	constant func(n N) (string, bool)
	// operands returns the names that the string operation n is made
	// from, if n is one.
	operands func(n N) ([]N, bool)
	// key returns the key of a value that is its own origin, or "" if it
	// cannot be named, and then the name has no origins.
	key func(n N) string
}

// of returns the origins of name n, and false if it has none that can be
// named.
func (o originRules[N]) of(n N) (map[string]bool, bool) {
	return o.origins(n, true, 0)
}

// origins returns the origins of n, which is the whole name (whole) or an
// operand of a string operation that makes it, depth operations deep.
func (o originRules[N]) origins(n N, whole bool, depth int) (map[string]bool, bool) {
	if depth > o.maxDepth {
		return nil, false
	}
	if o.resolve != nil {
		if m, ok := o.resolve(n); ok {
			return o.origins(m, true, depth+1)
		}
	}
	if k, ok := o.constant(n); ok {
		switch {
		case !whole:
			return map[string]bool{}, true
		case k == "":
			return nil, false
		}
		return map[string]bool{k: true}, true
	}
	if ops, ok := o.operands(n); ok {
		out := map[string]bool{}
		for _, op := range ops {
			from, ok := o.origins(op, false, depth+1)
			if !ok {
				return nil, false
			}
			maps.Copy(out, from)
		}
		return out, true
	}
	if k := o.key(n); k != "" {
		return map[string]bool{k: true}, true
	}
	return nil, false
}

// nameParts returns the refs of the strings that a string operation makes
// r from, if r is a value of this function (a local ref without a path)
// that one makes.
func (c *checker) nameParts(r ref) ([]ref, bool) {
	if r.Root != rootLocal || len(r.Path) > 0 {
		return nil, false
	}
	v := c.locals[r.Key]
	if v == nil {
		return nil, false
	}
	ops, ok := c.stringOperands(v)
	if !ok {
		return nil, false
	}
	parts := []ref{}
	for _, op := range ops {
		parts = append(parts, c.ref(op, nil))
	}
	return parts, true
}

// stringOperands returns the values that a string operation makes v from,
// if v is one: the operands of a concatenation, the arguments of
// fmt.Sprintf, the string of a case or trimming function of package
// strings (with constant cutsets and replacements).
func (c *checker) stringOperands(v ssa.Value) ([]ssa.Value, bool) {
	switch v := v.(type) {
	case *ssa.BinOp:
		if v.Op == token.ADD && isString(v.Type()) {
			return []ssa.Value{v.X, v.Y}, true
		}
	case *ssa.Call:
		callee := v.Common().StaticCallee()
		if callee == nil {
			return nil, false
		}
		obj := ssaval.FuncObject(callee)
		if obj == nil || obj.Pkg() == nil {
			return nil, false
		}
		args := v.Common().Args
		switch obj.Pkg().Path() + "." + obj.Name() {
		case "fmt.Sprintf":
			if k, ok := args[0].(*ssa.Const); !ok || k.Value == nil || k.Value.Kind() != constant.String {
				return nil, false
			}
			ops := []ssa.Value{}
			for _, el := range c.elements(args[1], map[*ssa.Phi]bool{}) {
				op := c.elementValue(el)
				if op == nil {
					return nil, false
				}
				ops = append(ops, op)
			}
			return ops, true
		case "strings.ToLower", "strings.ToUpper", "strings.TrimSpace", "strings.Title", "strings.ToTitle":
			return []ssa.Value{args[0]}, true
		case "strings.ReplaceAll", "strings.Replace", "strings.TrimPrefix", "strings.TrimSuffix", "strings.Trim", "strings.TrimLeft", "strings.TrimRight":
			for _, a := range args[1:] {
				if _, ok := a.(*ssa.Const); !ok {
					return nil, false
				}
			}
			return []ssa.Value{args[0]}, true
		}
	}
	return nil, false
}
