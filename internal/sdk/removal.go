package sdk

import (
	"go/types"

	"github.com/mcpvet/mcpvet/internal/gotypes"
)

// This file is the removal part of the tables: the methods that take tools
// or prompts off a server again, and those that replace every tool (or
// prompt) of a server by the ones they are given. Read from the modules'
// source: go-sdk v1.8.0 (*mcp.Server).RemoveTools and RemovePrompts
// (names ...string); mcp-go v1.2.1 (*server.MCPServer).DeleteTools and
// DeletePrompts (names ...string), SetTools (tools ...ServerTool) and
// SetPrompts (prompts ...ServerPrompt), which drop every earlier entry of
// their kind and then add theirs. mcp-golang has no removal. Session
// tools (mcp-go DeleteSessionTools) are per session and not listed.

// Removal is a method that removes tools or prompts from the server it is
// called on (the receiver).
type Removal struct {
	Pkgs   []string
	Recv   string
	Name   string
	Prompt bool // removes prompts; otherwise tools
	// All: it removes every tool (or prompt) first and registers its
	// variadic entries (ServerTool, ServerPrompt); otherwise it removes the
	// entries named by its variadic string arguments.
	All bool
}

// Removals lists the removal methods.
var Removals = []Removal{
	{Pkgs: goSDK, Recv: "Server", Name: "RemoveTools"},
	{Pkgs: goSDK, Recv: "Server", Name: "RemovePrompts", Prompt: true},
	{Pkgs: mark3Server, Recv: "MCPServer", Name: "DeleteTools"},
	{Pkgs: mark3Server, Recv: "MCPServer", Name: "DeletePrompts", Prompt: true},
	{Pkgs: mark3Server, Recv: "MCPServer", Name: "SetTools", All: true},
	{Pkgs: mark3Server, Recv: "MCPServer", Name: "SetPrompts", Prompt: true, All: true},
}

var removalIndex = map[string]*Removal{}

func init() {
	for i := range Removals {
		r := &Removals[i]
		for _, p := range r.Pkgs {
			removalIndex[p+"."+r.Recv+"."+r.Name] = r
		}
	}
}

// LookupRemoval returns the table entry of a removal method, or nil; by
// identity (package path, receiver type, name), as LookupFunc.
func LookupRemoval(fn *types.Func) *Removal {
	return removalIndex[gotypes.FuncKey(fn)]
}

// servers are the MCP server types, by TypeKey.
var servers = map[string]bool{}

func init() {
	for _, p := range goSDK {
		servers[p+".Server"] = true
	}
	for _, p := range mark3Server {
		servers[p+".MCPServer"] = true
	}
	for _, p := range mcpGolang {
		servers[p+".Server"] = true
	}
}

// IsServer reports whether t is an MCP server type of an SDK, or a pointer
// to one: what tools and prompts are registered on.
func IsServer(t types.Type) bool {
	return servers[TypeKey(gotypes.Deref(t))]
}
