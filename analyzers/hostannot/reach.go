package hostannot

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// Carriers. A field named like a hint, or tagged like one, in a struct of
// the host's own (ReadOnly bool `json:"readOnlyHint"`), and a JSON map's
// key named like one (map[string]any{"readOnlyHint": true}), is an
// annotation only when the struct or map is, or feeds, a tool entry that
// goes somewhere a model or a client reads tools from: an MCP registration
// or tool definition, an LLM SDK's tool definition, a host-made LLM
// request's "tools". The same struct or map kept for a UI list or as a
// setting, logged, or written out as a catalogue carries no annotation:
// the host states nothing to a model about a tool, and nothing is
// reported.
//
// reaches follows, forward in the package's SSA form, where the struct or
// map (and every struct, slice and map it is put into, and every value
// read from its fields or keys) goes: stores into other structs and into variables,
// appends, map updates, conversions, calls of functions of the package
// (into their parameters), returns to the package's callers. It finds
// the struct a carrier when one of those values is
//
//   - stored into a field of an SDK's tool definition or annotations
//     (mcp.Tool, anthropic.ToolParam, openai's FunctionDefinitionParam,
//     mcp.ToolAnnotations, ...; other SDK structs are followed to the
//     tool definition they are part of), or into the "tools" or
//     "functions" field of a host's own LLM request (a struct with such a
//     field and a "model", "messages", "input" or "contents" one);
//   - passed to an SDK function that registers or constructs a tool, or
//     sets its description or annotations (other SDK functions are
//     followed through their results; the results of SDK methods, such
//     as the prompts/get of the entry a person picked, are the other
//     side's answer and are not);
//
// and, because the callers and callees it cannot see may do either, when
// one leaves what the package shows: returned by an exported function
// (or by a closure), stored in an exported variable, sent on a channel,
// passed to a function of another package (other than the standard
// library's) or to a call the engine does not resolve. The standard
// library's functions (fmt, log, encoding/json, sort, strings, ...) keep
// what they are given, or hand it back in their results, which are
// followed; net/http requests leave the program and count as leaving.
// A function that only returns the struct to its callers (a helper whose
// summary is exported, the hint set on the callers' entry) leaves the
// answer to them: its summary says so (ParamHint.Host), and the call that
// passes prompt data is reported only if the struct reaches a carrier's
// use from there.

// reachResult is what the walk from an entry found.
type reachResult uint8

const (
	reachNone     reachResult = iota // every use ends in the package, none a tool entry's
	reachDeferred                    // it only goes back to the callers of the summarised function
	reachCarrier                     // it reaches a tool entry's use, or leaves what the package shows
)

// maxReachSteps bounds one walk; a walk that needs more counts as reaching.
const maxReachSteps = 20000

type reachWalker struct {
	p        *pkgState
	deferFn  *ssa.Function // the function whose callers decide, or nil
	seen     map[ssa.Value]bool
	steps    int
	deferred bool
}

// reaches reports what the values start (entries of a hint: a struct, a
// pointer to one, what holds it) reach. deferFn, if set, is the function
// being summarised: its returns and its parameters go to callers that
// decide.
func (p *pkgState) reaches(start []ssa.Value, deferFn *ssa.Function) reachResult {
	w := &reachWalker{p: p, deferFn: deferFn, seen: map[ssa.Value]bool{}}
	for _, v := range start {
		if v == nil {
			continue
		}
		if w.start(v) {
			return reachCarrier
		}
	}
	if w.deferred {
		return reachDeferred
	}
	return reachNone
}

type callReachKey struct {
	call    *ssa.Call
	fn      *ssa.Function
	obj     *types.Func
	deferFn *ssa.Function
}

