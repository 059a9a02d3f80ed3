// Package parallel registers tools and prompts from parallel tables: the
// element of one table at the loop's index as a tool, the element of
// another at the same index as a prompt.
package parallel

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func gsToolH(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

func gsPromptH(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
	return nil, nil
}

var (
	toolNames   = []string{"summarize", "triage"}
	promptNames = []string{"Summarize", "standup"}
	prompts     = []mcp.Prompt{mcp.NewPrompt("retro"), mcp.NewPrompt("triage")}
	otherNames  = []string{"standup", "retro"}
)

// One value at one index, both ways.
func SameValue() {
	s := server.NewMCPServer("p", "1")
	for i := range toolNames {
		s.AddTool(mcp.NewTool(toolNames[i]), toolH)
		s.AddPrompt(mcp.NewPrompt(toolNames[i]), promptH) // want `capability named by toolNames\[i\] is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at parallel\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
	}
}

// Parallel name tables: index 0 is summarize both ways.
func Parallel() {
	s := server.NewMCPServer("p", "1")
	for i := range toolNames {
		s.AddTool(mcp.NewTool(toolNames[i]), toolH)
		s.AddPrompt(mcp.NewPrompt(promptNames[i]), promptH) // want `capability "summarize" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at parallel\.go:\d+, an element of the table parallel\.toolNames\) and as a prompt named "Summarize" \(\(\*server\.MCPServer\)\.AddPrompt, an element of the table parallel\.promptNames\)`
	}
}

// A table of prompts parallel to the names: triage both ways.
func ParallelEntries() {
	s := server.NewMCPServer("p", "1")
	for i := range toolNames {
		s.AddTool(mcp.NewTool(toolNames[i]), toolH)
		s.AddPrompt(prompts[i], promptH) // want `capability "triage" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at parallel\.go:\d+, an element of the table parallel\.toolNames\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt, an element of the table parallel\.prompts\)`
	}
}

// No name is in both tables.
func ParallelDifferent() {
	s := server.NewMCPServer("p", "1")
	for i := range toolNames {
		s.AddTool(mcp.NewTool(toolNames[i]), toolH)
		s.AddPrompt(mcp.NewPrompt(otherNames[i]), promptH)
	}
}

// Local tables, go-sdk; the loop runs over the shorter one, so only the
// first prompt is registered.
func Partial() {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "p"}, nil)
	short := []string{"deploy"}
	long := []string{"standup", "deploy"}
	for i := range short {
		s.AddTool(&gomcp.Tool{Name: short[i]}, gsToolH)
		s.AddPrompt(&gomcp.Prompt{Name: long[i]}, gsPromptH)
	}
}

// The same tables the other way round: deploy both ways.
func PartialBoth() {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "p"}, nil)
	tools := []string{"deploy", "rollback"}
	names := [2]string{"standup", "deploy"}
	for i := range tools {
		s.AddTool(&gomcp.Tool{Name: tools[i]}, gsToolH)
		s.AddPrompt(&gomcp.Prompt{Name: names[i]}, gsPromptH) // want `capability "deploy" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at parallel\.go:\d+, an element of a table literal\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt, an element of a table literal\)`
	}
}

// A prompt only for some indices: no element in particular.
func SomeIndices(skip int) {
	s := server.NewMCPServer("p", "1")
	for i := range toolNames {
		s.AddTool(mcp.NewTool(toolNames[i]), toolH)
		if i == skip {
			continue
		}
		s.AddPrompt(mcp.NewPrompt(promptNames[i]), promptH)
	}
}
