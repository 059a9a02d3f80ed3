package elicit

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
)

// Tool is what a registration of the package says of the tool a handler
// serves.
type Tool struct {
	Reg token.Pos // the registration call
	// Destructive is the position where the tool's annotations declare
	// DestructiveHint true (go-sdk ToolAnnotations.DestructiveHint, mcp-go
	// WithDestructiveHintAnnotation(true) or ToolAnnotation's field), or
	// NoPos. mcp-go's NewTool's default is not a declaration (NewTool).
	Destructive token.Pos
	// NotDestructive is the position where the annotations say the tool
	// is not destructive (DestructiveHint false, or ReadOnlyHint true),
	// or NoPos.
	NotDestructive token.Pos
	// Annotations is the position of the tool's annotations, if any.
	Annotations token.Pos
	// Defined: the tool is a literal or made by an mcp-go constructor
	// that the code shows, so that a hint the code does not set is known
	// not to be set (and takes the specification's default).
	Defined bool
	// NewTool: the tool is made by mcp-go's NewTool, and no option
	// replaced the annotations NewTool sets (DestructiveHint true by
	// default).
	NewTool bool

	destructiveFalse, readOnly token.Pos
}

// finish sets NotDestructive from the hints read.
func (t *Tool) finish() {
	switch {
	case t.readOnly.IsValid():
		t.NotDestructive = t.readOnly
	case t.destructiveFalse.IsValid():
		t.NotDestructive = t.destructiveFalse
	}
}

// setDestructive records a DestructiveHint set to v at pos.
func (t *Tool) setDestructive(v bool, pos token.Pos) {
	if v {
		t.Destructive, t.destructiveFalse = pos, token.NoPos
	} else {
		t.Destructive, t.destructiveFalse = token.NoPos, pos
	}
}

// setReadOnly records a ReadOnlyHint set to v at pos.
func (t *Tool) setReadOnly(v bool, pos token.Pos) {
	t.readOnly = token.NoPos
	if v {
		t.readOnly = pos
	}
}

// resetHints forgets the hints read: the annotations are replaced.
func (t *Tool) resetHints() {
	t.Destructive, t.destructiveFalse, t.readOnly = token.NoPos, token.NoPos, token.NoPos
	t.NewTool = false
}

// tools returns the tool of each handler registered in the package with
// one handler argument (go-sdk mcp.AddTool, (*mcp.Server).AddTool, mcp-go
// (*server.MCPServer).AddTool and the like): the handler is a function, a
// closure, or what a factory of the package returns.
func (a *analysis_) tools() map[*ssa.Function]*Tool {
	out := map[*ssa.Function]*Tool{}
	for _, fn := range a.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				cc := call.Common()
				callee := cc.StaticCallee()
				if callee == nil {
					continue
				}
				obj, ok := callee.Object().(*types.Func)
				if !ok {
					continue
				}
				reg := sdk.LookupFunc(obj, sdk.ToolReg)
				if reg == nil || reg.Variadic || reg.Handler < 1 {
					continue
				}
				ssaIdx := reg.Handler
				if obj.Type().(*types.Signature).Recv() != nil {
					ssaIdx++
				}
				if ssaIdx >= len(cc.Args) {
					continue
				}
				ce := a.syntax.calls[call.Pos()]
				if ce == nil || reg.Handler-1 >= len(ce.Args) {
					continue
				}
				t := &Tool{Reg: ce.Pos()}
				a.annotations(ce.Args[reg.Handler-1], t, 0)
				t.finish()
				for _, h := range a.handlerFuncs(cc.Args[ssaIdx], 0) {
					// (A method value, h.HandleExec, is its method.)
					if h = a.declared(h); out[h] == nil {
						out[h] = t
					}
				}
				a.ownInterfaceTools(out, ce.Pos(), cc.Args[ssaIdx-1], cc.Args[ssaIdx])
			}
		}
	}
	return out
}