// callReaches is reaches for what a call of target t hands back to its
// caller (callEntries), computed once per call, target and deferFn: the
// rounds over call sites ask again.
func (p *pkgState) callReaches(c *ssa.Call, t target, deferFn *ssa.Function) reachResult {
	k := callReachKey{c, t.fn, t.obj, deferFn}
	if r, ok := p.callReach[k]; ok {
		return r
	}
	r := p.reaches(callEntries(c, t), deferFn)
	p.callReach[k] = r
	return r
}

// start walks from v and, for a parameter (the caller's struct, passed by
// pointer), from what the callers pass.
func (w *reachWalker) start(v ssa.Value) bool {
	if prm, ok := v.(*ssa.Parameter); ok {
		fn := prm.Parent()
		switch {
		case fn == w.deferFn:
			w.deferred = true
		case exportedFunc(fn) || fn.Parent() != nil:
			return true
		default:
			i := paramIndex(fn, prm)
			for _, c := range w.p.callers[fn] {
				if i >= 0 && i < len(c.args) && c.args[i] != nil && w.walk(c.args[i]) {
					return true
				}
			}
		}
	}
	return w.walk(v)
}

// walk reports whether v, or what it flows into, is a carrier's use.
func (w *reachWalker) walk(v ssa.Value) bool {
	if w.seen[v] || !carriesData(v.Type()) {
		return false
	}
	w.seen[v] = true
	if w.steps++; w.steps > maxReachSteps {
		return true
	}
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		if w.use(v, r) {
			return true
		}
	}
	return false
}

// use reports whether instruction r, a use of v, makes v a carrier's.
func (w *reachWalker) use(v ssa.Value, r ssa.Instruction) bool {
	switch r := r.(type) {
	case *ssa.Store:
		if r.Val != v {
			return false // a store into v
		}
		return w.store(r.Addr)
	case *ssa.MapUpdate:
		if r.Value == v || r.Key == v {
			return w.memory(r.Map)
		}
		return false
	case *ssa.Return:
		return w.ret(r.Parent())
	case *ssa.Send, *ssa.Select, *ssa.Go, *ssa.Defer:
		if c, ok := r.(ssa.CallInstruction); ok {
			return w.call(v, c, nil)
		}
		return true
	case *ssa.Call:
		return w.call(v, r, r)
	case *ssa.MakeClosure:
		for i, b := range r.Bindings {
			if b == v {
				fn := r.Fn.(*ssa.Function)
				if i < len(fn.FreeVars) && w.walk(fn.FreeVars[i]) {
					return true
				}
			}
		}
		return false
	case *ssa.If, *ssa.Jump, *ssa.Panic, *ssa.DebugRef, *ssa.RunDefers:
		return false
	case *ssa.BinOp:
		if r.Op == token.ADD {
			return w.walk(r)
		}
		return false // a comparison
	case *ssa.UnOp:
		if r.Op == token.ARROW {
			return false
		}
		return w.walk(r)
	case ssa.Value:
		// Loads, field and element selections, conversions, phis,
		// slices, extracts, range iterators: the value goes on.
		return w.walk(r)
	}
	return true
}

// store reports whether storing the walked value at addr makes it a
// carrier's.
func (w *reachWalker) store(addr ssa.Value) bool {
	if fa, ok := addr.(*ssa.FieldAddr); ok {
		t := gotypes.Deref(fa.X.Type())
		if toolType(t) || llmRequestTools(t, fa.Field) {
			return true
		}
	}
	return w.memory(addr)
}

// memory reports whether the memory at addr, which the walked value is
// stored in, goes where a carrier's does: the variable, struct, array or
// slice it is part of, wherever that lives (a local variable, the
// callers' memory through a parameter, a closure's captured variable, a
// package-level variable).
func (w *reachWalker) memory(addr ssa.Value) bool {
	for range 16 {
		if whole, ok := partOf(addr); ok {
			if w.walk(addr) {
				return true
			}
			addr = whole
			continue
		}
		switch a := addr.(type) {
		case *ssa.Alloc, *ssa.Slice, *ssa.Phi, *ssa.Call, *ssa.MakeMap, *ssa.MakeSlice:
			return w.walk(a)
		case *ssa.Parameter:
			return w.start(a)
		case *ssa.FreeVar:
			return w.freeVar(a)
		case *ssa.Global:
			return w.global(a)
		}
		return true
	}
	return true
}

