// Package gosdk takes tools and prompts off a go-sdk server with
// RemoveTools and RemovePrompts.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func toolH(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func promptH(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func newServer() *mcp.Server { return mcp.NewServer(&mcp.Implementation{Name: "gosdk"}, nil) }

// The tool is removed after the prompt is registered.
func Removed() {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "summarize"}, toolH)
	s.AddPrompt(&mcp.Prompt{Name: "summarize"}, promptH)
	s.RemoveTools("summarize")
}

// A name kept in a variable is the same name.
func RemovedByVariable() {
	s := newServer()
	name := "summarize"
	s.AddTool(&mcp.Tool{Name: name}, toolH)
	s.AddPrompt(&mcp.Prompt{Name: "summarize"}, promptH)
	s.RemoveTools(name)
}

// Another tool is removed.
func RemovedOther() {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "summarize"}, toolH)
	s.AddPrompt(&mcp.Prompt{Name: "summarize"}, promptH) // want `capability "summarize" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at gosdk\.go:\d+\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt\)`
	s.RemoveTools("lint")
}

// The prompt is removed, but only when asked.
func MaybeRemoved(tidy bool) {
	s := newServer()
	s.AddPrompt(&mcp.Prompt{Name: "standup"}, promptH)
	s.AddTool(&mcp.Tool{Name: "standup"}, toolH) // want `capability "standup" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt at gosdk\.go:\d+\)`
	if tidy {
		s.RemovePrompts("standup")
	}
}

// The prompt is removed on every path.
func PromptRemoved(tidy bool) {
	s := newServer()
	s.AddPrompt(&mcp.Prompt{Name: "standup"}, promptH)
	s.AddTool(&mcp.Tool{Name: "standup"}, toolH)
	if tidy {
		s.RemovePrompts("standup")
	} else {
		s.RemovePrompts("retro", "standup")
	}
}

// The tool is removed, then added again.
func AddedAgain() {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "retro"}, toolH)
	s.RemoveTools("retro")
	s.AddPrompt(&mcp.Prompt{Name: "retro"}, promptH)
	s.AddTool(&mcp.Tool{Name: "retro"}, toolH) // want `capability "retro" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt at gosdk\.go:\d+\)`
}
