// Package m3 registers tools and prompts on an mcp-go server and takes some
// of them off again: SetTools replaces every tool, SetPrompts every prompt,
// DeleteTools and DeletePrompts remove by name.
package m3

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func newServer() *server.MCPServer { return server.NewMCPServer("m3", "1.0.0") }

// SetTools without "review" replaces the review tool: the server ends with
// the review prompt only.
func Replaced() {
	s := newServer()
	s.AddTool(mcp.NewTool("review"), toolH)
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
	s.AddPrompt(mcp.NewPrompt("review"), promptH)
}

// The same with the prompt registered before the replacement.
func ReplacedAfterPrompt() {
	s := newServer()
	s.AddPrompt(mcp.NewPrompt("review"), promptH)
	s.AddTool(mcp.NewTool("review"), toolH)
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
}

// SetTools keeps "review": a tool and a prompt.
func Kept() {
	s := newServer()
	s.AddTool(mcp.NewTool("review"), toolH)
	s.SetTools(
		server.ServerTool{Tool: mcp.NewTool("review"), Handler: toolH},
		server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH},
	)
	s.AddPrompt(mcp.NewPrompt("review"), promptH) // want `capability "review" is registered both as a tool \(\(\*server\.MCPServer\)\.SetTools at m3\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

// A replacement that only some runs make removes nothing for sure.
func MaybeReplaced(reset bool) {
	s := newServer()
	s.AddTool(mcp.NewTool("triage"), toolH)
	if reset {
		s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
	}
	s.AddPrompt(mcp.NewPrompt("triage"), promptH) // want `capability "triage" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at m3\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

// A run that registers the prompt is a run that replaced the tool; the
// other run returns early, before the prompt.
func EarlyReturn(quick bool) {
	s := newServer()
	s.AddTool(mcp.NewTool("triage"), toolH)
	if quick {
		return
	}
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
	s.AddPrompt(mcp.NewPrompt("triage"), promptH)
}

// SetTools before the tool: the tool stays.
func ReplacedBefore() {
	s := newServer()
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
	s.AddTool(mcp.NewTool("handover"), toolH)
	s.AddPrompt(mcp.NewPrompt("handover"), promptH) // want `capability "handover" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at m3\.go:\d+\) and as a prompt`
}

// A replacement in a loop before the registration: each iteration adds the
// tool again after removing it.
func ReplacedInLoop(rounds []int) {
	s := newServer()
	for range rounds {
		s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
		s.AddTool(mcp.NewTool("escalate"), toolH)
	}
	s.AddPrompt(mcp.NewPrompt("escalate"), promptH) // want `capability "escalate" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at m3\.go:\d+\) and as a prompt`
}

// SetTools on another server replaces nothing of this one.
func OtherServer() {
	s, other := newServer(), newServer()
	s.AddTool(mcp.NewTool("rollback"), toolH)
	other.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
	s.AddPrompt(mcp.NewPrompt("rollback"), promptH) // want `capability "rollback" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at m3\.go:\d+\) and as a prompt`
}

// DeleteTools by name, after both registrations.
func Deleted() {
	s := newServer()
	s.AddTool(mcp.NewTool("review"), toolH)
	s.AddPrompt(mcp.NewPrompt("review"), promptH)
	s.DeleteTools("lint", "review")
}

// Deletion is by the exact name: "Review" is not the tool "review".
func DeletedOtherSpelling() {
	s := newServer()
	s.AddTool(mcp.NewTool("review"), toolH)
	s.AddPrompt(mcp.NewPrompt("review"), promptH) // want `capability "review" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at m3\.go:\d+\) and as a prompt`
	s.DeleteTools("Review")
}

// Names the analysis cannot read remove nothing for sure.
func DeletedUnknown(names []string) {
	s := newServer()
	s.AddTool(mcp.NewTool("review"), toolH)
	s.AddPrompt(mcp.NewPrompt("review"), promptH) // want `capability "review" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at m3\.go:\d+\) and as a prompt`
	s.DeleteTools(names...)
}

// DeletePrompts takes the prompt off.
func PromptDeleted() {
	s := newServer()
	s.AddPrompt(mcp.NewPrompt("standup"), promptH)
	s.AddTool(mcp.NewTool("standup"), toolH)
	s.DeletePrompts("standup")
}

// SetPrompts replaces every prompt, and registers its own.
func PromptsReplaced() {
	s := newServer()
	s.AddPrompt(mcp.NewPrompt("standup"), promptH)
	s.AddTool(mcp.NewTool("standup"), toolH)
	s.SetPrompts(server.ServerPrompt{Prompt: mcp.NewPrompt("retro"), Handler: promptH})
}

func PromptsSet() {
	s := newServer()
	s.AddTool(mcp.NewTool("retro"), toolH)
	s.SetPrompts(server.ServerPrompt{Prompt: mcp.NewPrompt("retro"), Handler: promptH}) // want `capability "retro" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at m3\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.SetPrompts\)`
}
