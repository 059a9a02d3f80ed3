package flow

import "go/types"

// Model is what the engine asks of the MCP and LLM SDKs: which calls are
// sinks and sources, which types hold source data or a model's tool call,
// which calls register handlers or define tools. internal/sdk answers it
// from its tables (sdk.Model); the engine names no SDK.
type Model interface {
	// Sink reports whether calling fn issues prompts/get.
	Sink(fn *types.Func) bool
	// SinkMethod reports whether a JSON-RPC method name, given as a
	// constant to a request built by hand, is prompts/get.
	SinkMethod(method string) bool
	// Source reports whether calling fn issues prompts/list: its results
	// are prompt data.
	Source(fn *types.Func) bool
	// SourceData reports whether t (or what a pointer, slice, array, map
	// or channel of it holds) is prompt listing data.
	SourceData(t types.Type) bool
	// ToolCall reports whether t (or what it holds) is an SDK's type for a
	// tool call a model chose.
	ToolCall(t types.Type) bool
	// ToolRequest reports whether t (or what it holds) is the tools/call
	// request an MCP tool handler receives.
	ToolRequest(t types.Type) bool
	// Registration returns, for a function that registers a tool on an
	// MCP server, the index of its name argument (-1 if the name is in a
	// tool definition) and of its handler argument (-1 if the handler is
	// in the entries it takes); ok is false for other functions.
	Registration(fn *types.Func) (name, handler int, ok bool)
	// ToolInterfaces returns the agent frameworks' tool interfaces, as
	// "path.Name" keys, each with the method that runs a tool.
	ToolInterfaces() map[string]string
	// HintField reports whether field i of s holds a tool annotation hint.
	HintField(s *types.Struct, i int) bool
	// DefFields returns the identity fields (name, description) of a tool
	// definition type t, or nil if t is none.
	DefFields(t types.Type) []string
	// DefArgs calls arg for each argument of a call of fn that names or
	// describes a tool definition: its index, whether it is the name (not
	// the description), whether the definition is an MCP server's tool
	// (not one given to an LLM), and whether fn is an option setting the
	// description (not a constructor). It reports whether the call sets a
	// tool's annotation hint.
	DefArgs(fn *types.Func, arg func(index int, name, mcp, option bool)) (annotates bool)
}
