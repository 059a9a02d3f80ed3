package hostannot

import (
	_ "embed"
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/analysisdoc"
	"github.com/mcpvet/mcpvet/internal/flow"
	"github.com/mcpvet/mcpvet/internal/incomplete"
	"github.com/mcpvet/mcpvet/internal/scope"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
	"github.com/mcpvet/mcpvet/internal/suppress"
)

//go:embed doc.go
var doc string

// Analyzer is the hostannot analyzer.
var Analyzer = &analysis.Analyzer{
	Name:      "hostannot",
	Doc:       analysisdoc.MustExtract(doc, "hostannot"),
	URL:       "https://pkg.go.dev/github.com/mcpvet/mcpvet/analyzers/hostannot",
	Requires:  []*analysis.Analyzer{flow.Analyzer, scope.Analyzer},
	FactTypes: []analysis.Fact{new(HintFact), new(ReachFact)},
	Run:       run,
}

// maxRounds bounds the rounds over call sites that pass prompt data on to
// summarised functions (the -maxrounds flag): each round that changes
// something makes one more caller summarised, so a chain of helpers longer
// than this is cut, and reported.
var maxRounds = 16

func init() {
	Analyzer.Flags.IntVar(&maxRounds, "maxrounds", maxRounds, "the most `rounds` over call sites passing prompt data to summarised helpers; a package that needs more is reported as cut short")
}

// pkgState is what one run knows about the package.
type pkgState struct {
	pass      *analysis.Pass
	res       *flow.Result
	scope     *scope.Result
	funcs     []*ssa.Function
	optCtors  map[*ssa.Call][]*ssa.Call
	callers   map[*ssa.Function][]callerSite // the calls of this package's functions, static or resolved by the engine
	targetsOf map[*ssa.Call][]target
	calls     []*ssa.Call
	sourceOf  map[*flow.PromptSource][]ssa.Value // the calls, call results and parameters the engine finds each source is (sources.go)
	accepted  map[*flow.PromptSource]bool
	fixes     *fixer
	bools     *boolConsts
	reported  map[string]bool              // the findings made, by where they are shown and the hint (instances of generic code and two summaries of one hint report once)
	callReach map[callReachKey]reachResult // reach.go, by call, target and deciding function
}

// summary is a ParamHint of a function of this package. constOrigin marks
// the summaries of hints set to a constant in this package: the flow
// analysis already carries prompt data from this package's callers to such
// a hint, where it is reported.
type summary struct {
	ParamHint
	constOrigin bool
}

func run(pass *analysis.Pass) (any, error) {
	suppress.Wrap(pass, "hostannot")
	res := pass.ResultOf[flow.Analyzer].(*flow.Result)
	defer res.Release()
	for _, c := range res.Cuts {
		incomplete.Report(pass, c)
	}
	funcs := res.Funcs()
	if len(funcs) == 0 {
		return nil, nil
	}
	p := &pkgState{
		pass: pass, res: res, funcs: funcs,
		scope:     pass.ResultOf[scope.Analyzer].(*scope.Result),
		optCtors:  map[*ssa.Call][]*ssa.Call{},
		callers:   map[*ssa.Function][]callerSite{},
		targetsOf: map[*ssa.Call][]target{},
		sourceOf:  map[*flow.PromptSource][]ssa.Value{},
		accepted:  map[*flow.PromptSource]bool{},
		fixes:     newFixer(pass),
		bools:     newBoolConsts(funcs),
		reported:  map[string]bool{},
		callReach: map[callReachKey]reachResult{},
	}
	var hints []*hintSite
	for _, fn := range funcs {
		for _, prm := range fn.Params {
			p.noteSource(prm)
		}
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				switch in := in.(type) {
				case *ssa.Store:
					if h := hintStore(p.bools, fn, in); h != nil {
						hints = append(hints, h)
					}
				case *ssa.MapUpdate:
					if h := hintMapUpdate(p.bools, fn, in); h != nil {
						hints = append(hints, h)
					}
				case *ssa.Extract:
					p.noteSource(in)
				case *ssa.Call:
					if !isWrapper(fn) {
						// A wrapper's call of its method is the
						// call that runs the wrapper, where it is
						// checked.
						p.calls = append(p.calls, in)
					}
					p.noteSource(in)
					for _, t := range p.targets(in) {
						if t.fn != nil {
							p.callers[t.fn] = append(p.callers[t.fn], callerSite{in, t.args})
						}
					}
					if p.isCtor(in) {
						for _, o := range p.ctorOptions(in) {
							p.optCtors[o] = append(p.optCtors[o], in)
						}
					}
					if h := hintOption(p.bools, fn, in); h != nil {
						hints = append(hints, h)
					}
				}
			}
		}
	}

	sums := map[*ssa.Function][]summary{}
	for _, h := range hints {
		p.hint(h, sums)
	}
	p.callSites(sums)
	p.exportFacts(sums)
	p.exportReachFacts()
	return nil, nil
}

