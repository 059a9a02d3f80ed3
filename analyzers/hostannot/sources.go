package hostannot

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/flow"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// sourceFilter asks the flow analysis whether values derive from a
// prompts/list source, and keeps only the sources that are a listing: a
// value of a prompt type that the package made itself (mcp-go
// mcp.NewPrompt, or a parameter whose callers in the package all pass
// prompts they built) is a server's own prompt, and hints on the server's
// own tools are the server's to set. What a function of another package
// returns is a source only if the engine's facts say it returns a listing's
// prompts (flow.FuncFact.ReturnsListed): a server's own catalogue is not.
type sourceFilter struct{ p *pkgState }

func (p *pkgState) sources() sourceFilter { return sourceFilter{p} }

// of is the engine's answer to q (flow.Result.PromptSource, or
// FieldPromptSource for q's fields), filtered.
func (f sourceFilter) of(q identityQuery) *flow.PromptSource {
	if len(q.fields) > 0 {
		return f.p.accept(f.p.res.FieldPromptSource(q.v, q.fields...))
	}
	return f.p.accept(f.p.res.PromptSource(q.v))
}

// accept returns src if it is a listing, or nil.
func (p *pkgState) accept(src *flow.PromptSource) *flow.PromptSource {
	if src == nil {
		return nil
	}
	ok, done := p.accepted[src]
	if !done {
		visited := map[*flow.PromptSource]bool{}
		ok = p.isListing(src, visited)
		if !ok {
			// Nothing src's search reached leads to a listing: the
			// search from any of them reaches no more than src's did.
			for s := range visited {
				p.accepted[s] = false
			}
		}
	}
	if ok {
		return src
	}
	return nil
}

// isListing reports whether src is a listing: a call that is not an SDK's
// prompt constructor, or a parameter that some caller in the package gives
// a listing (or that callers outside the package give). It searches the
// callers' arguments depth first, visiting each source once, so a
// recursive function neither loops nor caches a guess: only answers that
// hold are recorded (true on the path that found a listing; false, by
// accept, for everything a fruitless search visited).
func (p *pkgState) isListing(src *flow.PromptSource, visited map[*flow.PromptSource]bool) bool {
	if ok, done := p.accepted[src]; done {
		return ok
	}
	visited[src] = true
	ok := false
	for _, v := range p.sourceValues(src) {
		if p.listingStep(v, visited) {
			ok = true
			break
		}
	}
	if ok {
		p.accepted[src] = true
	}
	return ok
}

// noteSource records v, a call, a call's result or a parameter, if it is
// a source itself: the engine finds it derives from a source that none of
// its operands derives from (a call passing a listed prompt on is not
// one), a parameter has a prompt type, and a call runs no function of
// this package (which would pass on what that function returns). Sources
// are the engine's, one per call or parameter, so two at one position
// (calls on one line, instances of generic code, code without positions)
// are told apart.
func (p *pkgState) noteSource(v ssa.Value) {
	src := p.res.PromptSource(v)
	if src == nil {
		return
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		if !sdk.HasRole(x.Type(), sdk.PromptData) {
			return
		}
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); !ok || p.runsLocal(c) {
			return
		}
	case *ssa.Call:
		if p.runsLocal(x) {
			return
		}
	}
	var ops [8]*ssa.Value
	if in, ok := v.(ssa.Instruction); ok {
		for _, op := range in.Operands(ops[:0]) {
			if *op != nil && p.res.PromptSource(*op) == src {
				return
			}
		}
	}
	p.sourceOf[src] = append(p.sourceOf[src], v)
}

// runsLocal reports whether c may run a function of this package.
func (p *pkgState) runsLocal(c *ssa.Call) bool {
	for _, t := range p.targets(c) {
		if t.fn != nil {
			return true
		}
	}
	return false
}

// sourceValues returns the calls, results and parameters that are src. A
// source with none (not of this package's values) is one value of nil: a
// listing.
func (p *pkgState) sourceValues(src *flow.PromptSource) []ssa.Value {
	if vs := p.sourceOf[src]; len(vs) > 0 {
		return vs
	}
	return []ssa.Value{nil}
}

func (p *pkgState) listingStep(v ssa.Value, visited map[*flow.PromptSource]bool) bool {
	switch v := v.(type) {
	case *ssa.Extract:
		return p.listingStep(v.Tuple, visited)
	case *ssa.Call:
		obj := ssaval.CalleeObject(v.Common())
		return obj == nil || sdk.LookupFunc(obj, sdk.PromptCtor) == nil
	case *ssa.Parameter:
		return p.paramListing(v, visited)
	}
	return true
}

// paramListing reports whether parameter prm is given a listing.
func (p *pkgState) paramListing(prm *ssa.Parameter, visited map[*flow.PromptSource]bool) bool {
	fn := prm.Parent()
	callers := p.callers[fn]
	if len(callers) == 0 {
		// Called from elsewhere: the prompt is its callers', and a
		// host's helper receiving prompts is where the hint is.
		return true
	}
	idx := paramIndex(fn, prm) // the arguments are lined up with Params (the receiver first)
	for _, c := range callers {
		if idx < 0 || idx >= len(c.args) || c.args[idx] == nil {
			return true
		}
		if p.argListing(c.args[idx], visited) {
			return true
		}
	}
	return false
}

// argListing reports whether an argument derives from a listing (a source
// being searched, on a cycle, is not one).
func (p *pkgState) argListing(a ssa.Value, visited map[*flow.PromptSource]bool) bool {
	src := p.res.PromptSource(a)
	return src != nil && !visited[src] && p.isListing(src, visited)
}