// partOf returns the memory that addr is a part of, or is loaded from: the
// struct of a field address, the array or slice of an element address,
// the pointer a pointer is loaded through.
func partOf(addr ssa.Value) (ssa.Value, bool) {
	switch a := addr.(type) {
	case *ssa.FieldAddr:
		return a.X, true
	case *ssa.IndexAddr:
		return a.X, true
	case *ssa.UnOp:
		return a.X, a.Op == token.MUL
	}
	return nil, false
}

// freeVar reports whether the variable a closure captures as fv goes
// where a carrier's does: what the closures made of the function bind it
// to.
func (w *reachWalker) freeVar(fv *ssa.FreeVar) bool {
	fn := fv.Parent()
	i := -1
	for j, f := range fn.FreeVars {
		if f == fv {
			i = j
		}
	}
	parent := fn.Parent()
	if parent == nil || i < 0 {
		return true
	}
	if w.walk(fv) {
		return true
	}
	for _, b := range parent.Blocks {
		for _, in := range b.Instrs {
			if mc, ok := in.(*ssa.MakeClosure); ok && mc.Fn == fn && i < len(mc.Bindings) && w.memory(mc.Bindings[i]) {
				return true
			}
		}
	}
	return false
}

// global reports whether a package-level variable holding the walked
// value goes where a carrier's does: an exported one may, and what the
// package loads from an unexported one is followed.
func (w *reachWalker) global(g *ssa.Global) bool {
	if g.Object() != nil && g.Object().Exported() {
		return true
	}
	if w.seen[g] {
		return false
	}
	w.seen[g] = true
	for _, fn := range w.p.funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				var ops [8]*ssa.Value
				for _, op := range in.Operands(ops[:0]) {
					if *op == g {
						if v, ok := in.(ssa.Value); ok && w.walk(v) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// ret reports whether returning the walked value from fn makes it a
// carrier's.
func (w *reachWalker) ret(fn *ssa.Function) bool {
	switch {
	case fn == w.deferFn:
		w.deferred = true
		return false
	case fn.Parent() != nil || exportedFunc(fn):
		return true
	}
	for _, c := range w.p.callers[fn] {
		if w.walk(c.call) {
			return true
		}
	}
	return false
}

// call reports whether passing the walked value v to call c (whose value,
// if any, is res) makes it a carrier's.
func (w *reachWalker) call(v ssa.Value, c ssa.CallInstruction, res *ssa.Call) bool {
	common := c.Common()
	if b, ok := common.Value.(*ssa.Builtin); ok {
		switch b.Name() {
		case "append":
			return res != nil && w.walk(res)
		case "copy":
			return len(common.Args) == 2 && common.Args[1] == v && w.walk(common.Args[0])
		}
		return false
	}
	if common.Value == v && !common.IsInvoke() {
		return false // v is the function called
	}
	if obj := ssaval.CalleeObject(common); obj != nil && obj.Pkg() != nil {
		if w.p.scope.InSDK(obj.Pkg()) {
			if toolFunc(obj) {
				return true // a tool's registration, constructor or option
			}
			// Any other SDK call makes no tool of it. What a function
			// returns is followed (anthropic.String(e.Description) on
			// its way into a ToolParam); what a method of a client or
			// server returns (the prompts/get of the entry a person
			// picked) is the other side's answer, not the entry.
			if obj.Signature().Recv() != nil {
				return false
			}
			return res != nil && w.walk(res)
		}
		if w.p.scope.Std(obj.Pkg()) && !common.IsInvoke() {
			if leavesProgram(obj) {
				return true
			}
			return res != nil && w.walk(res)
		}
	}
	call, ok := c.(*ssa.Call)
	if !ok {
		return true
	}
	ts := w.p.targets(call)
	if len(ts) == 0 {
		return true
	}
	for _, t := range ts {
		if t.fn == nil {
			if t.obj != nil && t.obj.Pkg() != nil && w.p.scope.Std(t.obj.Pkg()) && !w.p.scope.InSDK(t.obj.Pkg()) {
				if res != nil && w.walk(res) {
					return true
				}
				continue
			}
			if f := w.p.reachFact(t.obj); f != nil {
				if w.factUse(v, call, t, f) {
					return true
				}
				continue
			}
			return true // another package's function, which says nothing
		}
		for i, a := range t.args {
			if a == v && i < len(t.fn.Params) && w.walk(t.fn.Params[i]) {
				return true
			}
		}
	}
	return false
}

// factUse reports whether passing v to a function of another package,
// whose fact says where its parameters go, makes v a carrier's.
func (w *reachWalker) factUse(v ssa.Value, c *ssa.Call, t target, f *ReachFact) bool {
	for i, a := range t.args {
		if a != v {
			continue
		}
		if slices.Contains(f.Carrier, i) {
			return true
		}
		if slices.Contains(f.Returned, i) {
			for _, e := range callEntries(c, t) {
				if e != v && w.walk(e) {
					return true
				}
			}
		}
	}
	return false
}

// ReachFact says, for the packages that call an exported function, where
// the structs of the host's own (types with a hint field) and the JSON
// maps that it is given go (reach.go): the parameters whose structs or
// maps may reach a tool entry's use or leave what its package shows
// (Carrier), and those whose structs or maps only come back to the
// caller, in the result or in the memory of the caller's pointers
// (Returned). The others go nowhere a tool is read from. Only functions
// with such a parameter that does not reach a carrier's use have the fact.
type ReachFact struct {
	Carrier  []int
	Returned []int
}

// AFact marks ReachFact as an analysis fact.
func (*ReachFact) AFact() {}

func (f *ReachFact) String() string {
	return fmt.Sprintf("reach:carrier%v returned%v", f.Carrier, f.Returned)
}

// reachFact returns the fact of a function of another package, or nil.
func (p *pkgState) reachFact(obj *types.Func) *ReachFact {
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == p.pass.Pkg {
		return nil
	}
	var f ReachFact
	if !p.pass.ImportObjectFact(obj.Origin(), &f) {
		return nil
	}
	return &f
}

// exportReachFacts exports the ReachFacts of the package's exported
// functions.
func (p *pkgState) exportReachFacts() {
	for _, fn := range p.funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Synthetic != "" || fn.Parent() != nil || obj.Pkg() != p.pass.Pkg || !obj.Exported() || fn.Blocks == nil {
			continue
		}
		var f ReachFact
		quiet := false
		for i, prm := range fn.Params {
			if !carrierType(prm.Type(), 0) {
				continue
			}
			w := &reachWalker{p: p, deferFn: fn, seen: map[ssa.Value]bool{}}
			switch {
			case w.walk(prm):
				f.Carrier = append(f.Carrier, i)
			case w.deferred:
				f.Returned = append(f.Returned, i)
				quiet = true
			default:
				quiet = true
			}
		}
		if quiet {
			p.pass.ExportObjectFact(obj, &f)
		}
	}
}

// carrierType reports whether values of type t can hold a struct of the
// host's own with a hint field or a JSON map that can hold a hint: such a
// struct or map, a pointer to one, a slice, array, map or channel of
// them, or a struct holding one.
func carrierType(t types.Type, depth int) bool {
	if depth > 3 {
		return false
	}
	if hintMapType(t) {
		return true
	}
	if st, ok := types.Unalias(t).Underlying().(*types.Struct); ok {
		if inSDK(t) {
			return false
		}
		for i := range st.NumFields() {
			if _, ok := sdk.FieldHint(st, i); ok || carrierType(st.Field(i).Type(), depth+1) {
				return true
			}
		}
		return false
	}
	elem, ok := gotypes.Elem(t.Underlying())
	return ok && carrierType(elem, depth+1)
}

// hintMapType reports whether t is a JSON map a hint can be set in: string
// keys, and values that can be a bool (any, bool, *bool).
func hintMapType(t types.Type) bool {
	if !isStringMap(t) {
		return false
	}
	elem := t.Underlying().(*types.Map).Elem()
	if i, ok := elem.Underlying().(*types.Interface); ok {
		return i.Empty()
	}
	return isBool(elem) || isBoolPtr(elem)
}

// carriesData reports whether a value of type t can carry an entry or a
// part of it: not an error, a bool or a number.
func carriesData(t types.Type) bool {
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Info()&types.IsString != 0 || b.Kind() == types.UnsafePointer
	}
	return !types.Identical(t, types.Universe.Lookup("error").Type())
}

// toolType reports whether t is an SDK's tool definition (MCP or LLM) or
// tool annotation type: storing into one makes a tool entry. Other SDK
// structs (mcp.GetPromptParams, an input schema) are followed like any
// memory, to the tool definition they are part of, if any.
func toolType(t types.Type) bool {
	return sdk.LookupType(t, sdk.ToolDef) != nil || sdk.LookupType(t, sdk.Annotations) != nil
}

// toolFunc reports whether an SDK function registers a tool, constructs a
// tool definition, or sets a tool's description or annotations.
func toolFunc(obj *types.Func) bool {
	for _, e := range sdk.FuncRoles(obj) {
		switch e.Role {
		case sdk.ToolReg, sdk.ToolCtor, sdk.LLMToolCtor, sdk.ToolDescOption, sdk.AnnotationOption:
			return true
		}
	}
	return false
}

// inSDK reports whether t is a named type of a package the SDK tables
// know (mcp.Tool, anthropic.ToolParam, ...).
func inSDK(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && sdk.IsTablePackage(n.Obj().Pkg().Path())
}

// llmRequestTools reports whether field i of struct type t is the tools
// of a host's own LLM request: tagged "tools" or "functions" in a struct
// that also has a field tagged "model", "messages", "input" or "contents".
func llmRequestTools(t types.Type, i int) bool {
	st, ok := t.Underlying().(*types.Struct)
	if !ok || i < 0 || i >= st.NumFields() {
		return false
	}
	switch gotypes.JSONTagName(st, i) {
	case "tools", "functions":
	default:
		return false
	}
	for j := range st.NumFields() {
		switch gotypes.JSONTagName(st, j) {
		case "model", "messages", "input", "contents":
			return true
		}
	}
	return false
}

// leavesProgram reports whether a standard library function sends what it
// is given out of the program to another one (an HTTP request, which may
// be an LLM API's).
func leavesProgram(obj *types.Func) bool {
	if obj.Pkg().Path() != "net/http" {
		return false
	}
	switch obj.Name() {
	case "Post", "NewRequest", "NewRequestWithContext", "Do", "PostForm":
		return true
	}
	return false
}

// exportedFunc reports whether code outside the package can call fn: an
// exported function, or an exported method (of any type: an interface
// may reach it).
func exportedFunc(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	return ok && obj.Exported()
}

// carrierByUse reports whether hint h is an annotation only as a
// carrier: set in a struct of the host's own (not an SDK type) or in a
// JSON map, whose hint is a tool's only where it goes (reaches).
func carrierByUse(h *hintSite) bool {
	if h.update != nil {
		return true
	}
	if h.store == nil {
		return false
	}
	fa, ok := h.store.Addr.(*ssa.FieldAddr)
	return ok && !inSDK(gotypes.Deref(fa.X.Type()))
}
