package sdk

import (
	"go/types"

	"github.com/mcpvet/mcpvet/internal/gotypes"
)

// This file is the elicitation part of the tables: the calls that ask the
// user a question through the client (elicitation/create, or an input
// request returned in a multi-round-trip result), the field that says
// whether the client can answer, and the result's action and content. Like
// the rest of the tables it is data, matched by identity (package path,
// type, member), never by a member's name alone.

// ElicitForm is how an elicitation travels.
type ElicitForm int

// The forms.
const (
	_ ElicitForm = iota
	// ElicitRequest: the server sends elicitation/create and waits for the
	// answer in the call (go-sdk Elicit, mcp-go RequestElicitation).
	ElicitRequest
	// ElicitInputRequest: the question is returned in the tool's result as
	// an input request (multi-round-trip, SEP-2322), and the answer comes
	// with the next call of the tool.
	ElicitInputRequest
)

// SDK names which SDK an elicitation belongs to, where the rules differ.
type SDK int

// The SDKs with elicitation.
const (
	_ SDK = iota
	GoSDK
	MCPGo
)

// ElicitFunc is a function or method that elicits.
type ElicitFunc struct {
	Pkgs []string
	Recv string // receiver type or interface name; "" for functions
	Name string
	Form ElicitForm
	SDK  SDK
	// SDKChecks reports that the SDK refuses the call, with an error, when
	// the client has not declared the elicitation capability (go-sdk's
	// Elicit returns "client does not support elicitation"); mcp-go sends
	// the request whatever the client declared.
	SDKChecks bool
	// Params is the index of the argument (the receiver not counted) that
	// carries the question's parameters (message, requested schema), -1 if
	// none.
	Params int
}

// ElicitFuncs lists the elicitation calls.
var ElicitFuncs = []ElicitFunc{
	{Pkgs: goSDK, Recv: "ServerSession", Name: "Elicit", Form: ElicitRequest, SDK: GoSDK, SDKChecks: true, Params: 1},
	{Pkgs: mark3Server, Recv: "MCPServer", Name: "RequestElicitation", Form: ElicitRequest, SDK: MCPGo, Params: 1},
	{Pkgs: mark3Server, Recv: "SessionWithElicitation", Name: "RequestElicitation", Form: ElicitRequest, SDK: MCPGo, Params: 1},
	{Pkgs: mark3Server, Recv: "MCPServer", Name: "RequestURLElicitation", Form: ElicitRequest, SDK: MCPGo, Params: -1},
	{Pkgs: mark3Server, Recv: "InputRequestBuilder", Name: "Elicit", Form: ElicitInputRequest, SDK: MCPGo, Params: 1},
	{Pkgs: mark3MCP, Name: "NewElicitationInputRequest", Form: ElicitInputRequest, SDK: MCPGo, Params: 0},
}

// ElicitTypes names the types of the elicitation tables. An input request
// of go-sdk is not a call: it is an *ElicitParams stored in an
// InputRequestMap (in CallToolResult.InputRequests).
var ElicitTypes = struct {
	GoInputRequestMap string // go-sdk's map of input requests
	GoElicitParams    string // go-sdk's elicitation parameters
	GoElicitResult    string // go-sdk's answer
	MCPGoResult       string // mcp-go's answer
}{
	GoInputRequestMap: goSDK[0] + ".InputRequestMap",
	GoElicitParams:    goSDK[0] + ".ElicitParams",
	GoElicitResult:    goSDK[0] + ".ElicitResult",
	MCPGoResult:       mark3MCP[0] + ".ElicitationResult",
}

// IsElicitResult reports whether t is a pointer to an elicitation's
// answer (go-sdk *ElicitResult, mcp-go *ElicitationResult).
func IsElicitResult(t types.Type) bool {
	if _, ok := types.Unalias(t).(*types.Pointer); !ok {
		return false
	}
	return IsElicitType(t, ElicitTypes.GoElicitResult) || IsElicitType(t, ElicitTypes.MCPGoResult)
}

// ElicitFieldRole is what a field of an SDK struct says about elicitation.
type ElicitFieldRole int

// The field roles.
const (
	_ ElicitFieldRole = iota
	// CapabilityField: the client's elicitation capability (nil: the
	// client cannot answer an elicitation).
	CapabilityField
	// ActionField: an elicitation result's action ("accept", "decline",
	// "cancel").
	ActionField
	// ContentField: an elicitation result's content, meaningful only when
	// the action is "accept".
	ContentField
)

// elicitFields maps "path.Type.Field" (the struct that declares the field)
// to its role. mcp-go's ElicitationResult promotes Action and Content from
// the embedded ElicitationResponse, which declares them.
var elicitFields = map[string]ElicitFieldRole{}

