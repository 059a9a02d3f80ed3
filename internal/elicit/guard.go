package elicit

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// guarded reports whether a check of the client's elicitation capability
// decides whether instr runs: an if on a condition computed from the
// capability (go-sdk InitializeParams().Capabilities.Elicitation, mcp-go
// GetClientCapabilities().Elicitation, or a call of a capability
// predicate, in this package or another) has a branch, entered only from
// that if, that dominates instr.
func (a *analysis_) guarded(fn *ssa.Function, instr ssa.Instruction) bool {
	b := instr.Block()
	if b == nil {
		return false
	}
	return slices.ContainsFunc(a.capIfs(fn), func(ifb *ssa.BasicBlock) bool { return ssaval.DecidedBy(b, ifb) })
}

// capIfs returns the blocks of fn that end in an if on the capability,
// once per function.
func (a *analysis_) capIfs(fn *ssa.Function) []*ssa.BasicBlock {
	if ifs, ok := a.capIfCache[fn]; ok {
		return ifs
	}
	if a.capIfCache == nil {
		a.capIfCache = map[*ssa.Function][]*ssa.BasicBlock{}
	}
	a.capIfCache[fn] = nil // a predicate met again while deciding
	var out []*ssa.BasicBlock
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if iff, ok := last(b).(*ssa.If); ok && a.capDepends(iff.Cond, map[ssa.Value]bool{}, 0) {
			out = append(out, b)
		}
	}
	if a.caps.deciding > 0 {
		delete(a.capIfCache, fn) // may rest on a field's verdict not yet known
	} else {
		a.capIfCache[fn] = out
	}
	return out
}

// capDepends reports whether v is computed from the client's elicitation
// capability: a read of the capability field, or the result of a
// capability predicate, through comparisons, negations, loads, fields,
// conversions and phis.
func (a *analysis_) capDepends(v ssa.Value, seen map[ssa.Value]bool, depth int) bool {
	if v == nil || seen[v] || depth > 16 {
		return false
	}
	seen[v] = true
	next := func(x ssa.Value) bool { return a.capDepends(x, seen, depth+1) }
	if x, _, ok := ssaval.SelectedField(v); ok {
		return a.selectsCapability(v) || next(x)
	}
	switch x := v.(type) {
	case *ssa.UnOp, *ssa.BinOp, *ssa.Phi, *ssa.Extract, *ssa.TypeAssert,
		*ssa.Convert, *ssa.ChangeType, *ssa.MakeInterface, *ssa.ChangeInterface:
		return slices.ContainsFunc(x.(ssa.Instruction).Operands(nil), func(op *ssa.Value) bool { return next(*op) })
	case *ssa.Call:
		for _, t := range a.targets(x) {
			if t.local == x.Parent() {
				continue // a recursive call: its summary is the one being computed
			}
			if _, predicate, _ := a.reachOf(t); predicate {
				return true
			}
		}
	}
	return false
}

