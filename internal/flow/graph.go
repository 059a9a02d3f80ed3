package flow

import (
	"fmt"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/scope"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// graph is the value-flow and call graph of one package.
type graph struct {
	*solver
	pass *analysis.Pass
	prog *ssa.Program
	pkg  *ssa.Package

	values map[ssa.Value]node
	// waiting holds the parameters whose symbolic values wait for the
	// first solve (seedParam, seedUncalledParams), until settled.
	waiting  []*ssa.Parameter
	settled  bool
	objects  []*object // by label; nil for labels that are no objects
	siteObjs map[any]label
	subObjs  map[subKey]label
	keyIDs   map[string]int32 // the numbers of access-path keys (keyID)
	keys     []string         // by number
	// structKeys caches fieldKeys, oneLoc oneLocation.
	structKeys map[*types.Struct][]keyedField
	oneLoc     map[*types.Struct]bool
	contents   []node // by object label; -1 until made
	derived    map[any]node
	results    map[*ssa.Function]node
	parts      map[node][]node // the elements of tuple values, by index (part)
	built      map[*ssa.Function]bool
	funcs      []*ssa.Function // functions with bodies, in the order first seen

	sites     []*site
	bySite    map[*ssa.Function][]*site
	callers   map[*ssa.Function][]*ssa.Function
	trees     map[*ssa.Function]map[*ssa.Function]bfsStep
	names     map[*ssa.Function]string
	views     map[[2]*site]node
	clones    map[any]label
	callCount map[*ssa.Function]int
	// paramStores holds the stores through parameters, by function.
	paramStores map[*ssa.Function][]paramStoreInstr
	siteOf      map[ssa.CallInstruction]*site
	sinks       map[*ssa.Function][]sinkSite
	defs        []toolDefStore
	byCallee    map[string][]*site      // call sites by static callee, for sitesCalling
	hotSeeds    map[string][]*HotGlobal // global path -> hot values stored there upstream
	imported    func(*types.Func) *FuncFact
	storePos    map[storeKey]token.Pos
	hubs        map[hubKey]label                  // the hub of each struct value stored (hub)
	copied      map[[2]label]bool                 // the objects a hub was copied into (copyInto)
	resultMeths map[*ssa.Function][]*ssa.Function // resultMethods, once per function (facts)
	setters     map[*types.Named]map[string][]int // setterParams, once per type (setters.go)
	owns        map[*ssa.Alloc]node               // the own object of each local variable that shares (ownVar)
	strings     bool                              // strings may carry prompt data here
	scope       *scope.Result                     // what the package and its imports are
	model       Model                             // the SDKs' roles
	// dispatchMatched lists the -dispatch entries found in the package.
	dispatchMatched []string
	// namesEntries holds the functions that name a tool definition or
	// set an annotation hint.
	namesEntries map[*ssa.Function]bool
	memo         map[types.Type]bool
	typeActs     map[*types.Named]bool // foreign types a fact may name (actsOnPrompts)
	wireCalls    map[*types.Named]bool // host types for a model's tool call (wiretypes.go)
	own          *ownCalls             // host tool-call types without tags (owncalls.go)
	stores       *factSummaries        // store summaries made, while facts are exported
	// userMode is set while strict mode's reach is computed: barrier
	// holds the user-selection functions, which reach nothing, and
	// facts' UserSink paths stand for their Sink paths.
	userMode bool
	barrier  map[*ssa.Function]string
	// onlySink, while set, admits only the paths that end at that sink
	// (a sinkKey): reach is computed once per sink so that a finding can
	// name every prompts/get its call reaches (sinks.go). sinkKeys
	// collects the sinks that the paths of the run over all sinks end at.
	onlySink string
	sinkKeys map[string]token.Position
	// summaryCut says a function's summary stopped at a bound
	// (maxWalkSteps, maxFactStores): the package's analysis is cut.
	summaryCut bool
}

type storeKey struct {
	n node
	l label
}

// site is a call site in a function of this package with its callees.
type site struct {
	caller  *ssa.Function
	instr   ssa.CallInstruction // nil for a send
	send    *ssa.Send           // a job handed to another goroutine
	pos     token.Pos
	callees []callee
	syms    []symCall // calls of symbolic values: parameters and globals
	seen    map[any]bool
	args    []node // argument nodes, the receiver first for invokes
	// param is the index of the caller's parameter that this site calls
	// (or invokes a method on), read through paramPath, or -1: "f(x)"
	// where f is a parameter, "r.m[k](x)" where r is. Such a call
	// depends on the caller's caller and is resolved there (sitePaths).
	param     int
	paramPath string
}

// callee is one possible target of a call site: a function (with a body in
// this package, or summarised by a fact), or a value known by fact to reach
// a sink.
type callee struct {
	fn   *ssa.Function
	ext  *Path  // for lExt labels: the path the value reaches
	via  []Hop  // hops inside a summarised function before fn is called
	name string // for ext callees
	// fromEntry names the summarised function of another package, a
	// dispatch entry, whose call of a provided value this is.
	fromEntry string
}

// sinkSite is a call that issues prompts/get, or a store of the method
// name into a hand-rolled request.
type sinkSite struct {
	pos   token.Pos
	name  string
	instr ssa.Instruction
}

// toolDefStore is a store of a value into an identity field of a tool
// definition (or a name argument of a tool constructor).
type toolDefStore struct {
	fn     *ssa.Function
	pos    token.Pos
	val    node
	what   string // "anthropic.ToolParam.Name", "mcp.NewTool argument"
	group  any    // the literal or call the store belongs to
	ctor   bool   // a constructor's name argument
	option bool   // an option setting the description
}

func newGraph(pass *analysis.Pass, pkg *ssa.Package, model Model) *graph {
	return &graph{
		model:        model,
		solver:       newSolver(),
		pass:         pass,
		prog:         pkg.Prog,
		pkg:          pkg,
		values:       map[ssa.Value]node{},
		siteObjs:     map[any]label{},
		subObjs:      map[subKey]label{},
		derived:      map[any]node{},
		results:      map[*ssa.Function]node{},
		parts:        map[node][]node{},
		built:        map[*ssa.Function]bool{},
		siteOf:       map[ssa.CallInstruction]*site{},
		sinks:        map[*ssa.Function][]sinkSite{},
		hotSeeds:     map[string][]*HotGlobal{},
		storePos:     map[storeKey]token.Pos{},
		hubs:         map[hubKey]label{},
		copied:       map[[2]label]bool{},
		resultMeths:  map[*ssa.Function][]*ssa.Function{},
		owns:         map[*ssa.Alloc]node{},
		memo:         map[types.Type]bool{},
		oneLoc:       map[*types.Struct]bool{},
		typeActs:     map[*types.Named]bool{},
		wireCalls:    map[*types.Named]bool{},
		trees:        map[*ssa.Function]map[*ssa.Function]bfsStep{},
		names:        map[*ssa.Function]string{},
		views:        map[[2]*site]node{},
		clones:       map[any]label{},
		callCount:    map[*ssa.Function]int{},
		paramStores:  map[*ssa.Function][]paramStoreInstr{},
		namesEntries: map[*ssa.Function]bool{},
		byCallee:     map[string][]*site{},
	}
}

// val returns the node of an SSA value, creating it (and its intrinsic
// labels) on first use.
func (g *graph) val(v ssa.Value) node {
	if n, ok := g.values[v]; ok {
		return n
	}
	n := g.NewNode()
	g.values[v] = n
	switch v := v.(type) {
	case *ssa.Function:
		g.Add(n, g.funcLabel(v))
	case *ssa.Global:
		if obj, ok := v.Object().(*types.Var); ok && g.interesting(v.Type()) {
			g.Add(n, g.globalObj(globalName(obj)))
		}
	case *ssa.Alloc, *ssa.MakeMap, *ssa.MakeSlice, *ssa.MakeChan:
		if g.interesting(v.Type()) {
			g.Add(n, g.objLabel(v, "", nil))
		}
	case *ssa.Parameter:
		g.seedParam(v, n)
	case *ssa.Call:
		g.seedPromptSource(v, n)
	case *ssa.Extract:
		if c, ok := v.Tuple.(*ssa.Call); ok && g.model.SourceData(v.Type()) && g.mayReturnListed(c) {
			g.Add(n, g.promptLabel(c, c.Pos()))
		}
	}
	return n
}

// globalObj returns the object of the package-level variable named
// "pkgpath.Name". Globals are known by name, not by *types.Var: under go
// vet, an unexported global of another package has no types.Var here.
func (g *graph) globalObj(name string) label {
	type gk struct{ name string }
	type rk struct{ name string }
	var root *symRoot
	if l, ok := g.siteObjs[rk{name}]; ok {
		root = g.payload[l].(*symRoot)
	} else {
		root = &symRoot{glob: name}
		g.siteObjs[rk{name}] = g.label(lObj, rk{name}, root)
	}
	return g.objLabel(gk{name}, name, root)
}

func (g *graph) funcLabel(fn *ssa.Function) label {
	g.ensure(fn)
	return g.label(lFunc, fn, fn)
}

// seedParam gives a parameter its symbolic value, so that what a function
// does with what its callers pass can be summarised, and marks parameters
// of prompt types that callers in other packages provide as symbolic
// prompt data.
//
// Only a function that other packages can call by name (calledByName)
// gets its symbolic values here. The parameters of the others wait for the
// first solve: they get theirs only if nothing in the package passed them
// a value (seedUncalledParams), a method only an interface or a library
// calls. (A function first seen after that gets its symbolic values at
// once.) Their callers' values, symbolic ones among them, describe what
// they do for their callers' summaries; a symbolic value of their own as
// well was carried, beside the callers', by every value derived from the
// parameter: a terminal UI's dozen unexported key handlers, each passing
// its model on to the next, put each handler's 2,300 objects for the model
// into the next's every value (defexnicolas/forge's internal/tui, over
// 100M solver steps; 7.9M without).
func (g *graph) seedParam(p *ssa.Parameter, n node) {
	fn := p.Parent()
	idx := paramIndex(p)
	literal := isLiteral(fn)
	if idx >= 0 && (fn.Object() != nil || literal) && fn.Pkg == g.pkg && g.interesting(p.Type()) {
		switch {
		case g.calledByName(fn) || g.settled && !literal:
			g.Add(n, g.symLabel(g.paramRoot(fn, idx), ""))
		case !g.settled:
			g.waiting = append(g.waiting, p)
		}
	}
	if g.model.SourceData(p.Type()) {
		if it := rangeIterator(fn); it != nil {
			if !g.model.SourceData(it.Type()) && !g.isPromptList(it.Common()) {
				return
			}
			// The variable of a range-over-func loop: its source is the
			// iterator's call.
			g.Add(n, g.promptLabel(it, it.Pos()))
		} else if fn.Synthetic == "" && fn.Parent() != nil {
			// A prompt passed to a function literal (by a library's
			// iterator or callback) comes from a listing; one passed by
			// a local caller carries its caller's source.
			g.Add(n, g.promptLabel(p, p.Pos()))
		} else if idx >= 0 && fn.Synthetic == "" && g.callable(fn) {
			// A prompt passed in from another package is prompt data if
			// the caller's is: the parameter is symbolic, and where it
			// names a tool the function's facts say so (ParamDef), for
			// the caller to judge by where its argument comes from (a
			// listing, or a server's own catalogue).
			root := g.paramRoot(fn, idx)
			g.Add(n, g.label(lParam, root, root))
		}
	}
}

// paramIndex returns the index of p among its function's parameters, or
// -1 for a free variable.
func paramIndex(p *ssa.Parameter) int {
	return slices.Index(p.Parent().Params, p)
}

// calledByName reports whether other packages can call fn by its name: an
// exported function, or an exported method (through an interface, or on a
// value of its type).
func (g *graph) calledByName(fn *ssa.Function) bool {
	return g.callable(fn) && ssaval.FuncObject(fn).Exported()
}

// seedUncalledParams gives each parameter that seedParam left waiting its
// symbolic value if the solve found no value for it: no function of the
// package calls its function (or none passes that parameter anything).
//
// A function literal's parameters wait too, but only the literals that a
// function other packages can call returns get symbolic values: their
// calls of what they are given are summarised (ReturnsCalls). Other
// literals are called here, or by code that passes them nothing of this
// package's.
func (g *graph) seedUncalledParams() {
	returned := g.returnedFuncs()
	for _, p := range g.waiting {
		if isLiteral(p.Parent()) && !returned[p.Parent()] {
			continue
		}
		n := g.values[p]
		if !slices.ContainsFunc(g.Labels(n), func(l label) bool { return !g.IsTaint(l) }) {
			g.Add(n, g.symLabel(g.paramRoot(p.Parent(), paramIndex(p)), ""))
		}
	}
	g.waiting, g.settled = nil, true
}

// isLiteral reports whether fn is the code of a function literal (an
// anonymous function, with or without free variables).
func isLiteral(fn *ssa.Function) bool { return fn.Parent() != nil && fn.Synthetic == "" }

func (g *graph) paramRoot(fn *ssa.Function, i int) *symRoot {
	type pk struct {
		fn *ssa.Function
		i  int
	}
	if l, ok := g.siteObjs[pk{fn, i}]; ok {
		return g.payload[l].(*symRoot)
	}
	r := &symRoot{fn: fn, param: i}
	g.siteObjs[pk{fn, i}] = g.label(lObj, pk{fn, i}, r)
	return r
}

// seedParamSources marks the parameters of the functions that name a tool
// definition or set an annotation hint, so that summaries can say which
// parameter an entry's identity comes from. Only those functions get the
// labels: a parameter taint everywhere would flow through every string of
// the package.
func (g *graph) seedParamSources() {
	for _, fn := range g.funcs {
		if !g.namesEntries[fn] || !g.exportable(fn) {
			continue
		}
		for i, p := range fn.Params {
			if g.interesting(p.Type()) {
				root := g.paramRoot(fn, i)
				g.Add(g.val(p), g.label(lParam, root, root))
			}
		}
	}
}

// rangeIterator returns the call that produced the iterator of a
// range-over-func loop whose body is fn, if fn is one and that is a call.
func rangeIterator(fn *ssa.Function) *ssa.Call {
	if fn.Synthetic != "range-over-func yield" || fn.Parent() == nil {
		return nil
	}
	for _, b := range fn.Parent().Blocks {
		for _, in := range b.Instrs {
			c, ok := in.(*ssa.Call)
			if !ok {
				continue
			}
			for _, a := range c.Call.Args {
				if mc, ok := a.(*ssa.MakeClosure); ok && mc.Fn == fn {
					it, _ := c.Call.Value.(*ssa.Call)
					return it
				}
			}
		}
	}
	return nil
}

// PromptSource describes where prompt data came from.
type PromptSource struct {
	Pos  token.Pos
	Desc string
	call bool // a listing call, not a parameter
}

func (g *graph) promptLabel(key any, pos token.Pos) label {
	_, call := key.(*ssa.Call)
	return g.label(lPrompt, key, &PromptSource{Pos: pos, Desc: describeSource(key), call: call})
}

// seedPromptSource marks the result of a prompts/list call, and prompt
// data returned by a function of another package (a host's own listing
// helper), as prompt data, unless that package's facts are complete: then
// the function's fact says whether its result is (a server's own prompt
// catalogue in another package is not a listing). A prompt an SDK
// constructs (mcp.NewPrompt) is a server's own prompt, not a listed one.
func (g *graph) seedPromptSource(c *ssa.Call, n node) {
	if g.isPromptList(c.Common()) {
		g.Add(n, g.promptLabel(c, c.Pos()))
		return
	}
	if !g.model.SourceData(c.Type()) {
		return
	}
	if obj := ssaval.CalleeObject(c.Common()); obj != nil && obj.Pkg() != nil {
		if obj.Pkg() == g.pass.Pkg || g.scope.InSDK(obj.Pkg()) {
			return // local functions pass on what they return; SDK constructors
		}
	}
	if g.mayReturnListed(c) {
		g.Add(n, g.promptLabel(c, c.Pos()))
	}
}

// mayReturnListed reports whether what c returns of a prompt type may be a
// listing's prompts: unless c statically calls a function of another
// package that was analysed to its end (PkgFact.Complete), whose fact then
// says so (ReturnsListed; what it passes on from its arguments is its
// Returns, followed at the call).
func (g *graph) mayReturnListed(c *ssa.Call) bool {
	fn := c.Common().StaticCallee()
	if fn == nil {
		return true
	}
	obj := ssaval.FuncObject(fn)
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == g.pass.Pkg {
		return true
	}
	var pf PkgFact
	if !g.pass.ImportPackageFact(obj.Pkg(), &pf) || !pf.Complete {
		return true
	}
	ff := g.imported(obj)
	return ff != nil && ff.ReturnsListed
}

func (g *graph) isPromptList(c *ssa.CallCommon) bool {
	fn := ssaval.CalleeObject(c)
	return fn != nil && g.model.Source(fn)
}

// ensure generates the constraints of fn's body once.
func (g *graph) ensure(fn *ssa.Function) {
	if g.built[fn] {
		return
	}
	g.built[fn] = true
	if fn.Blocks == nil {
		return
	}
	g.funcs = append(g.funcs, fn)
	for _, anon := range fn.AnonFuncs {
		g.ensure(anon)
	}
	live := liveBlocks(fn)
	for _, b := range fn.Blocks {
		if !live[b.Index] {
			continue
		}
		for _, instr := range b.Instrs {
			if phi, ok := instr.(*ssa.Phi); ok {
				g.phi(phi, live)
				continue
			}
			g.instr(fn, instr)
		}
	}
}

// phi passes what reaches a phi node over the edges from live blocks.
func (g *graph) phi(in *ssa.Phi, live []bool) {
	n := g.val(in)
	for i, e := range in.Edges {
		if live[in.Block().Preds[i].Index] {
			g.Flow(g.val(e), n)
		}
	}
}

// liveBlocks marks the blocks of fn that can run: those reachable from the
// entry without taking a branch that a type assertion known to fail
// guards. In an instance of a generic function, a type switch over
// any(item) has one arm for the type argument and dead arms for the
// others (processItems[mcp.Prompt] never runs its mcp.Tool arm, where a
// tool is named).
func liveBlocks(fn *ssa.Function) []bool {
	live := make([]bool, len(fn.Blocks))
	var visit func(b *ssa.BasicBlock)
	visit = func(b *ssa.BasicBlock) {
		if live[b.Index] {
			return
		}
		live[b.Index] = true
		succs := b.Succs
		if len(succs) == 2 && failsAlways(b) {
			succs = succs[1:]
		}
		for _, s := range succs {
			visit(s)
		}
	}
	if len(fn.Blocks) > 0 {
		visit(fn.Blocks[0])
	}
	if fn.Recover != nil {
		visit(fn.Recover)
	}
	return live
}

// failsAlways reports whether b ends in "if ok" on a comma-ok type
// assertion of a value whose dynamic type is known (it was just converted
// from a concrete type) to a type it cannot have.
func failsAlways(b *ssa.BasicBlock) bool {
	ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	if !ok {
		return false
	}
	ex, ok := ifi.Cond.(*ssa.Extract)
	if !ok || ex.Index != 1 {
		return false
	}
	ta, ok := ex.Tuple.(*ssa.TypeAssert)
	if !ok || !ta.CommaOk {
		return false
	}
	x := ta.X
	for {
		ci, ok := x.(*ssa.ChangeInterface)
		if !ok {
			break
		}
		x = ci.X
	}
	mi, ok := x.(*ssa.MakeInterface)
	if !ok {
		return false
	}
	dyn := mi.X.Type()
	if !closedType(dyn) {
		return false // a type parameter's instances differ
	}
	if types.IsInterface(ta.AssertedType) {
		iface, _ := ta.AssertedType.Underlying().(*types.Interface)
		return iface != nil && !types.Implements(dyn, iface)
	}
	return !types.Identical(dyn, ta.AssertedType)
}

// closedType reports whether t is a basic type, a named type without type
// arguments or parameters, or a pointer to one: a type that means the same
// in every instance of a generic function.
func closedType(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t := t.(type) {
	case *types.Basic:
		return true
	case *types.Named:
		return t.TypeArgs().Len() == 0 && t.TypeParams().Len() == 0
	}
	return false
}

// result returns the node of what fn returns. A function with several
// results returns a tuple: each result is a part of it (part), so that a
// tool list and a prompt's messages returned together stay apart.
func (g *graph) result(fn *ssa.Function) node {
	if n, ok := g.results[fn]; ok {
		return n
	}
	n := g.NewNode()
	g.results[fn] = n
	return n
}

// part returns the node of element i of the tuple values held by n (the
// results of a call, what a function returns, "#i" in an access path).
// What is put into n itself, by rules that do not know the index (a call's
// taint, an opaque result), is in every part.
func (g *graph) part(n node, i int) node {
	ps := g.parts[n]
	for len(ps) <= i {
		p := g.NewNode()
		g.Flow(n, p)
		ps = append(ps, p)
	}
	g.parts[n] = ps
	return ps[i]
}

// results returns the number of results of fn's signature.
func results(fn *ssa.Function) int { return fn.Signature.Results().Len() }

// flowResults passes what function f returns, held by src (its result or a
// derived call of it), to dst, part by part for a tuple; each pair of
// nodes goes through pass (flow, or a cloning flow).
func (g *graph) flowResults(f *ssa.Function, src, dst node, pass func(src, dst node)) {
	if results(f) <= 1 {
		pass(src, dst)
		return
	}
	for i := range results(f) {
		pass(g.part(src, i), g.part(dst, i))
	}
}

// at returns the instruction of the site.
func (s *site) at() ssa.Instruction {
	if s.send != nil {
		return s.send
	}
	return s.instr
}

// sendSite records a send of a function value, of a tool interface, or of
// a struct carrying one in a field, as a call of what is sent: a job
// handed to a worker goroutine (jobs <- job{run: tool}) runs because of
// what the sender did, whichever goroutine runs it. The site's callees are
// the functions sent, or every method of the interface on the types sent.
func (g *graph) sendSite(fn *ssa.Function, in *ssa.Send) {
	s := &site{caller: fn, send: in, pos: in.Pos(), seen: map[any]bool{}, param: -1}
	linker := func(t types.Type) func(label) {
		iface, _ := t.Underlying().(*types.Interface)
		return func(l label) {
			switch g.kinds[l] {
			case lFunc:
				g.link(s, g.payload[l].(*ssa.Function), nil, "", nil, g.NewNode())
			case lType:
				if iface == nil {
					return
				}
				for i := range iface.NumMethods() {
					if m := g.lookupMethod(g.payload[l].(types.Type), iface.Method(i)); m != nil {
						g.link(s, m, nil, "", nil, g.NewNode())
					}
				}
			case lObj:
				// What the callers provide (a registry's entry sent by
				// its method): resolved where they are known.
				if !g.isSym(l) {
					return
				}
				if iface == nil {
					s.noteSym(l, "")
					return
				}
				for i := range iface.NumMethods() {
					s.noteSym(l, iface.Method(i).Name())
				}
			}
		}
	}
	runnable := func(t types.Type) bool {
		switch u := t.Underlying().(type) {
		case *types.Signature:
			return true
		case *types.Interface:
			return u.NumMethods() > 0 && g.interesting(t)
		}
		return false
	}
	x := g.val(in.X)
	if runnable(in.X.Type()) {
		g.sites = append(g.sites, s)
		g.Watch(x, linker(in.X.Type()))
		return
	}
	st, ok := in.X.Type().Underlying().(*types.Struct)
	if !ok {
		return
	}
	var fields []*types.Var
	var keys []string
	for i := range st.NumFields() {
		if runnable(st.Field(i).Type()) {
			fields = append(fields, st.Field(i))
			keys = append(keys, g.fieldKey(st, i))
		}
	}
	if len(fields) == 0 {
		return
	}
	g.sites = append(g.sites, s)
	g.Watch(x, func(o label) {
		if g.kinds[o] != lObj {
			return
		}
		for i, f := range fields {
			g.Watch(g.content(g.sub(o, keys[i])), linker(f.Type()))
		}
	})
}

// instr generates the constraints of one instruction.
func (g *graph) instr(fn *ssa.Function, instr ssa.Instruction) {
	switch in := instr.(type) {
	case *ssa.Store:
		if fa, ok := in.Addr.(*ssa.FieldAddr); ok && g.isHintField(fa) {
			g.namesEntries[fn] = true
		}
		if pi, path := g.paramChain(fn, in.Addr); pi >= 0 {
			g.paramStore(fn, pi, path, g.val(in.Addr), in.Val, in.Pos())
		} else if a, ok := in.Addr.(*ssa.Alloc); ok && copies(in) {
			g.share(a, in.Val)
		} else {
			g.store(g.storeAddr(in.Addr), in.Val, in.Pos())
		}
		if fa, ok := in.Addr.(*ssa.FieldAddr); ok && isMethodField(fa) {
			g.noteMethodString(fn, in, in.Val, in.Pos())
		} else {
			g.noteRequestText(fn, in, in.Val, in.Pos())
		}
		g.noteToolDefStore(fn, in)
	case *ssa.MapUpdate:
		if pi, path := g.paramChain(fn, in.Map); pi >= 0 {
			g.paramStore(fn, pi, path+"[]", g.derive(g.val(in.Map), "[]"), in.Value, in.Pos())
		} else {
			g.storeAt(g.val(in.Map), "[]", in.Value, in.Pos())
		}
		if k, ok := ssaval.ConstString(in.Key); ok && isMethodSlot(k) {
			g.noteMethodString(fn, in, in.Value, in.Pos())
		} else {
			g.noteRequestText(fn, in, in.Value, in.Pos())
		}
	case *ssa.Send:
		g.storeAt(g.val(in.Chan), "[]", in.X, in.Pos())
		g.sendSite(fn, in)
	case *ssa.Return:
		r := g.result(fn)
		if len(in.Results) == 1 {
			g.Flow(g.val(in.Results[0]), r)
			break
		}
		for i, v := range in.Results {
			g.Flow(g.val(v), g.part(r, i))
		}
	case ssa.CallInstruction:
		g.call(fn, in)
	case *ssa.UnOp:
		x := g.val(in.X)
		n := g.val(in)
		g.Taint(x, n)
		switch in.Op {
		case token.MUL:
			g.load(x, n, in.Type())
		case token.ARROW:
			g.loadElem(x, n, in.X.Type())
		}
	case *ssa.FieldAddr:
		x, n := g.val(in.X), g.val(in)
		g.Taint(x, n)
		g.Flow(g.field(x, gotypes.Deref(in.X.Type()), in.Field), n)
	case *ssa.Field:
		x, n := g.val(in.X), g.val(in)
		g.Taint(x, n)
		g.load(g.field(x, in.X.Type(), in.Field), n, in.Type())
	case *ssa.IndexAddr:
		x, n := g.val(in.X), g.val(in)
		g.Taint(x, n)
		g.Taint(g.val(in.Index), n)
		g.Flow(g.derive(x, "[]"), n)
	case *ssa.Index:
		x, n := g.val(in.X), g.val(in)
		g.Taint(x, n)
		g.Taint(g.val(in.Index), n)
		g.load(g.derive(x, "[]"), n, in.Type())
	case *ssa.Lookup:
		x, n := g.val(in.X), g.val(in)
		g.Taint(x, n)
		g.Taint(g.val(in.Index), n)
		if _, ok := in.X.Type().Underlying().(*types.Map); ok {
			g.loadElem(x, n, in.X.Type())
		}
	case *ssa.Next:
		it, n := g.val(in.Iter), g.val(in)
		g.Flow(it, n)
		if r, ok := in.Iter.(*ssa.Range); ok && !in.IsString {
			g.loadElem(it, n, r.X.Type())
		}
	case *ssa.Range:
		g.Flow(g.val(in.X), g.val(in))
	case *ssa.Select:
		n := g.val(in)
		for _, st := range in.States {
			if st.Dir == types.RecvOnly {
				g.loadElem(g.val(st.Chan), n, st.Chan.Type())
			} else if st.Send != nil {
				g.storeAt(g.val(st.Chan), "[]", st.Send, in.Pos())
			}
		}
	case *ssa.MakeClosure:
		n := g.val(in)
		f := in.Fn.(*ssa.Function)
		g.Add(n, g.funcLabel(f))
		for i, b := range in.Bindings {
			if i < len(f.FreeVars) {
				g.Flow(g.val(b), g.val(f.FreeVars[i]))
			}
		}
	case *ssa.MakeInterface:
		x, n := g.val(in.X), g.val(in)
		if iface, ok := in.Type().Underlying().(*types.Interface); ok && iface.Empty() {
			// An empty interface carries functions and types but not
			// memory objects: what is stored in an "any" can only come
			// back by a type assertion, and following objects through
			// every "any" of a package (JSON values, loggers) costs far
			// more than it finds.
			// A function or tool interface a caller provides (a
			// parameter stored in a sync.Map) is kept: it is what the
			// callers' summaries resolve.
			_, callable := in.X.Type().Underlying().(*types.Signature)
			if it, ok := in.X.Type().Underlying().(*types.Interface); ok && it.NumMethods() > 0 {
				callable = true
			}
			g.Watch(x, func(l label) {
				if g.kinds[l] != lObj || callable && g.isSym(l) {
					g.Add(n, l)
				}
			})
		} else {
			g.Flow(x, n)
		}
		g.Add(n, g.label(lType, typeKey(in.X.Type()), in.X.Type()))
	case *ssa.Phi:
		n := g.val(in)
		for _, e := range in.Edges {
			g.Flow(g.val(e), n)
		}
	case *ssa.Slice:
		g.Flow(g.val(in.X), g.val(in))
	case *ssa.Extract:
		g.Flow(g.part(g.val(in.Tuple), in.Index), g.val(in))
	case *ssa.ChangeType, *ssa.ChangeInterface, *ssa.Convert, *ssa.MultiConvert,
		*ssa.SliceToArrayPointer, *ssa.TypeAssert:
		v := in.(ssa.Value)
		for _, op := range in.Operands(nil) {
			g.Flow(g.val(*op), g.val(v))
		}
	case *ssa.BinOp:
		n := g.val(in)
		g.Taint(g.val(in.X), n)
		g.Taint(g.val(in.Y), n)
	}
}

// field returns a node holding the locations of field i (of struct type t)
// of the objects in x. Besides the field of each object, every field also
// has one type-wide location that collects what is stored into that field
// of any object; a field reached through an object this package cannot see
// (a receiver, a value from another package) reads that one. So a method
// called from outside still sees what the constructor stored, and two
// different fields stay apart.
func (g *graph) field(x node, t types.Type, i int) node {
	key := g.fieldKey(t.Underlying(), i)
	type fk struct {
		x   node
		key string
	}
	if n, ok := g.derived[fk{x, "field" + key}]; ok {
		return n
	}
	n := g.NewNode()
	g.derived[fk{x, "field" + key}] = n
	var ft types.Type
	if st, ok := t.Underlying().(*types.Struct); ok && i < st.NumFields() {
		ft = st.Field(i).Type()
	}
	typeWide := g.objLabel(struct {
		t   string
		key string
	}{typeKey(t), key}, "", nil)
	g.obj(typeWide).typeWide = true
	id := g.keyID(key)
	g.Watch(x, func(o label) {
		if g.kinds[o] != lObj {
			return
		}
		so := g.subID(o, id)
		if scalar(ft) && key != string(accesspath.AnyField) {
			g.obj(so).scalar = true
		}
		g.Add(n, so)
		if g.obj(o).sym != nil {
			g.Add(n, typeWide)
		} else {
			// Values only: data derived from prompts must not
			// leak between objects through the type-wide field.
			g.Values(g.content(so), g.content(typeWide))
		}
	})
	return n
}

// scalar reports whether a location of type t holds no pointer: a struct
// or array value is the objects that hold it, and a basic value other than
// an unsafe.Pointer points nowhere.
func scalar(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Struct, *types.Array:
		return true
	case *types.Basic:
		return u.Kind() != types.UnsafePointer
	}
	return false
}

