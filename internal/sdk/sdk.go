// Package sdk is mcpvet's knowledge of the Go MCP and LLM SDKs: which
// functions, methods and types play which role (prompts/get sinks,
// prompts/list sources, registrations, annotation types, LLM tool
// definitions and tool calls).
//
// The knowledge is data, in table.go; this file only indexes it and matches
// go/types objects against it by identity: package path, receiver or type
// name, and member name. Generic instances and aliases are reduced to their
// origin first, so mcp.CallToolRequest and ServerRequest[*CallToolParamsRaw]
// are one type, and an instance of the generic mcp.AddTool is mcp.AddTool.
package sdk

import (
	"go/types"
	"slices"

	"github.com/mcpvet/mcpvet/internal/gotypes"
)

// Role is what a symbol does in an MCP or LLM conversation.
type Role int

// The roles.
const (
	_                Role = iota
	PromptGet             // issues prompts/get
	PromptList            // issues prompts/list; its results are prompt data
	ToolList              // issues tools/list
	ToolCallMethod        // issues tools/call
	ToolReg               // registers a tool on a server
	PromptReg             // registers a prompt on a server
	ResourceReg           // registers a resource on a server
	ToolCtor              // constructs an MCP tool from a name argument
	PromptCtor            // constructs an MCP prompt from a name argument
	ToolDescOption        // option setting an MCP tool's description
	AnnotationOption      // option setting a tool annotation hint
	LLMToolCtor           // constructs an LLM tool definition from a name argument
	ToolRequest           // an MCP tools/call request received by a handler
	PromptData            // prompt listing data
	ToolData              // tool listing data
	ToolDef               // a tool definition given to a model or a server
	LLMToolCall           // a tool call chosen by a model
	Annotations           // a tool annotation struct
)

var roleNames = map[Role]string{
	PromptGet: "prompts/get", PromptList: "prompts/list", ToolList: "tools/list",
	ToolCallMethod: "tools/call", ToolReg: "tool registration", PromptReg: "prompt registration",
	ResourceReg: "resource registration", ToolCtor: "tool constructor", PromptCtor: "prompt constructor",
	ToolDescOption: "tool description option", AnnotationOption: "annotation option",
	LLMToolCtor: "LLM tool constructor", ToolRequest: "tool request", PromptData: "prompt data",
	ToolData: "tool data", ToolDef: "tool definition", LLMToolCall: "LLM tool call",
	Annotations: "tool annotations",
}

func (r Role) String() string { return roleNames[r] }

// Func is a function or method with a role.
type Func struct {
	Role     Role
	Pkgs     []string // import paths that declare it, one per SDK version
	Recv     string   // receiver type or interface name; "" for functions
	Name     string
	Arg      int    // index of the name argument, -1 if none (0 may mean unset: check Role)
	Desc     int    // index of a description argument, 0 if none
	Handler  int    // index of the handler argument, -1 if in the entries
	Variadic bool   // takes entries (ServerTool, ServerPrompt) as variadic arguments
	Hint     string // annotation field set by an AnnotationOption
}

// Type is a named type with a role.
type Type struct {
	Role   Role
	Pkgs   []string
	Name   string
	Fields []string // identity fields of a ToolDef
}

// Interface is an agent-framework tool interface.
type Interface struct {
	Pkgs   []string
	Name   string
	Method string
}

var (
	tablePkgs = map[string]bool{}
	typePkgs  = map[string]bool{} // the packages of typeIndex's keys
	funcIndex = map[string][]*Func{}
	typeIndex = map[string][]*Type{}
	ifaceIdx  = map[string]*Interface{}
)