// judgeErr decides how fn handles the error err of an elicitation (or of a
// call that passes one on). It returns fallback when the error is
// inspected (errors.Is, errors.As, a type switch, a comparison of its
// text) or when the branch taken on a non-nil error does something other
// than failing with it: it goes on (a default), or returns without the
// error (a result or an error of its own). It returns the index of fn's
// error result when fn passes the error on to its caller (as it is, or
// wrapped) and fn is not a tool handler; -1 otherwise. Returning the
// error from a tool handler, in its error or in its result (an IsError
// result built from its text, or one whose IsError the code does not
// show), is failing with it; a result or an error of the handler's own
// making is not, nor is a result that the code shows is no error result
// (notErrorResult) and that quotes the error's text in a message that goes
// on after it (saysMore): a message that only labels the error ("error:
// "+err.Error()) passes it on.
func (a *analysis_) judgeErr(fn *ssa.Function, err ssa.Value) (fallback bool, errResult int) {
	if err == nil {
		return false, -1 // ignored: the result is used as if there were no error
	}
	derived, inspected := derivedFrom(err)
	if inspected {
		return true, -1
	}
	// The branch taken on a non-nil error.
	var region *ssa.BasicBlock
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		iff, ok := last(b).(*ssa.If)
		if !ok {
			continue
		}
		bin, ok := iff.Cond.(*ssa.BinOp)
		if !ok || (bin.Op != token.EQL && bin.Op != token.NEQ) {
			continue
		}
		if !(derived[bin.X] && isNil(bin.Y) || derived[bin.Y] && isNil(bin.X)) {
			continue
		}
		s := b.Succs[0]
		if bin.Op == token.EQL {
			s = b.Succs[1]
		}
		if len(s.Preds) == 1 {
			region = s
			break
		}
	}
	handler := a.isHandler(fn)
	passesOn := func(ret *ssa.Return) (bool, int) {
		for i, r := range ret.Results {
			if handler && i == 0 && notErrorResult(fn, r) && saysMore(derived) {
				continue // a result of its own that quotes the error
			}
			if derived[r] {
				if !handler && isError(r.Type()) {
					return true, i
				}
				return true, -1
			}
		}
		return false, -1
	}
	if region == nil {
		// No test of the error: it is returned to the caller, or ignored.
		for _, b := range fn.Blocks {
			if ret, ok := last(b).(*ssa.Return); ok {
				if on, i := passesOn(ret); on {
					return false, i
				}
			}
		}
		return false, -1
	}
	leaves, returnsOwn := false, false
	errIdx, failed := -1, false
	for _, b := range fn.Blocks {
		if !region.Dominates(b) {
			continue
		}
		for _, s := range b.Succs {
			if !region.Dominates(s) {
				leaves = true
			}
		}
		if len(b.Instrs) == 0 {
			continue
		}
		if ret, ok := last(b).(*ssa.Return); ok {
			if on, i := passesOn(ret); on {
				failed = true
				if i >= 0 && errIdx < 0 {
					errIdx = i
				}
			} else {
				returnsOwn = true
			}
		}
	}
	switch {
	case failed:
		if errIdx >= 0 {
			return false, errIdx
		}
		return false, -1
	case leaves || returnsOwn:
		return true, -1
	}
	return false, -1 // panics, exits
}

// derivedFrom returns the values computed from err (err itself, its
// wrappings, texts made from it, results and composite literals that hold
// those), and whether the error is inspected: a call of errors.Is or
// errors.As, a type assertion, or a branch on something computed from it
// other than a comparison with nil.
func derivedFrom(err ssa.Value) (map[ssa.Value]bool, bool) {
	derived := map[ssa.Value]bool{err: true}
	work := []ssa.Value{err}
	inspected := false
	add := func(v ssa.Value) {
		if v != nil && !derived[v] && len(derived) < 256 {
			derived[v] = true
			work = append(work, v)
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		refs := v.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Val == v {
					add(ssaval.AddrBase(r.Addr))
				}
			case *ssa.If:
				if bin, ok := r.Cond.(*ssa.BinOp); ok && (isNil(bin.X) || isNil(bin.Y)) {
					continue
				}
				inspected = true
			case *ssa.TypeAssert:
				if v == err {
					inspected = true
				}
				add(r)
			case *ssa.Call:
				if callee := r.Call.StaticCallee(); callee != nil && callee.Pkg != nil && callee.Pkg.Pkg.Path() == "errors" &&
					(callee.Name() == "Is" || callee.Name() == "As") {
					inspected = true
					continue
				}
				add(r)
			case *ssa.BinOp:
				if (r.Op == token.EQL || r.Op == token.NEQ) && (isNil(r.X) || isNil(r.Y)) {
					add(r) // the nil test itself; its If is not an inspection
					continue
				}
				add(r)
			case *ssa.Phi, *ssa.MakeInterface, *ssa.ChangeInterface, *ssa.ChangeType, *ssa.Convert, *ssa.UnOp, *ssa.Slice, *ssa.Extract:
				add(r.(ssa.Value))
			}
		}
	}
	// A nil test of the error is not an inspection: drop the ifs on
	// values derived only through such a test.
	return derived, inspected
}

// notErrorResult reports whether v, returned by the tool handler fn as
// its result (fn's first result type), is known not to be an error
// result: a literal of that type whose IsError the code never sets, or
// sets only to false, made in fn or by a function of the package it calls
// (IsError set from a parameter: the constant the call passes, as in
// textResult(msg, false)).
func notErrorResult(fn *ssa.Function, v ssa.Value) bool {
	res := fn.Signature.Results()
	if res.Len() == 0 || !types.Identical(v.Type(), res.At(0).Type()) {
		return false
	}
	isErr, known := isErrorOf(v, nil, 0)
	return known && !isErr
}