// hint reports a hint set to its permissive constant on a prompt-derived
// entry, or records a summary when the entry (or the hint's value) is the
// callers' to decide.
func (p *pkgState) hint(h *hintSite, sums map[*ssa.Function][]summary) {
	entries, returns := p.entries(h)
	var local *flow.PromptSource
	var params []int
	for _, e := range entries {
		if local == nil {
			if src := p.entrySource(e); src != nil && (h.param < 0 || within(h.fn, src.Pos)) {
				local = src
			}
		}
		params = append(params, p.entryParams(h.fn, e)...)
	}
	host := carrierByUse(h)
	if h.param < 0 && local != nil {
		if host && p.reaches(entries, nil) != reachCarrier {
			return // a struct of the host's that feeds no tool entry (reach.go)
		}
		// The fix is offered when the edit touches this entry only: the
		// prompt data is this function's own (listed here, a prompt
		// parameter, or state it reads), not a helper's hint that its
		// callers share (a struct returned to them, or an entry named
		// by its parameters).
		own := within(h.fn, local.Pos) || len(returns) == 0 && len(cleanParams(h.fn, params)) == 0
		p.reportHint(h, local, own)
		return
	}
	base := ParamHint{
		Hint: h.name, Value: h.value, HintParam: h.param, Ptr: h.ptr,
		Pos: p.pass.Fset.Position(p.fixes.hintPos(h)), Setter: ssaval.FuncName(h.fn),
	}
	if host {
		switch p.reaches(entries, h.fn) {
		case reachNone:
			return // nothing the callers do makes it a tool entry's
		case reachDeferred:
			base.Host = true
		}
	}
	if h.param < 0 {
		// Functions that hand the hinted struct to their callers.
		for _, fn := range returns {
			if fn.Object() != nil {
				s := summary{ParamHint: base, constOrigin: true}
				s.Returned = true
				addSummary(sums, fn, s)
			}
		}
	}
	params = cleanParams(h.fn, params)
	if len(params) == 0 && local == nil {
		return
	}
	s := summary{ParamHint: base, constOrigin: h.param < 0}
	s.Params = params
	if local != nil {
		s.Source = &SourceRef{Pos: p.pass.Fset.Position(local.Pos), Desc: local.Desc}
	}
	addSummary(sums, h.fn, s)
}

// within reports whether pos is inside the syntax of fn, or of the
// function declaration fn is a closure of.
func within(fn *ssa.Function, pos token.Pos) bool {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	syn := fn.Syntax()
	return syn != nil && syn.Pos() <= pos && pos < syn.End()
}

func addSummary(sums map[*ssa.Function][]summary, fn *ssa.Function, s summary) bool {
	for _, t := range sums[fn] {
		if t.key() == s.key() {
			return false
		}
	}
	sums[fn] = append(sums[fn], s)
	return true
}

// callSites checks the calls of functions with summaries (of this package,
// or of another by fact), whether the call names its callee or the engine
// resolves it (a function value, an interface method): a call passing
// prompt data into the entry of a hint set to its permissive value is a
// finding; a call passing its own caller's parameters on makes the caller
// summarised too.
func (p *pkgState) callSites(sums map[*ssa.Function][]summary) {
	for round := 1; ; round++ {
		changed := false
		for _, c := range p.calls {
			for _, t := range p.targets(c) {
				for _, s := range p.calleeSummaries(t, sums) {
					if p.callSite(c, t, s, sums) {
						changed = true
					}
				}
			}
		}
		if !changed {
			return
		}
		if round == maxRounds {
			incomplete.Report(p.pass, incomplete.Cut{Limit: "the limit of rounds over call sites", Value: maxRounds, Flag: "hostannot.maxrounds"})
			return
		}
	}
}

// calleeSummaries returns the summaries of a function a call may run.
func (p *pkgState) calleeSummaries(t target, sums map[*ssa.Function][]summary) []summary {
	if t.fn != nil {
		return sums[t.fn]
	}
	if t.obj == nil || t.obj.Pkg() == nil || t.obj.Pkg() == p.pass.Pkg {
		return nil
	}
	var f HintFact
	if !p.pass.ImportObjectFact(t.obj, &f) {
		return nil
	}
	out := make([]summary, len(f.Hints))
	for i, h := range f.Hints {
		out[i] = summary{ParamHint: h}
	}
	return out
}