// store adds "*addr = v".
func (g *graph) store(addr node, v ssa.Value, pos token.Pos) {
	vn := g.val(v)
	g.Watch(addr, func(o label) {
		if g.kinds[o] != lObj {
			return
		}
		g.copyInto(o, vn, v.Type(), pos)
	})
}

// paramStore handles a store into memory reached from a parameter of fn
// ("r.entries[name] = h" in a registry's Add method). Applied to the
// parameter's merged value it would mix every caller's memory (two
// registries made by one constructor); so the store is applied at each
// call of fn instead (applyParamStores), to what that caller passes. Here
// it only goes to fn's symbolic parameter objects (for fn's summary) and to
// type-wide field objects (for code reached from other packages).
func (g *graph) paramStore(fn *ssa.Function, param int, path string, addr node, v ssa.Value, pos token.Pos) {
	g.paramStores[fn] = append(g.paramStores[fn], paramStoreInstr{param, path, v, pos, addr})
	vn := g.val(v)
	g.Watch(addr, func(o label) {
		if g.kinds[o] != lObj {
			return
		}
		obj := g.obj(o)
		if obj.typeWide || obj.sym != nil && obj.sym.fn == fn {
			g.copyInto(o, vn, v.Type(), pos)
		}
	})
}

type paramStoreInstr struct {
	param int
	path  string
	val   ssa.Value
	pos   token.Pos
	addr  node
}

