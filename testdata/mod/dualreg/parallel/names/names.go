// Package names registers capabilities named by its callers, from
// parallel tables filled position by position.
package names

import (
	"context"
	"strings"

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

// Prompts filled by index from the names, then a tool from names[i] and
// the prompt at i in one loop.
func ByIndex(names []string) {
	s := server.NewMCPServer("names", "1")
	prompts := make([]mcp.Prompt, len(names))
	for i, n := range names {
		prompts[i] = mcp.NewPrompt(n)
	}
	for i := range names {
		s.AddTool(mcp.NewTool("kb_"+names[i]), toolH)
		s.AddPrompt(prompts[i], promptH) // want `the capability of one position of parallel tables \(a tool named by "kb_" \+ names\[i\] and a prompt named by prompts\[i\]\.Name, made from one value\) is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at names\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
	}
}

// Prompts appended in a loop over the names (go-sdk), and a tool named
// by the element itself.
func Appended(names []string) {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "names"}, nil)
	var prompts []*gomcp.Prompt
	for _, n := range names {
		prompts = append(prompts, &gomcp.Prompt{Name: strings.ToLower(n)})
	}
	for i, n := range names {
		s.AddTool(&gomcp.Tool{Name: n}, gsToolH)
		s.AddPrompt(prompts[i], gsPromptH) // want `the capability of one position of parallel tables \(a tool named by n and a prompt named by prompts\[i\]\.Name, made from one value\) is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at names\.go:\d+\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt\)`
	}
}

// The prompts are filled from the titles: another value.
func OtherTable(names, titles []string) {
	s := server.NewMCPServer("names", "1")
	prompts := make([]mcp.Prompt, len(titles))
	for i, t := range titles {
		prompts[i] = mcp.NewPrompt(t)
	}
	for i := range names {
		s.AddTool(mcp.NewTool("kb_"+names[i]), toolH)
		s.AddPrompt(prompts[i], promptH)
	}
}

// Each position registered one way: a tool at even positions, a prompt at
// odd ones.
func Alternating(names []string) {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "names"}, nil)
	var prompts []*gomcp.Prompt
	for _, n := range names {
		prompts = append(prompts, &gomcp.Prompt{Name: n})
	}
	for i, n := range names {
		if i%2 == 0 {
			s.AddTool(&gomcp.Tool{Name: n}, gsToolH)
		} else {
			s.AddPrompt(prompts[i], gsPromptH)
		}
	}
}

// The tools on one server, the prompts of the same positions on another.
func TwoServers(names []string) {
	s, other := server.NewMCPServer("names", "1"), server.NewMCPServer("other", "1")
	prompts := make([]mcp.Prompt, len(names))
	for i, n := range names {
		prompts[i] = mcp.NewPrompt(n)
	}
	for i := range names {
		s.AddTool(mcp.NewTool("kb_"+names[i]), toolH)
		other.AddPrompt(prompts[i], promptH)
	}
}
