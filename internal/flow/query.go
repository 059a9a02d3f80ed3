package flow

import (
	"slices"

	"golang.org/x/tools/go/ssa"
)

// Release drops the graph behind the queries of this file: afterwards they
// find nothing. The checker keeps every package's result until the run
// ends, and the graph (with the package's SSA form) is most of a result,
// so the analyzer that queries it (hostannot) releases it when done.
func (r *Result) Release() { r.g = nil }

// Funcs returns the functions of the package that were analyzed, in a
// stable order (source functions first, then what they reference). It is
// empty for packages that mcpvet does not analyze.
func (r *Result) Funcs() []*ssa.Function {
	if r.g == nil {
		return nil
	}
	return r.g.funcs
}

// PromptSource returns the prompts/list source that the value v may derive
// from, or nil.
func (r *Result) PromptSource(v ssa.Value) *PromptSource {
	if n, ok := r.node(v); ok {
		return r.g.promptSource(n)
	}
	return nil
}

// FieldPromptSource returns the prompts/list source that any of the named
// fields of the structs v may denote (v a struct value or a pointer to one)
// derives from, or nil. This answers "is this entry's name or description
// prompt-derived" for the entry an annotation is attached to.
func (r *Result) FieldPromptSource(v ssa.Value, fields ...string) *PromptSource {
	n, ok := r.node(v)
	if !ok {
		return nil
	}
	for _, l := range r.g.Labels(n) {
		if r.g.kinds[l] != lObj {
			continue
		}
		for _, f := range fields {
			sub, ok := r.g.lookupSub(l, "."+f)
			if !ok {
				continue
			}
			if c, ok := r.g.contentOf(sub); ok {
				if src := r.g.promptSource(c); src != nil {
					return src
				}
			}
		}
	}
	return nil
}

// ParamSources returns the indices of the parameters of v's function whose
// values v may derive from (for summaries: "the name comes from parameter
// i"). Only declared functions of the package have such parameters.
func (r *Result) ParamSources(v ssa.Value) []int {
	n, ok := r.node(v)
	if !ok {
		return nil
	}
	return r.g.paramSources(n)
}

// FieldParamSources is ParamSources for the named fields of the structs v
// may denote.
func (r *Result) FieldParamSources(v ssa.Value, fields ...string) []int {
	n, ok := r.node(v)
	if !ok {
		return nil
	}
	var out []int
	for _, l := range r.g.Labels(n) {
		if r.g.kinds[l] != lObj {
			continue
		}
		for _, f := range fields {
			if sub, ok := r.g.lookupSub(l, "."+f); ok {
				if c, ok := r.g.contentOf(sub); ok {
					out = append(out, r.g.paramSources(c)...)
				}
			}
		}
	}
	return out
}

func (g *graph) paramSources(n node) []int {
	var out []int
	for _, l := range g.Labels(n) {
		if g.kinds[l] == lParam {
			out = append(out, g.payload[l].(*symRoot).param)
		}
	}
	return out
}

func (r *Result) node(v ssa.Value) (node, bool) {
	if r.g == nil {
		return 0, false
	}
	n, ok := r.g.values[v]
	return n, ok
}

// Callees returns the functions that a call of a function value or of an
// interface method can run according to the value tracking: the functions
// and concrete methods that reach it (in this package, or declared in
// another one and known by their objects). A call the tracking did not
// resolve has none, and so does a call with a static callee (its callee
// is StaticCallee). Unlike the other queries it answers after Release:
// the analyzers that run alongside the one that releases the graph
// (hostannot) may ask it at any time.
func (r *Result) Callees(call ssa.CallInstruction) []*ssa.Function {
	return r.calls[call]
}

// resolvedCalls returns the callees of the package's dynamic call sites
// that have any, for Callees.
func (g *graph) resolvedCalls() map[ssa.CallInstruction][]*ssa.Function {
	out := map[ssa.CallInstruction][]*ssa.Function{}
	for instr, s := range g.siteOf {
		if instr.Common().StaticCallee() != nil {
			continue
		}
		for _, c := range s.callees {
			if c.fn != nil && len(c.via) == 0 && !slices.Contains(out[instr], c.fn) {
				out[instr] = append(out[instr], c.fn)
			}
		}
	}
	return out
}