// finishParamStores applies, after a first solution, the stores through
// parameters of the functions that nothing in the package calls (methods
// called from other packages, entries) to everything their parameters
// hold: with no local caller there is no context to keep apart.
func (g *graph) finishParamStores() {
	called := map[*ssa.Function]bool{}
	for _, s := range g.sites {
		for _, c := range s.callees {
			if c.fn != nil {
				called[c.fn] = true
			}
		}
	}
	for _, fn := range g.funcs {
		if called[fn] {
			continue
		}
		for _, ps := range g.paramStores[fn] {
			g.store(ps.addr, ps.val, ps.pos)
		}
	}
}

// applyParamStores applies f's stores through its parameters to what call
// site args pass.
func (g *graph) applyParamStores(f *ssa.Function, args []node) {
	for _, ps := range g.paramStores[f] {
		if ps.param >= len(args) {
			continue
		}
		dst := g.derivePath(args[ps.param], ps.path)
		src := g.val(ps.val)
		if vi, vpath := g.paramChain(f, ps.val); vi >= 0 && vi < len(args) {
			src = g.derivePath(args[vi], vpath)
		}
		t := ps.val.Type()
		pos := ps.pos
		g.Watch(dst, func(o label) {
			if g.kinds[o] == lObj {
				g.copyInto(o, src, t, pos)
			}
		})
	}
}

