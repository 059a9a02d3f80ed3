package elicit

import (
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// CapFieldFact marks an exported field of a struct type that holds the
// client's elicitation capability (see capField), so that a read of it in
// another package is a check too.
type CapFieldFact struct {
	By string // a function that stores the capability into the field
}

// AFact marks CapFieldFact as an analysis fact.
func (*CapFieldFact) AFact() {}

func (f *CapFieldFact) String() string { return "holds the elicitation capability, stored by " + f.By }

// capFields is what the pass knows of the struct fields that hold the
// capability.
type capFields struct {
	// stores are the stores into each field of a struct of the analysed
	// code, by the field's origin, built once.
	stores map[*types.Var][]fieldStore
	// verdict is capField's answer for each field asked about; false
	// while it is being decided: a store guarded by a test of the field
	// itself (if c.session == nil { c.session = s }) is no capability
	// check.
	verdict map[*types.Var]bool
	// deciding counts the fields being decided; the capability ifs of a
	// function found meanwhile are not kept (capIfs), as they may rest on
	// a verdict not yet known.
	deciding int
	// by is a function that stores the capability into each field that
	// holds it.
	by map[*types.Var]*ssa.Function
}

// fieldStore is a store into a field and the function that makes it.
type fieldStore struct {
	fn    *ssa.Function
	store *ssa.Store
}

// selectsCapability reports whether v (a Field or FieldAddr) selects the
// client's elicitation capability: the SDK's field, or a field of the
// code's own that holds it (capField).
func (a *analysis_) selectsCapability(v ssa.Value) bool {
	x, i, ok := ssaval.SelectedField(v)
	if !ok {
		return false
	}
	if sdk.ElicitField(x.Type(), i) == sdk.CapabilityField {
		return true
	}
	f := fieldVar(x.Type(), i)
	return f != nil && a.capField(f)
}

// capField reports whether the struct field f holds the client's
// elicitation capability: the code stores something other than the zero
// value into it, and every such store is of a value computed from the
// capability (capDepends: inputRound{supported: canElicit(req)}) or is
// made only where a check of the capability decides (return
// Client{session: s} after an early return when the client did not
// declare elicitation). Reading such a field is then checking the
// capability, in a method of the struct (c.session != nil) or anywhere
// else. A field of another package holds it by its CapFieldFact, unless
// this package stores into it otherwise.
func (a *analysis_) capField(f *types.Var) bool {
	if f.Pkg() == nil || a.scope.InSDK(f.Pkg()) {
		return false
	}
	if v, ok := a.caps.verdict[f]; ok {
		return v
	}
	if a.caps.verdict == nil {
		a.caps.verdict = map[*types.Var]bool{}
	}
	a.caps.verdict[f] = false
	a.caps.deciding++
	defer func() { a.caps.deciding-- }()
	var by *ssa.Function
	verdict := true
	for _, s := range a.fieldStores()[f] {
		if isZeroConst(s.store.Val) {
			continue
		}
		if !a.capDepends(s.store.Val, map[ssa.Value]bool{}, 0) && !a.guarded(s.fn, s.store) {
			verdict = false
			break
		}
		if by == nil {
			by = s.fn
		}
	}
	if verdict && by == nil {
		verdict = f.Pkg() != a.pass.Pkg && a.pass.ImportObjectFact(f, new(CapFieldFact))
	}
	a.caps.verdict[f] = verdict
	if verdict && by != nil {
		if a.caps.by == nil {
			a.caps.by = map[*types.Var]*ssa.Function{}
		}
		a.caps.by[f] = by
	}
	return verdict
}

// fieldStores returns the stores into struct fields made by the package's
// functions, by field, once.
func (a *analysis_) fieldStores() map[*types.Var][]fieldStore {
	if a.caps.stores != nil {
		return a.caps.stores
	}
	a.caps.stores = map[*types.Var][]fieldStore{}
	for _, fn := range a.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				st, ok := instr.(*ssa.Store)
				if !ok {
					continue
				}
				fa, ok := st.Addr.(*ssa.FieldAddr)
				if !ok {
					continue
				}
				if f := fieldVar(fa.X.Type(), fa.Field); f != nil {
					a.caps.stores[f] = append(a.caps.stores[f], fieldStore{fn, st})
				}
			}
		}
	}
	return a.caps.stores
}

// exportCapFields exports a CapFieldFact for each exported field of the
// package's struct types that holds the capability.
func (a *analysis_) exportCapFields() {
	for f := range a.fieldStores() {
		if f.Pkg() == a.pass.Pkg && f.Exported() && a.capField(f) {
			a.pass.ExportObjectFact(f, &CapFieldFact{By: ssaval.FuncName(a.caps.by[f])})
		}
	}
}

// importsCapField reports whether sel selects a field of another package
// that its CapFieldFact says holds the capability.
func importsCapField(pass *analysis.Pass, sel *types.Selection) bool {
	f, ok := sel.Obj().(*types.Var)
	if !ok || f.Pkg() == nil || f.Pkg() == pass.Pkg {
		return false
	}
	return pass.ImportObjectFact(f.Origin(), new(CapFieldFact))
}

// fieldVar returns field i of the struct type t (or of the one t points
// to), as declared (a generic instance's field reduced to its origin); nil
// if t is no struct.
func fieldVar(t types.Type, i int) *types.Var {
	st, ok := gotypes.Deref(t).Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return nil
	}
	return st.Field(i).Origin()
}

// isZeroConst reports whether v is the constant zero value of its type
// (nil, false, 0, "").
func isZeroConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	if !ok {
		return false
	}
	if c.Value == nil {
		return true
	}
	switch c.Value.Kind() {
	case constant.Bool:
		return !constant.BoolVal(c.Value)
	case constant.String:
		return constant.StringVal(c.Value) == ""
	case constant.Int, constant.Float, constant.Complex:
		return constant.Sign(c.Value) == 0
	}
	return false
}
