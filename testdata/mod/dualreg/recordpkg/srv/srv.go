// Package srv registers the records of package caps.
package srv

import (
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/dualreg/recordpkg/caps"
)

// Table registers a package-level table of another package.
func Table() {
	s := server.NewMCPServer("docs", "1")
	for _, r := range caps.Records {
		s.AddTools(r.Tool)
		s.AddPrompts(r.Prompt) // want `the capability of one record .* is registered both as a tool \(\(\*server\.MCPServer\)\.AddTools at srv\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompts\)`
	}
}

// Halves registers the set halves only: not a finding.
func Halves() {
	s := server.NewMCPServer("docs", "1")
	for _, r := range caps.Halves {
		if r.Tool.Handler != nil {
			s.AddTools(r.Tool)
		}
		if r.Prompt.Handler != nil {
			s.AddPrompts(r.Prompt)
		}
	}
}

// Different registers records whose names differ: not a finding.
func Different() {
	s := server.NewMCPServer("docs", "1")
	for _, r := range caps.Different {
		s.AddTools(r.Tool)
		s.AddPrompts(r.Prompt)
	}
}

// Built registers the records another package's function builds.
func Built(kbs []caps.KB) {
	s := server.NewMCPServer("kb", "1")
	for _, r := range caps.Build(kbs) {
		s.AddTool(r.Tool, r.H)
		s.AddPrompt(r.Prompt, r.PH) // want `the capability of one record \(a tool named by r\.Tool\.Name and a prompt named by r\.Prompt\.Name, made from one value\)`
	}
}

// BuiltOther and BuiltTools: not findings.
func BuiltOther(kbs []caps.KB) {
	s := server.NewMCPServer("kb", "1")
	for _, r := range caps.BuildOther(kbs) {
		s.AddTool(r.Tool, r.H)
		s.AddPrompt(r.Prompt, r.PH)
	}
	t := server.NewMCPServer("kb", "1")
	for _, r := range caps.BuildTools(kbs) {
		t.AddTool(r.Tool, r.H)
		t.AddPrompt(r.Prompt, r.PH)
	}
}

// Registered builds records here and has package caps register them.
func Registered(kbs []caps.KB) {
	var recs []caps.Rec
	for _, kb := range kbs {
		recs = append(recs, caps.Rec{Tool: mcpTool("kb_" + kb.Name), Prompt: mcpPrompt(kb.Name)})
	}
	s := server.NewMCPServer("kb", "1")
	caps.Register(s, recs) // want `the capability of one record`
}

// RegisteredTools builds records without prompts: not a finding.
func RegisteredTools(kbs []caps.KB) {
	var recs []caps.Rec
	for _, kb := range kbs {
		recs = append(recs, caps.Rec{Tool: mcpTool("kb_" + kb.Name)})
	}
	s := server.NewMCPServer("kb", "1")
	caps.Register(s, recs)
}

// Map registers the go-sdk records of a map filled by another package.
func Map() {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "ops"}, nil)
	for _, r := range caps.ByName {
		s.AddTool(r.Tool, r.H)
		s.AddPrompt(r.Prompt, r.PH) // want `the capability of one record .* \(\(\*mcp\.Server\)\.AddTool at srv\.go:\d+\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt\)`
	}
}

// One registers one go-sdk record that another package makes.
func One(name string) {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "ops"}, nil)
	r := caps.GoSDK(name)
	s.AddTool(r.Tool, r.H)
	s.AddPrompt(r.Prompt, r.PH) // want `the capability of one record`
	t := gomcp.NewServer(&gomcp.Implementation{Name: "ops"}, nil)
	q := caps.GoSDKTool(name)
	t.AddTool(q.Tool, q.H)
	if q.Prompt != nil {
		t.AddPrompt(q.Prompt, q.PH)
	}
}

func mcpTool(name string) mcpgo.Tool     { return mcpgo.NewTool(name) }
func mcpPrompt(name string) mcpgo.Prompt { return mcpgo.NewPrompt(name) }
