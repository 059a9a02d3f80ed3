// Package wire puts the helpers of package reset together with its own
// registrations.
package wire

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/dualreg/removal/reset"
)

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func gsToolH(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

func gsPromptH(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
	return nil, nil
}

// The review tool of another package, replaced by another package's
// helper: the server has the review prompt only.
func Replaced() {
	s := server.NewMCPServer("wire", "1")
	reset.Register(s)
	reset.Reset(s)
	s.AddPrompt(mcp.NewPrompt("review"), promptH)
}

// A replacement the helper makes only sometimes.
func MaybeReplaced(really bool) {
	s := server.NewMCPServer("wire", "1")
	reset.Register(s)
	reset.MaybeReset(s, really)
	s.AddPrompt(mcp.NewPrompt("review"), promptH) // want `capability "review" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at reset\.go:\d+ via reset\.Register\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

// Replaced before the tool is registered.
func ReplacedFirst() {
	s := server.NewMCPServer("wire", "1")
	reset.Reset(s)
	reset.Register(s)
	s.AddPrompt(mcp.NewPrompt("review"), promptH) // want `capability "review" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at reset\.go:\d+ via reset\.Register\) and as a prompt`
}

// The helper replaces the tool it registers; the lint tool it keeps is
// a dual registration with the lint prompt.
func HelperReplaced() {
	s := server.NewMCPServer("wire", "1")
	reset.RegisterThenReset(s)
	s.AddPrompt(mcp.NewPrompt("review"), promptH)
	s.AddPrompt(mcp.NewPrompt("lint"), promptH) // want `capability "lint" is registered both as a tool \(\(\*server\.MCPServer\)\.SetTools at reset\.go:\d+ via reset\.RegisterThenReset\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

// A removal in a hook runs at some later time, if ever.
func Hooked(hooks *server.Hooks) {
	s := server.NewMCPServer("wire", "1")
	reset.Register(s)
	reset.OnChange(s, hooks)
	s.AddPrompt(mcp.NewPrompt("review"), promptH) // want `capability "review" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at reset\.go:\d+ via reset\.Register\) and as a prompt`
}

// go-sdk: the helper removes the tool.
func Dropped() {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "wire"}, nil)
	s.AddTool(&gomcp.Tool{Name: "summarize"}, gsToolH)
	s.AddPrompt(&gomcp.Prompt{Name: "summarize"}, gsPromptH)
	reset.Drop(s)
}

// go-sdk: the helper removes another server's tool.
func DroppedElsewhere() {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "wire"}, nil)
	other := gomcp.NewServer(&gomcp.Implementation{Name: "other"}, nil)
	s.AddTool(&gomcp.Tool{Name: "summarize"}, gsToolH)
	s.AddPrompt(&gomcp.Prompt{Name: "summarize"}, gsPromptH) // want `capability "summarize" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at wire\.go:\d+\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt\)`
	reset.Drop(other)
}