// handlerFuncs returns the functions a handler argument denotes.
func (a *analysis_) handlerFuncs(v ssa.Value, depth int) []*ssa.Function {
	if depth > 3 {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Function:
		return []*ssa.Function{x}
	case *ssa.MakeClosure:
		if fn, ok := x.Fn.(*ssa.Function); ok {
			return []*ssa.Function{fn}
		}
	case *ssa.ChangeType:
		return a.handlerFuncs(x.X, depth+1)
	case *ssa.MakeInterface:
		return a.handlerFuncs(x.X, depth+1)
	case *ssa.Call:
		// A factory of the package: what it returns.
		return a.returnedHandlers(x.Call.StaticCallee(), depth)
	}
	return nil
}

// returnedHandlers returns the handler functions fn, a factory of the
// package, returns.
func (a *analysis_) returnedHandlers(fn *ssa.Function, depth int) []*ssa.Function {
	if fn == nil || fn.Blocks == nil {
		return nil
	}
	var out []*ssa.Function
	for _, b := range fn.Blocks {
		if ret, ok := last(b).(*ssa.Return); ok && len(ret.Results) > 0 {
			out = append(out, a.handlerFuncs(ret.Results[0], depth+1)...)
		}
	}
	return out
}

// ownInterfaceTools links the handlers and tools registered through an
// interface of the package's own (kite-mcp-server's
// srv.AddTool(tool.Tool(), tool.Handler(manager)) over a []Tool): when the
// handler argument is a call of an interface method on a value x and the
// tool argument is what another method of x returns (through a function of
// the package that leaves the tool's annotations alone), each type of the
// package that implements the interface serves the handlers its first
// method returns, as the tool its second method returns (annotations read
// from its one return statement).
func (a *analysis_) ownInterfaceTools(out map[*ssa.Function]*Tool, reg token.Pos, toolArg, handlerArg ssa.Value) {
	hc, ok := handlerArg.(*ssa.Call)
	if !ok || !hc.Call.IsInvoke() {
		return
	}
	iface, ok := hc.Call.Value.Type().Underlying().(*types.Interface)
	if !ok {
		return
	}
	tc := a.invokeOn(toolArg, hc.Call.Value, 0)
	scope := a.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		recv := types.Type(types.NewPointer(tn.Type()))
		if !types.Implements(recv, iface) {
			continue
		}
		hs := a.returnedHandlers(a.methodOf(recv, hc.Call.Method), 0)
		if len(hs) == 0 {
			continue
		}
		t := &Tool{Reg: reg}
		if tc != nil {
			if e := a.returnExpr(a.methodOf(recv, tc.Call.Method)); e != nil {
				a.annotations(e, t, 0)
			}
		}
		t.finish()
		for _, h := range hs {
			if out[h] == nil {
				out[h] = t
			}
		}
	}
}

// invokeOn returns the call of a method on the interface value x that v
// is: the call itself, a phi or a local variable that holds it, or the
// result of a function of the package that is given it and sets no
// annotations (withAppUI(t, uri)).
func (a *analysis_) invokeOn(v, x ssa.Value, depth int) *ssa.Call {
	if depth > 4 {
		return nil
	}
	switch v := v.(type) {
	case *ssa.Phi:
		for _, e := range v.Edges {
			if c := a.invokeOn(e, x, depth+1); c != nil {
				return c
			}
		}
	case *ssa.UnOp:
		// A load of a local variable: what is stored in it.
		alloc, ok := v.X.(*ssa.Alloc)
		if !ok || v.Op != token.MUL || alloc.Referrers() == nil {
			return nil
		}
		for _, r := range *alloc.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
				if c := a.invokeOn(st.Val, x, depth+1); c != nil {
					return c
				}
			}
		}
	case *ssa.Call:
		if v.Call.IsInvoke() {
			if v.Call.Value == x {
				return v
			}
			return nil
		}
		fn := v.Call.StaticCallee()
		if fn == nil || fn.Blocks == nil || setsAnnotations(fn) {
			return nil
		}
		for _, arg := range v.Call.Args {
			if types.Identical(arg.Type(), v.Type()) {
				if c := a.invokeOn(arg, x, depth+1); c != nil {
					return c
				}
			}
		}
	}
	return nil
}

