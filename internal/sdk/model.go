package sdk

import (
	"go/types"
	"maps"
)

// Model answers the engine's questions (flow.Model) from the tables.
type Model struct{}

// Sink reports whether calling fn issues prompts/get.
func (Model) Sink(fn *types.Func) bool { return LookupFunc(fn, PromptGet) != nil }

// SinkMethod reports whether method is prompts/get's JSON-RPC method name.
func (Model) SinkMethod(method string) bool {
	role, ok := MethodStrings[method]
	return ok && role == PromptGet
}

// Source reports whether calling fn issues prompts/list.
func (Model) Source(fn *types.Func) bool { return LookupFunc(fn, PromptList) != nil }

// SourceData reports whether t holds prompt listing data.
func (Model) SourceData(t types.Type) bool { return HasRole(t, PromptData) }

// ToolCall reports whether t holds a tool call a model chose.
func (Model) ToolCall(t types.Type) bool { return HasRole(t, LLMToolCall) }

// ToolRequest reports whether t holds an MCP tools/call request.
func (Model) ToolRequest(t types.Type) bool { return HasRole(t, ToolRequest) }

// Registration returns the name and handler arguments of a tool
// registration.
func (Model) Registration(fn *types.Func) (name, handler int, ok bool) {
	reg := LookupFunc(fn, ToolReg)
	if reg == nil {
		return 0, 0, false
	}
	return reg.Arg, reg.Handler, true
}

// ToolInterfaces returns the agent frameworks' tool interfaces and the
// method of each that runs a tool.
func (Model) ToolInterfaces() map[string]string {
	out := make(map[string]string, len(ifaceIdx))
	for k, in := range maps.All(ifaceIdx) {
		out[k] = in.Method
	}
	return out
}

// HintField reports whether field i of s holds an annotation hint.
func (Model) HintField(s *types.Struct, i int) bool {
	_, ok := FieldHint(s, i)
	return ok
}

// DefFields returns the identity fields of a tool definition type.
func (Model) DefFields(t types.Type) []string {
	if def := LookupType(t, ToolDef); def != nil {
		return def.Fields
	}
	return nil
}

// DefArgs calls arg for the name and description arguments of tool
// constructors and description options, and reports whether fn sets an
// annotation hint.
func (Model) DefArgs(fn *types.Func, arg func(index int, name, mcp, option bool)) (annotates bool) {
	for _, e := range FuncRoles(fn) {
		switch e.Role {
		case AnnotationOption:
			annotates = true
		case ToolCtor, LLMToolCtor:
			arg(e.Arg, true, e.Role == ToolCtor, false)
			if e.Desc > 0 {
				arg(e.Desc, false, e.Role == ToolCtor, false)
			}
		case ToolDescOption:
			arg(e.Arg, false, false, true)
		}
	}
	return annotates
}