// storeAt adds "elements-or-field(x) = v".
func (g *graph) storeAt(x node, key string, v ssa.Value, pos token.Pos) {
	g.store(g.derive(x, key), v, pos)
}

// copyInto stores the value held by vn, of type t, into object o. A struct
// or array value is represented by the objects that hold it; storing one
// copies it field by field, so that its fields stay apart. The copy goes
// through vn's hub (see hub, copies.go).
func (g *graph) copyInto(o label, vn node, t types.Type, pos token.Pos) {
	if aggregate(t) {
		h := g.hub(vn, t)
		// Once per object and hub: a method storing through its
		// receiver is applied at each of its call sites
		// (applyParamStores), to the same objects, and copying again
		// adds nothing (a global's store position is its first).
		if k := [2]label{o, h}; !g.copied[k] {
			g.copied[k] = true
			g.copyObj(o, h, t, pos)
		}
		return
	}
	g.flowStore(vn, o, pos)
}

// copyTaint gives every field of object o, of type t, the taint of the
// struct value vn stored into it: a struct value derived from a prompt has
// prompt-derived fields.
func (g *graph) copyTaint(o label, vn node, t types.Type) {
	g.Taint(vn, g.content(o))
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for _, f := range g.fieldKeys(u) {
			g.copyTaint(g.subID(o, f.id), vn, f.t)
		}
	case *types.Array:
		if g.interesting(u.Elem()) {
			g.copyTaint(g.sub(o, "[]"), vn, u.Elem())
		}
	}
}