// callSite handles one call of a summarised function; it reports whether
// a summary was added.
func (p *pkgState) callSite(c *ssa.Call, t target, s summary, sums map[*ssa.Function][]summary) bool {
	if s.Returned {
		return p.returnedHint(c, t, s, sums)
	}
	caller := c.Parent()
	args := t.args
	hintParam := -1
	if s.HintParam >= 0 {
		if s.HintParam >= len(args) || args[s.HintParam] == nil {
			return false
		}
		a := args[s.HintParam]
		if v, ok := p.bools.constBool(a, s.Ptr); ok {
			if v != s.Value {
				return false
			}
		} else if prm, ok := a.(*ssa.Parameter); ok && prm.Parent() == caller {
			hintParam = paramIndex(caller, prm)
		} else {
			return false
		}
	}
	var src *flow.PromptSource
	var srcRef *SourceRef
	if s.Source != nil && s.HintParam >= 0 {
		srcRef = s.Source
	}
	var params []int
	for _, i := range s.Params {
		if i >= len(args) || args[i] == nil {
			continue
		}
		a := args[i]
		if src == nil {
			src = p.entrySource(a)
		}
		params = append(params, p.entryParams(caller, a)...)
	}
	if hintParam < 0 && (src != nil || srcRef != nil) && !s.constOrigin {
		if !s.Host || p.callReaches(c, t, nil) == reachCarrier {
			p.reportCall(c, t, s.ParamHint, src, srcRef)
		}
		return false
	}
	params = cleanParams(caller, params)
	ns := summary{ParamHint: s.ParamHint, constOrigin: s.constOrigin}
	if s.Host {
		switch p.callReaches(c, t, caller) {
		case reachNone:
			return false
		case reachCarrier:
			ns.Host = false
		}
	}
	ns.Params, ns.HintParam, ns.Source = params, hintParam, nil
	if hintParam >= 0 {
		// The hint's value is still the callers' to give; the entry may
		// already be prompt-derived here.
		ns.Source = srcRef
		if src != nil {
			ns.Source = &SourceRef{Pos: p.pass.Fset.Position(src.Pos), Desc: src.Desc}
		}
	}
	if ns.Source == nil && len(params) == 0 {
		return false
	}
	return addSummary(sums, caller, ns)
}

// returnedHint handles a call of a function that returns a struct holding
// a hint: the entries are where the caller puts the result.
func (p *pkgState) returnedHint(c *ssa.Call, t target, s summary, sums map[*ssa.Function][]summary) bool {
	if s.constOrigin {
		// The walk from the hint already followed this package's calls.
		return false
	}
	entries, returns := p.entriesFrom(c)
	var params []int
	caller := c.Parent()
	for _, e := range entries {
		if src := p.entrySource(e); src != nil {
			if !s.Host || p.reaches(entries, nil) == reachCarrier {
				p.reportCall(c, t, s.ParamHint, src, nil)
			}
			return false
		}
		params = append(params, p.entryParams(caller, e)...)
	}
	changed := false
	for _, fn := range returns {
		if fn.Object() != nil {
			ns := s
			changed = addSummary(sums, fn, ns) || changed
		}
	}
	if params = cleanParams(caller, params); len(params) > 0 {
		ns := s
		ns.Returned, ns.Params = false, params
		changed = addSummary(sums, caller, ns) || changed
	}
	return changed
}

// callEntries returns the values of a call's caller that may hold the
// struct a summarised callee set a hint in: the call's result, and the
// pointers, slices and maps it is given (a struct passed by value is a
// copy).
func callEntries(c *ssa.Call, t target) []ssa.Value {
	out := []ssa.Value{c}
	for _, a := range t.args {
		if a == nil {
			continue
		}
		switch a.Type().Underlying().(type) {
		case *types.Pointer, *types.Slice, *types.Map:
			out = append(out, a)
		}
	}
	return out
}

func paramIndex(fn *ssa.Function, p *ssa.Parameter) int {
	for i, q := range fn.Params {
		if q == p {
			return i
		}
	}
	return -1
}

// exportFacts attaches the summaries of the package's declared functions
// to them, for the packages that call them.
func (p *pkgState) exportFacts(sums map[*ssa.Function][]summary) {
	fns := make([]*ssa.Function, 0, len(sums))
	for fn := range sums {
		fns = append(fns, fn)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	for _, fn := range fns {
		if fn.Synthetic != "" || fn.Object() == nil || fn.Object().Pkg() != p.pass.Pkg || !fn.Object().Exported() {
			continue
		}
		var f HintFact
		for _, s := range sums[fn] {
			f.Hints = append(f.Hints, s.ParamHint)
		}
		sortHints(f.Hints)
		p.pass.ExportObjectFact(fn.Object(), &f)
	}
}

// isCtor reports whether c calls a tool constructor (mcp-go mcp.NewTool).
func (p *pkgState) isCtor(c *ssa.Call) bool {
	obj := ssaval.CalleeObject(c.Common())
	return obj != nil && sdk.LookupFunc(obj, sdk.ToolCtor) != nil
}

// staticFunc returns the function with a body that c calls statically (the
// generic function for an instance), or nil.
func staticFunc(c *ssa.Call) *ssa.Function {
	f := c.Call.StaticCallee()
	if f == nil {
		return nil
	}
	if f.Origin() != nil {
		f = f.Origin()
	}
	return f
}
