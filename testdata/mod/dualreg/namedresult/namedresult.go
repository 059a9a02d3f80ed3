// Package namedresult names capabilities with the named result of a
// function that a closure updates: its return statement assigns the
// result to itself (*t0 = *t0 in SSA), the only store the function makes
// to it, which dualreg once followed around until its step budget ran out
// and reported the package as cut short.
package namedresult

import (
	"context"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func walk(names []string, f func(string)) {
	for _, n := range names {
		f(n)
	}
}

// lastName returns the last of names, set by the closure walk calls.
func lastName(names []string) (last string) {
	walk(names, func(n string) { last = n })
	return last
}

// firstName returns the first of names, the same way.
func firstName(names []string) (first string) {
	walk(names, func(n string) {
		if first == "" {
			first = n
		}
	})
	return first
}

func toolH(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

func promptH(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
	return nil, nil
}

// One name, from one call, for a tool and a prompt.
func OneName(names []string) {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil)
	name := lastName(names)
	s.AddTool(&gomcp.Tool{Name: name}, toolH)
	s.AddPrompt(&gomcp.Prompt{Name: name}, promptH) // want `capability named by name is registered both as a tool`
}

// Two names, from two functions: not a finding.
func TwoNames(names []string) {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil)
	s.AddTool(&gomcp.Tool{Name: lastName(names)}, toolH)
	s.AddPrompt(&gomcp.Prompt{Name: firstName(names)}, promptH)
}