// copyObj copies what object src holds, of type t, into object dst.
func (g *graph) copyObj(dst, src label, t types.Type, pos token.Pos) {
	if dst == src {
		return
	}
	g.flowStore(g.content(src), dst, pos)
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for _, f := range g.fieldKeys(u) {
			g.copyObj(g.subID(dst, f.id), g.subID(src, f.id), f.t, pos)
		}
	case *types.Array:
		if g.interesting(u.Elem()) {
			g.copyObj(g.sub(dst, "[]"), g.sub(src, "[]"), u.Elem(), pos)
		}
	}
}

// flowStore passes what src holds into object o, with a note of where
// function values entered o if it is (part of) a global: that position is
// what a summary of a global's contents reports (summariseStores).
func (g *graph) flowStore(src node, o label, pos token.Pos) {
	dst := g.content(o)
	if sym := g.obj(o).sym; sym == nil || sym.glob == "" {
		g.Flow(src, dst)
		return
	}
	g.Watch(src, func(l label) {
		if k := g.kinds[l]; k != lFunc && k != lExt && k != lType {
			return // only function values' and types' positions are looked up
		}
		k := storeKey{dst, l}
		if _, ok := g.storePos[k]; !ok {
			g.storePos[k] = pos
		}
	})
	g.Flow(src, dst)
}