// saysMore reports whether a text made from the error (derived) goes on
// after the error with text of the code's own: a concatenation whose right
// operand is not made from the error and is more than punctuation, or a
// fmt.Sprintf whose format has more than punctuation after its last verb.
func saysMore(derived map[ssa.Value]bool) bool {
	own := func(s string) bool { return strings.Trim(s, " .,:;()[]\"'\n") != "" }
	for v := range derived {
		switch x := v.(type) {
		case *ssa.BinOp:
			if x.Op != token.ADD || !derived[x.X] || derived[x.Y] {
				continue
			}
			if s, ok := ssaval.ConstString(x.Y); !ok || own(s) {
				return true
			}
		case *ssa.Call:
			callee := x.Call.StaticCallee()
			if callee == nil || callee.Pkg == nil || callee.Pkg.Pkg.Path() != "fmt" || callee.Name() != "Sprintf" || len(x.Call.Args) == 0 {
				continue
			}
			if format, ok := ssaval.ConstString(x.Call.Args[0]); ok && own(afterLastVerb(format)) {
				return true
			}
		}
	}
	return false
}

// afterLastVerb returns the text of a format after its last verb.
func afterLastVerb(format string) string {
	rest := ""
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[j]) >= 0 {
			j++
		}
		if j < len(format) && format[j] != '%' {
			rest = format[j+1:]
		}
		i = j
	}
	return rest
}

// isErrorOf returns what the IsError field of the tool result v can hold
// (true if any path sets it true), and whether the code shows it: v is a
// literal, or the result of a call of a function of the package that
// returns literals; args are the arguments of the call whose callee made v.
func isErrorOf(v ssa.Value, args []ssa.Value, depth int) (isErr, known bool) {
	switch x := ssaval.Unwrap(v).(type) {
	case *ssa.Alloc:
		for _, ref := range *x.Referrers() {
			fa, ok := ref.(*ssa.FieldAddr)
			if !ok || !isErrorField(fa) {
				continue
			}
			for _, r := range *fa.Referrers() {
				st, ok := r.(*ssa.Store)
				if !ok || st.Addr != fa {
					continue
				}
				b, ok := boolArg(st.Val, args)
				if !ok {
					return false, false
				}
				isErr = isErr || b
			}
		}
		return isErr, true
	case *ssa.Call:
		callee := x.Call.StaticCallee()
		if callee == nil || callee.Blocks == nil || depth > 2 || callee.Signature.Results().Len() != 1 {
			return false, false
		}
		for _, b := range callee.Blocks {
			ret, ok := last(b).(*ssa.Return)
			if !ok {
				continue
			}
			e, ok := isErrorOf(ret.Results[0], x.Call.Args, depth+1)
			if !ok {
				return false, false
			}
			isErr = isErr || e
		}
		return isErr, true
	}
	return false, false
}

// isErrorField reports whether fa selects a boolean field IsError.
func isErrorField(fa *ssa.FieldAddr) bool {
	st, ok := gotypes.Deref(fa.X.Type()).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	f := st.Field(fa.Field)
	return f.Name() == "IsError" && types.Identical(f.Type(), types.Typ[types.Bool])
}

// boolArg returns the boolean constant v is, or, for a parameter of the
// function that made it, the constant args (the call's arguments) pass.
func boolArg(v ssa.Value, args []ssa.Value) (value, ok bool) {
	if p, isParam := v.(*ssa.Parameter); isParam && args != nil {
		if i := slices.Index(p.Parent().Params, p); i >= 0 && i < len(args) {
			v = args[i]
		}
	}
	c, isConst := v.(*ssa.Const)
	if !isConst || c.Value == nil || c.Value.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(c.Value), true
}

// isNil reports whether v is the constant nil.
func isNil(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}

// isError reports whether t is the error interface.
func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// last returns a block's last instruction, nil for an empty block.
func last(b *ssa.BasicBlock) ssa.Instruction {
	if len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}