func init() {
	for i := range Funcs {
		f := &Funcs[i]
		for _, p := range f.Pkgs {
			tablePkgs[p] = true
			k := p + "." + f.Name
			if f.Recv != "" {
				k = p + "." + f.Recv + "." + f.Name
			}
			funcIndex[k] = append(funcIndex[k], f)
		}
	}
	for i := range Types {
		t := &Types[i]
		for _, p := range t.Pkgs {
			tablePkgs[p] = true
			typePkgs[p] = true
			typeIndex[p+"."+t.Name] = append(typeIndex[p+"."+t.Name], t)
		}
	}
	for i := range Interfaces {
		in := &Interfaces[i]
		for _, p := range in.Pkgs {
			tablePkgs[p] = true
			ifaceIdx[p+"."+in.Name] = in
		}
	}
}

// LookupFunc returns the table entry for fn with the given role, or nil.
// Methods are matched by the name of their receiver's named type (or the
// interface that declares them); generic instances by their origin.
func LookupFunc(fn *types.Func, role Role) *Func {
	for _, f := range funcIndex[gotypes.FuncKey(fn)] {
		if f.Role == role {
			return f
		}
	}
	return nil
}

// FuncRoles returns every table entry that matches fn.
func FuncRoles(fn *types.Func) []*Func {
	if fn == nil {
		return nil
	}
	return funcIndex[gotypes.FuncKey(fn)]
}

// LookupType returns the table entry for t with the given role, or nil. t is
// matched after removing aliases; pointers are not removed (see Deref).
func LookupType(t types.Type, role Role) *Type {
	// Most types asked about are no SDK's: the package decides, without
	// making the key.
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !typePkgs[n.Obj().Pkg().Path()] {
		return nil
	}
	for _, e := range typeIndex[TypeKey(n)] {
		if e.Role == role {
			return e
		}
	}
	return nil
}

// TypeKey is the identity of a named type used by the tables: its package
// path, a dot, and its name with type arguments written relative to its
// package. It returns "" for unnamed types.
func TypeKey(t types.Type) string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	pkg := n.Obj().Pkg()
	if n.TypeArgs().Len() == 0 && n.TypeParams().Len() == 0 {
		return pkg.Path() + "." + n.Obj().Name() // what TypeString writes
	}
	name := types.TypeString(n, func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Path()
	})
	return pkg.Path() + "." + name
}

// HasRole reports whether t, a pointer to it, or a slice, array, map or
// channel of either, is a type with the given role.
func HasRole(t types.Type, role Role) bool {
	for i := 0; i < 4 && t != nil; i++ {
		if LookupType(t, role) != nil {
			return true
		}
		var ok bool
		if t, ok = gotypes.Elem(t); !ok {
			return false
		}
	}
	return false
}

// LookupInterface returns the framework tool interface named by key
// "path.Name", or nil.
func LookupInterface(key string) *Interface { return ifaceIdx[key] }

// FrameworkInterfaces returns the keys of all framework tool interfaces.
func FrameworkInterfaces() []string {
	keys := make([]string, 0, len(ifaceIdx))
	for k := range ifaceIdx {
		keys = append(keys, k)
	}
	return keys
}

// IsSDKModule reports whether modulePath is the path of one of the SDK
// modules mcpvet knows (the module a driver says a package is in).
func IsSDKModule(modulePath string) bool {
	return slices.Contains(sdkModules, modulePath)
}

// IsTablePackage reports whether path is the import path of a package the
// tables name: where a driver gives no facts about a package, this is how
// an import of an SDK is recognised (by identity, as symbols are).
func IsTablePackage(path string) bool { return tablePkgs[path] }

// sdkModules are the module paths of the SDKs (one per major version).
var sdkModules = []string{
	"github.com/modelcontextprotocol/go-sdk",
	"github.com/mark3labs/mcp-go",
	"github.com/metoro-io/mcp-golang",
	"github.com/anthropics/anthropic-sdk-go",
	"github.com/anthropics/anthropic-sdk-go/v2",
	"github.com/openai/openai-go",
	"github.com/openai/openai-go/v2",
	"github.com/openai/openai-go/v3",
	"github.com/sashabaranov/go-openai",
	"github.com/tmc/langchaingo",
	"google.golang.org/genai",
	"github.com/ollama/ollama",
	"github.com/cloudwego/eino",
}