// loadElem passes to n the element of the map, channel or slice x (of
// type t) that a lookup, a receive or a range step reads: a struct or
// array element is the object that holds it, like a struct loaded through
// a pointer (so a job struct received from a channel keeps its fields).
func (g *graph) loadElem(x, n node, t types.Type) {
	var elem types.Type
	switch u := t.Underlying().(type) {
	case *types.Map:
		elem = u.Elem()
	case *types.Chan:
		elem = u.Elem()
	case *types.Slice:
		elem = u.Elem()
	default:
		g.Flow(g.derivePath(x, "[]*"), n)
		return
	}
	g.load(g.derive(x, "[]"), n, elem)
}

// load adds "n = *addr" for a value of type t. It is typed: a struct or
// array value is the objects that hold it (so that its fields can be read
// from them), and a location of a scalar type holds no pointer, so only
// taint is read from its contents. Reading them as values put a symbolic
// pointee into every struct copied through a parameter, one more "*" per
// copy (".Registries*****.Name"): a 20k-line proxy package (mcpproxy-go's
// internal/server) went from 2.6M steps to the 100M-step budget on those.
func (g *graph) load(addr, n node, t types.Type) {
	switch t.Underlying().(type) {
	case *types.Struct, *types.Array:
		g.Flow(addr, n)
	}
	if scalar(t) {
		g.Taint(g.derive(addr, "*"), n)
		return
	}
	g.Flow(g.derive(addr, "*"), n)
	if callableType(t) {
		g.deepCallable(addr, n)
	}
}

