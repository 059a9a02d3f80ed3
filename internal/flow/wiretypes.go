package flow

import (
	"go/types"

	"github.com/mcpvet/mcpvet/internal/gotypes"
)

// isToolCall reports whether a value of type t holds a tool call chosen by
// a model: a tool-call type of an LLM SDK, or a host's own type for one
// (see isWireToolCall for its JSON tags, noteOwnToolCalls for its use),
// directly or through pointers, slices, arrays and maps.
func (g *graph) isToolCall(t types.Type) bool {
	if g.model.ToolCall(t) {
		return true
	}
	for range 8 {
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return g.isWireToolCall(n)
		}
		var ok bool
		if t, ok = gotypes.Elem(t); !ok {
			return false
		}
	}
	return false
}

// isWireToolCall reports whether n is a host's hand-written type for a tool
// call of an LLM API, recognised by the JSON the APIs use (a host with its
// own LLM client imports no SDK):
//
//   - the element type of a field tagged "tool_calls" (OpenAI-style chat
//     messages, which Ollama, vLLM and most gateways also speak);
//   - a struct whose field tagged "function" holds a struct with fields
//     tagged "name" and "arguments" (an OpenAI tool call);
//   - a struct with fields tagged "type", "id", "name" and "input" (an
//     Anthropic tool_use content block);
//   - a struct with fields tagged "id", "name" and "arguments", "args" or
//     "input": the provider-neutral tool call that multi-provider hosts
//     convert every SDK's tool call into (the id is the tool call's, which
//     the reply must echo; a JSON-RPC tools/call has a method instead);
//   - the type of a field tagged "functionCall" or "function_call" whose
//     struct has fields tagged "name" and "args" or "arguments" (Gemini,
//     and OpenAI's legacy function calls).
//
// A type without such tags is one when noteOwnToolCalls, run first, found
// it read from an HTTP response and its name used to run a callable.
func (g *graph) isWireToolCall(n *types.Named) bool {
	if v, ok := g.wireCalls[n]; ok {
		return v
	}
	g.wireCalls[n] = false
	st, ok := n.Underlying().(*types.Struct)
	if !ok || n.Obj().Pkg() == nil || g.scope.InSDK(n.Obj().Pkg()) {
		return false
	}
	tags := jsonFields(st)
	r := false
	if f := tags["function"]; f != nil {
		if inner := structOf(f.Type()); inner != nil {
			in := jsonFields(inner)
			r = in["name"] != nil && in["arguments"] != nil
		}
	}
	if tags["id"] != nil && tags["name"] != nil && (tags["input"] != nil || tags["arguments"] != nil || tags["args"] != nil) && tags["method"] == nil {
		r = true
	}
	g.wireCalls[n] = r
	return r
}

// noteWireContainers records the element types of fields tagged
// "tool_calls", and the types of fields tagged "functionCall" or
// "function_call" that name a function call, of the structs declared in
// the package, as wire tool-call types.
func (g *graph) noteWireContainers() {
	scope := g.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		st := structOf(tn.Type())
		if st == nil {
			continue
		}
		for tag, f := range jsonFields(st) {
			var elem types.Type
			switch tag {
			case "tool_calls", "toolCalls":
				if s, ok := types.Unalias(f.Type()).Underlying().(*types.Slice); ok {
					elem = s.Elem()
				}
			case "functionCall", "function_call":
				if inner := structOf(f.Type()); inner != nil {
					in := jsonFields(inner)
					if in["name"] != nil && (in["args"] != nil || in["arguments"] != nil) {
						elem = f.Type()
					}
				}
			}
			if p, ok := types.Unalias(elem).(*types.Pointer); ok {
				elem = p.Elem()
			}
			if en, ok := types.Unalias(elem).(*types.Named); ok && en.Obj().Pkg() != nil && !g.scope.InSDK(en.Obj().Pkg()) {
				g.wireCalls[en] = true
			}
		}
	}
}

// jsonFields returns a struct's fields by the name their JSON tag gives.
func jsonFields(st *types.Struct) map[string]*types.Var {
	out := map[string]*types.Var{}
	for i := range st.NumFields() {
		if name := gotypes.JSONTagName(st, i); name != "" && !gotypes.JSONSkipped(st, i) {
			out[name] = st.Field(i)
		}
	}
	return out
}

// structOf returns the struct type t is, or points to, or nil.
func structOf(t types.Type) *types.Struct {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}
