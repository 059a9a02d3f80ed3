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
	return f.p.accept(f.p.res.PromptSource(v), 0)
}

// FieldPromptSource is flow.Result.FieldPromptSource, filtered.
func (f sourceFilter) FieldPromptSource(v ssa.Value, fields ...string) *flow.PromptSource {
	return f.p.accept(f.p.res.FieldPromptSource(v, fields...), 0)
}

// accept returns src if it is a listing, or nil.
func (p *pkgState) accept(src *flow.PromptSource, depth int) *flow.PromptSource {
	if src == nil {
		return nil
	}
	if ok, done := p.accepted[src.Pos]; done {
		if ok {
			return src
		}
		return nil
	}
	p.accepted[src.Pos] = true // assume a listing while deciding (cycles)
	ok := p.isListing(src.Pos, depth)
	p.accepted[src.Pos] = ok
	if ok {
		return src
	}
	return nil
}

func (p *pkgState) isListing(pos token.Pos, depth int) bool {
	if c := p.callAt[pos]; c != nil {
		if obj := calleeFunc(c.Common()); obj != nil && sdk.LookupFunc(obj, sdk.PromptCtor) != nil {
			return false
		}
		return true
	}
	prm := p.paramAt[pos]
	if prm == nil || depth > 4 {
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
		if src := p.res.PromptSource(c.Call.Args[idx]); src != nil && src.Pos != pos && p.accept(src, depth+1) != nil {
			return true
		}
	}
	return false
}