// deepCallable gives n, a function value (or a value of an interface with
// methods) loaded from the locations in addr, the symbolic value of each
// symbolic location there at the depth bound: the contents of such a
// location are not symbolic (content), so a call of what it holds would
// be in no summary, and its callers, which can see what they stored there
// (an agent's tool set a session filled: param0.state.Tools*.byName*[].
// Execute, the location at the bound), would never resolve it. The value
// is one label per location, whose own locations are below the bound:
// loads through them add nothing more, so the depth stays bounded. (A
// location below the bound stands for every path that folds onto it, and
// its value is named by the path it was made for.)
func (g *graph) deepCallable(addr, n node) {
	g.Watch(addr, func(l label) {
		if g.kinds[l] != lObj {
			return
		}
		if o := g.obj(l); o.sym != nil && o.sym.summarised() && o.depth == maxDepth && !o.scalar && !o.typeWide {
			g.Add(n, g.symLabel(o.sym, o.path+string(accesspath.Deref)))
		}
	})
}

// callableType reports whether a value of type t is called: a function,
// or an interface with methods.
func callableType(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Signature:
		return true
	case *types.Interface:
		return u.NumMethods() > 0
	}
	return false
}

// interesting reports whether a value of type t can hold what the analysis
// tracks: a function or interface value, or, where prompt data may occur,
// a string; values of other types get no objects and no flows.
//
// It is a reachability question over the type's structure (a recursive
// type reaches itself), answered by a depth-first search that visits each
// type once. Only answers that hold are memoised: true for the types on
// the path to what made the answer true, and false, when nothing reachable
// is interesting, for every type the search visited. A type met again
// while it is being searched is not given a provisional answer (that would
// be remembered for its pointer and slice forms, and hide the *Command of
// type Command struct{ children []*Command; Run func() }).
func (g *graph) interesting(t types.Type) bool {
	if v, ok := g.memo[t]; ok {
		return v
	}
	visited := map[types.Type]bool{}
	r := g.reaches(t, visited)
	if !r {
		for v := range visited {
			g.memo[v] = false
		}
	}
	return r
}