func init() {
	for _, p := range goSDK {
		elicitFields[p+".ClientCapabilities.Elicitation"] = CapabilityField
		elicitFields[p+".ElicitResult.Action"] = ActionField
		elicitFields[p+".ElicitResult.Content"] = ContentField
	}
	for _, p := range mark3MCP {
		elicitFields[p+".ClientCapabilities.Elicitation"] = CapabilityField
		elicitFields[p+".ElicitationResponse.Action"] = ActionField
		elicitFields[p+".ElicitationResponse.Content"] = ContentField
	}
}

// Elicitation result actions. go-sdk has no named constants for them;
// mcp-go's ElicitationResponseAction constants have these values.
const (
	ActionAccept  = "accept"
	ActionDecline = "decline"
	ActionCancel  = "cancel"
)

var elicitIndex = map[string]*ElicitFunc{}

func init() {
	for i := range ElicitFuncs {
		f := &ElicitFuncs[i]
		for _, p := range f.Pkgs {
			tablePkgs[p] = true
			elicitIndex[entryKey(p, f.Recv, f.Name)] = f
		}
	}
}

// entryKey is the FuncKey of the function a table entry names:
// "path.Name", or "path.Recv.Name" for a method (recv not "").
func entryKey(path, recv, name string) string {
	if recv == "" {
		return path + "." + name
	}
	return path + "." + recv + "." + name
}

// LookupElicit returns the elicitation table entry for fn, or nil.
func LookupElicit(fn *types.Func) *ElicitFunc {
	if fn == nil {
		return nil
	}
	return elicitIndex[gotypes.FuncKey(fn)]
}

// ElicitField returns the role of field i of the struct type t (or of the
// struct t points to), 0 if it has none. Generic instances are reduced to
// their origin.
func ElicitField(t types.Type, i int) ElicitFieldRole {
	return elicitFields[FieldKey(t, i)]
}

// FieldKey is the identity of field i of the named struct type t (or of
// the one t points to) used by the tables: "path.Type.Field", a generic
// instance reduced to its origin. It returns "" for an unnamed type or a
// field it does not have.
func FieldKey(t types.Type, i int) string {
	n, ok := types.Unalias(gotypes.Deref(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	name := gotypes.FieldName(n, i)
	if name == "" {
		return ""
	}
	return n.Obj().Pkg().Path() + "." + n.Origin().Obj().Name() + "." + name
}

// IsElicitType reports whether t (through one pointer) is the named type
// key, one of ElicitTypes' names.
func IsElicitType(t types.Type, key string) bool {
	n, ok := types.Unalias(gotypes.Deref(t)).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path()+"."+n.Obj().Name() == key
}

// DestructiveCall is a call that destroys data: what elicitconfirm takes
// for a destructive action, besides a tool's own DestructiveHint. SQLArg,
// if not -1, is the index of the argument (the receiver not counted) that
// holds the statement, which must then be a constant starting with one of
// DestructiveSQL.
type DestructiveCall struct {
	Pkg    string
	Recv   string
	Name   string
	SQLArg int
}

// DestructiveCalls lists them.
var DestructiveCalls = []DestructiveCall{
	{Pkg: "os", Name: "Remove", SQLArg: -1},
	{Pkg: "os", Name: "RemoveAll", SQLArg: -1},
	{Pkg: "os", Name: "Truncate", SQLArg: -1},
	{Pkg: "os", Recv: "File", Name: "Truncate", SQLArg: -1},
	{Pkg: "syscall", Name: "Unlink", SQLArg: -1},
	{Pkg: "syscall", Name: "Rmdir", SQLArg: -1},
	{Pkg: "database/sql", Recv: "DB", Name: "Exec", SQLArg: 0},
	{Pkg: "database/sql", Recv: "DB", Name: "ExecContext", SQLArg: 1},
	{Pkg: "database/sql", Recv: "Tx", Name: "Exec", SQLArg: 0},
	{Pkg: "database/sql", Recv: "Tx", Name: "ExecContext", SQLArg: 1},
	{Pkg: "database/sql", Recv: "Conn", Name: "ExecContext", SQLArg: 1},
}

// DestructiveSQL are the first words of a statement that destroys data.
var DestructiveSQL = []string{"DELETE", "DROP", "TRUNCATE"}

// LookupDestructive returns the DestructiveCalls entry for fn, or nil.
func LookupDestructive(fn *types.Func) *DestructiveCall {
	key := gotypes.FuncKey(fn)
	for i := range DestructiveCalls {
		if d := &DestructiveCalls[i]; entryKey(d.Pkg, d.Recv, d.Name) == key {
			return d
		}
	}
	return nil
}
