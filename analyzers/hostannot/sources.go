package hostannot

import (
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/flow"
	"github.com/mcpvet/mcpvet/internal/sdk"
)

// sourceFilter asks the flow analysis whether values derive from a
// prompts/list source, and keeps only the sources that are a listing: a
// value of a prompt type that the package made itself (mcp-go
// mcp.NewPrompt, or a parameter whose callers in the package all pass
// prompts they built) is a server's own prompt, and hints on the server's
// own tools are the server's to set.
type sourceFilter struct{ p *pkgState }

func (p *pkgState) sources() sourceFilter { return sourceFilter{p} }

// PromptSource is flow.Result.PromptSource, filtered.
func (f sourceFilter) PromptSource(v ssa.Value) *flow.PromptSource {
	return f.p.accept(f.p.res.PromptSource(v))
}

// FieldPromptSource is flow.Result.FieldPromptSource, filtered.
func (f sourceFilter) FieldPromptSource(v ssa.Value, fields ...string) *flow.PromptSource {
	return f.p.accept(f.p.res.FieldPromptSource(v, fields...))
}

// accept returns src if it is a listing, or nil.
func (p *pkgState) accept(src *flow.PromptSource) *flow.PromptSource {
	if src == nil {
		return nil
	}
	ok, done := p.accepted[src.Pos]
	if !done {
		visited := map[token.Pos]bool{}
		ok = p.isListing(src.Pos, visited)
		if !ok {
			// Nothing src's search reached leads to a listing: the
			// search from any of them reaches no more than src's did.
			for pos := range visited {
				p.accepted[pos] = false
			}
		}
	}
	if ok {
		return src
	}
	return nil
}

// isListing reports whether the source at pos is a listing: a call that
// is not an SDK's prompt constructor, or a parameter that some caller in
// the package gives a listing (or that callers outside the package give).
// It searches the callers' arguments depth first, visiting each source
// once, so a recursive function neither loops nor caches a guess: only
// answers that hold are recorded (true on the path that found a listing;
// false, by accept, for everything a fruitless search visited).
func (p *pkgState) isListing(pos token.Pos, visited map[token.Pos]bool) bool {
	if ok, done := p.accepted[pos]; done {
		return ok
	}
	visited[pos] = true
	ok := p.listingStep(pos, visited)
	if ok {
		p.accepted[pos] = true
	}
	return ok
}

func (p *pkgState) listingStep(pos token.Pos, visited map[token.Pos]bool) bool {
	if c := p.callAt[pos]; c != nil {
		obj := calleeFunc(c.Common())
		return obj == nil || sdk.LookupFunc(obj, sdk.PromptCtor) == nil
	}
	prm := p.paramAt[pos]
	if prm == nil {
		return true
	}
	fn := prm.Parent()
	callers := p.callers[fn]
	if len(callers) == 0 {
		// Called from elsewhere: the prompt is its callers', and a
		// host's helper receiving prompts is where the hint is.
		return true
	}
	idx := paramIndex(fn, prm) // static calls of methods pass the receiver first, as Params has it
	for _, c := range callers {
		if idx < 0 || idx >= len(c.Call.Args) {
			return true
		}
		if src := p.res.PromptSource(c.Call.Args[idx]); src != nil && !visited[src.Pos] && p.isListing(src.Pos, visited) {
			return true
		}
	}
	return false
}