// setsAnnotations reports whether fn selects the Annotations field of a
// tool definition (to set it or a hint in it).
func setsAnnotations(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if fa, ok := instr.(*ssa.FieldAddr); ok && sdk.LookupType(gotypes.Deref(fa.X.Type()), sdk.ToolDef) != nil &&
				gotypes.FieldName(fa.X.Type(), fa.Field) == "Annotations" {
				return true
			}
		}
	}
	return false
}

// methodOf returns the method of recv that implements the interface
// method m, nil if it has no body here.
func (a *analysis_) methodOf(recv types.Type, m *types.Func) *ssa.Function {
	sel := types.NewMethodSet(recv).Lookup(m.Pkg(), m.Name())
	if sel == nil {
		return nil
	}
	obj, ok := sel.Obj().(*types.Func)
	if !ok || obj.Pkg() != a.pass.Pkg {
		return nil
	}
	return a.pkg.Prog.FuncValue(obj)
}

// returnExpr returns the expression of fn's one return statement, nil if
// fn has another number of them or returns several values.
func (a *analysis_) returnExpr(fn *ssa.Function) ast.Expr {
	if fn == nil {
		return nil
	}
	decl, ok := fn.Syntax().(*ast.FuncDecl)
	if !ok || decl.Body == nil {
		return nil
	}
	var rets []*ast.ReturnStmt
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			rets = append(rets, n)
		}
		return true
	})
	if len(rets) != 1 || len(rets[0].Results) != 1 {
		return nil
	}
	return rets[0].Results[0]
}

// annotations reads the tool expression's annotations into t: a tool
// literal's Annotations, mcp-go's NewTool options (in order: a
// WithToolAnnotation replaces the hints set before it).
func (a *analysis_) annotations(e ast.Expr, t *Tool, depth int) {
	if depth > 4 || e == nil {
		return
	}
	e = ast.Unparen(e)
	if v, ok := a.foreign(e).(*types.Var); ok {
		a.importedAnnotations(v, e.Pos(), t)
		return
	}
	if id, ok := e.(*ast.Ident); ok {
		a.annotations(a.definition(id), t, depth+1)
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok && a.fieldAssigned(v) {
			// tool.Annotations.ReadOnlyHint = ...: the hints are not
			// those of the definition.
			t.Defined = false
		}
		return
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		a.annotations(u.X, t, depth+1)
		return
	}
	if call, ok := e.(*ast.CallExpr); ok {
		fn := a.calleeFunc(call)
		if fn == nil {
			return
		}
		if f := sdk.LookupFunc(fn, sdk.AnnotationOption); f != nil {
			if t.Annotations == token.NoPos {
				t.Annotations = call.Pos()
			}
			if len(call.Args) != 1 {
				return
			}
			switch f.Hint {
			case "DestructiveHint":
				if v, ok := a.boolOf(call.Args[0], 0); ok {
					t.setDestructive(v, call.Pos())
				}
			case "ReadOnlyHint":
				if v, ok := a.boolOf(call.Args[0], 0); ok {
					t.setReadOnly(v, call.Pos())
				}
			case "":
				a.annotations(call.Args[0], t, depth+1)
			}
			return
		}
		if fn.Pkg() == a.pass.Pkg && fn.Type().(*types.Signature).Recv() == nil {
			// A function of the package that makes the tool
			// (toolForGroup(group)): its one return statement.
			if f := a.pkg.Prog.FuncValue(fn); f != nil {
				a.annotations(a.returnExpr(f), t, depth+1)
			}
			return
		}
		if sdk.LookupFunc(fn, sdk.ToolCtor) != nil {
			t.Defined = !call.Ellipsis.IsValid()
			t.NewTool = fn.Name() == "NewTool"
			for i, arg := range call.Args {
				if i > 0 && t.NewTool && !a.sdkOption(arg, fn.Pkg()) {
					t.Defined = false // an option of the code's own may set the hints
				}
				a.annotations(arg, t, depth+1)
			}
		}
		return
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return
	}
	tv := a.pass.TypesInfo.Types[lit]
	if tv.Type != nil && sdk.LookupType(tv.Type, sdk.Annotations) != nil {
		if t.Annotations == token.NoPos {
			t.Annotations = lit.Pos()
		}
		t.resetHints()
		if v := a.member(lit, "DestructiveHint", ""); v != nil {
			if b, ok := a.boolOf(v, 0); ok {
				t.setDestructive(b, v.Pos())
			}
		}
		if v := a.member(lit, "ReadOnlyHint", ""); v != nil {
			if b, ok := a.boolOf(v, 0); ok {
				t.setReadOnly(b, v.Pos())
			}
		}
		return
	}
	if tv.Type != nil && sdk.LookupType(tv.Type, sdk.ToolDef) != nil {
		t.Defined = true
	}
	if v := a.member(lit, "Annotations", ""); v != nil {
		before := t.Annotations
		a.annotations(v, t, depth+1)
		if t.Annotations == before {
			t.Defined = false // annotations the code does not show
		}
	}
}