// reaches is interesting's search from t.
func (g *graph) reaches(t types.Type, visited map[types.Type]bool) bool {
	if v, ok := g.memo[t]; ok {
		return v
	}
	if visited[t] {
		return false // on the search's path or already found uninteresting in it
	}
	visited[t] = true
	r := g.reachesStep(t, visited)
	if r {
		g.memo[t] = true
	}
	return r
}

func (g *graph) reachesStep(t types.Type, visited map[types.Type]bool) bool {
	if n, ok := types.Unalias(t).(*types.Named); ok && types.IsInterface(n) && g.scope.Std(n.Obj().Pkg()) {
		// error, io.Writer, context.Context...: the standard library's
		// interfaces hold no tool handlers, and tracking them would mix
		// every error value of the package together.
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return g.strings && u.Info()&types.IsString != 0
	case *types.Signature, *types.Interface:
		return true
	case *types.Pointer:
		return g.reaches(u.Elem(), visited)
	case *types.Slice:
		return g.reaches(u.Elem(), visited)
	case *types.Array:
		return g.reaches(u.Elem(), visited)
	case *types.Chan:
		return g.reaches(u.Elem(), visited)
	case *types.Map:
		return g.reaches(u.Elem(), visited) || g.reaches(u.Key(), visited)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if g.reaches(u.Field(i).Type(), visited) {
				return true
			}
		}
	case *types.Tuple:
		for i := 0; i < u.Len(); i++ {
			if g.reaches(u.At(i).Type(), visited) {
				return true
			}
		}
	}
	return false
}

// isHintField reports whether a field address selects a field that holds
// an annotation hint.
func (g *graph) isHintField(fa *ssa.FieldAddr) bool {
	st, ok := gotypes.Deref(fa.X.Type()).Underlying().(*types.Struct)
	return ok && g.model.HintField(st, fa.Field)
}

func typeKey(t types.Type) string { return types.TypeString(t, nil) }

// isMethodSlot reports whether a field, map key or parameter of this name
// holds a JSON-RPC method name.
func isMethodSlot(name string) bool { return strings.EqualFold(name, "method") }

// isMethodField reports whether a field address selects the method of a
// JSON-RPC request: a field named method (or tagged json:"method") of a
// struct that also carries the request's params, id or protocol version.
// A tool descriptor that records which MCP method it wraps
// (methodTool{method: "prompts/get", execute: ...}) is not a request.
func isMethodField(fa *ssa.FieldAddr) bool {
	st, ok := gotypes.Deref(fa.X.Type()).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	tags := jsonFields(st)
	f := st.Field(fa.Field)
	if !isMethodSlot(f.Name()) && tags["method"] != f {
		return false
	}
	for i := range st.NumFields() {
		switch strings.ToLower(st.Field(i).Name()) {
		case "params", "id", "jsonrpc":
			return true
		}
	}
	return tags["params"] != nil || tags["id"] != nil || tags["jsonrpc"] != nil
}

// noteMethodString records a hand-rolled JSON-RPC prompts/get: the constant
// method name stored into a request's method field or passed as a call's
// method parameter. (Passing it to a hook or comparing it is not a request.)
func (g *graph) noteMethodString(fn *ssa.Function, in ssa.Instruction, v ssa.Value, pos token.Pos) bool {
	str, ok := ssaval.ConstString(v)
	if !ok {
		return false
	}
	if g.model.SinkMethod(str) {
		g.addMethodSink(fn, in, pos)
		return true
	}
	return false
}

// addMethodSink records a hand-rolled prompts/get at pos.
func (g *graph) addMethodSink(fn *ssa.Function, in ssa.Instruction, pos token.Pos) {
	if g.scope.SDKLibrary {
		return // the SDKs' own sinks are in the table
	}
	g.sinks[fn] = append(g.sinks[fn], sinkSite{pos: pos, name: `JSON-RPC "prompts/get"`, instr: in})
}

// promptGetJSON matches a JSON-RPC request text whose method is
// prompts/get. A character of the member's name or value may be written as
// a JSON escape (prompts\/get, \u006dethod): a peer decodes it.
var promptGetJSON = regexp.MustCompile(`"` + jsonChars("method") + `"\s*:\s*"` + jsonChars("prompts/get") + `"`)

// jsonChars returns a pattern of s in a JSON string: each character as
// itself or as an escape.
func jsonChars(s string) string {
	var b strings.Builder
	for _, c := range s {
		fmt.Fprintf(&b, `(?:%s|\\u(?i:%04x)`, regexp.QuoteMeta(string(c)), c)
		if c == '/' {
			b.WriteString(`|\\/`)
		}
		b.WriteString(")")
	}
	return b.String()
}

func isPromptGetJSON(s string) bool {
	return (strings.Contains(s, "prompts/get") || strings.Contains(s, `\`)) && promptGetJSON.MatchString(s)
}

// noteRequestText records a hand-rolled prompts/get given as JSON text: v
// is a constant JSON-RPC request whose method is prompts/get, used at in
// (stored, or passed to a call). It reports whether it was one.
func (g *graph) noteRequestText(fn *ssa.Function, in ssa.Instruction, v ssa.Value, pos token.Pos) bool {
	if str, ok := ssaval.ConstString(v); ok && isPromptGetJSON(str) {
		g.addMethodSink(fn, in, pos)
		return true
	}
	return false
}

func describeSource(key any) string {
	switch k := key.(type) {
	case *ssa.Call:
		if fn := ssaval.CalleeObject(k.Common()); fn != nil {
			return gotypes.ShortFuncName(fn)
		}
		return "call returning prompt data"
	case *ssa.Parameter:
		return "parameter " + k.Name() + " of type " + gotypes.TypeName(k.Type())
	}
	return "prompts/list"
}