// sdkOption reports whether e is a call of a function of pkg (mcp-go's
// options: WithDescription, WithString...), which sets no hint unless it is
// an annotation option.
func (a *analysis_) sdkOption(e ast.Expr, pkg *types.Package) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := a.calleeFunc(call)
	return fn != nil && fn.Pkg() == pkg
}

// fieldAssigned reports whether the annotations of v, or of what it points
// to, or a field of theirs, are assigned anywhere in the package
// (v.Annotations = ..., v.Annotations.ReadOnlyHint = ...; not
// v.RawOutputSchema = ...).
func (a *analysis_) fieldAssigned(v *types.Var) bool {
	if a.fieldAssigns == nil {
		a.fieldAssigns = map[*types.Var]bool{}
		for _, f := range a.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				as, ok := n.(*ast.AssignStmt)
				if !ok {
					return true
				}
				for _, lhs := range as.Lhs {
					// Only an assignment to the annotations, or to a
					// field of theirs, changes the hints.
					sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
					annot := false
					for ok {
						annot = annot || sel.Sel.Name == "Annotations"
						if id, isID := ast.Unparen(sel.X).(*ast.Ident); isID {
							if obj, isVar := a.pass.TypesInfo.Uses[id].(*types.Var); isVar && annot {
								a.fieldAssigns[obj] = true
							}
							break
						}
						sel, ok = ast.Unparen(sel.X).(*ast.SelectorExpr)
					}
				}
				return true
			})
		}
	}
	return a.fieldAssigns[v]
}

// calleeFunc returns the function or method a call expression calls, if
// the syntax names one (an interface's method included); nil for calls of
// function values, conversions and builtins.
func (a *analysis_) calleeFunc(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(a.pass.TypesInfo, call).(*types.Func)
	return fn
}

// boolOf returns the boolean e is, or points to: a constant, &v for a
// variable defined once as a constant, or a call with a constant as its
// only argument (jsonschema.Ptr(true), mcp.ToBoolPtr(false), ptr(true)).
func (a *analysis_) boolOf(e ast.Expr, depth int) (value, ok bool) {
	if depth > 4 || e == nil {
		return false, false
	}
	e = ast.Unparen(e)
	if tv, ok := a.pass.TypesInfo.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() != constant.Bool {
			return false, false
		}
		return constant.BoolVal(tv.Value), true
	}
	switch x := e.(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			if id, ok := x.X.(*ast.Ident); ok {
				return a.boolOf(a.definition(id), depth+1)
			}
		}
	case *ast.Ident:
		return a.boolOf(a.definition(x), depth+1)
	case *ast.CallExpr:
		if len(x.Args) == 1 {
			return a.boolOf(x.Args[0], depth+1)
		}
	}
	return false, false
}
