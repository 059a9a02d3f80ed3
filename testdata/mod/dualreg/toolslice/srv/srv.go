// Package srv registers the tool lists of package toolpkg, and prompts.
package srv

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/dualreg/toolslice/catalog"
	"example.com/t/dualreg/toolslice/toolpkg"
)

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func gsPromptH(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
	return nil, nil
}

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

// A loop over the tools of another package, and a prompt of one of their
// names here.
func Loop() {
	s := server.NewMCPServer("srv", "1")
	tools := toolpkg.All()
	for _, t := range tools {
		s.AddTool(t.Tool, t.Handler)
	}
	s.AddPrompt(mcp.NewPrompt("Summarize"), promptH) // want `capability "summarize" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at srv\.go:\d+, an element of the table toolpkg\.All returns\) and as a prompt named "Summarize" \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

// The prompt is registered by the other package.
func PromptThere() {
	s := server.NewMCPServer("srv", "1")
	for _, t := range toolpkg.All() {
		s.AddTool(t.Tool, t.Handler)
	}
	toolpkg.RegisterPrompts(s) // want `capability "rollback_release" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at srv\.go:\d+, an element of the table toolpkg\.All returns\) and as a prompt named "rollback-release" \(\(\*server\.MCPServer\)\.AddPrompt at toolpkg\.go:\d+ via toolpkg\.RegisterPrompts\)`
}

// The whole list at once.
func Variadic() {
	s := server.NewMCPServer("srv", "1")
	s.AddTools(toolpkg.Built()...)
	s.AddPrompt(mcp.NewPrompt("list-alerts"), promptH) // want `capability "list_alerts" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTools at srv\.go:\d+, an element of the table toolpkg\.Built returns\) and as a prompt named "list-alerts"`
}

// go-sdk entries of the host's own type.
func GoSDK() {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "srv"}, nil)
	for _, e := range toolpkg.Entries() {
		s.AddTool(e.Tool, e.Handler)
	}
	s.AddPrompt(&gomcp.Prompt{Name: "standup"}, gsPromptH) // want `capability "standup" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at srv\.go:\d+, an element of the table toolpkg\.Entries returns\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt\)`
}

// A table of this package.
var local = []server.ServerTool{
	{Tool: mcp.NewTool("handover"), Handler: toolH},
}

func Local() {
	s := server.NewMCPServer("srv", "1")
	for _, t := range local {
		s.AddTool(t.Tool, t.Handler)
	}
	s.AddPrompt(mcp.NewPrompt("handover"), promptH) // want `capability "handover" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at srv\.go:\d+, an element of the table srv\.local\) and as a prompt`
}

// No prompt of those names.
func OtherNames() {
	s := server.NewMCPServer("srv", "1")
	for _, t := range toolpkg.All() {
		s.AddTool(t.Tool, t.Handler)
	}
	s.AddPrompt(mcp.NewPrompt("standup"), promptH)
}

// The loop skips the summarize tool: it registers no element in
// particular.
func Filtered() {
	s := server.NewMCPServer("srv", "1")
	for _, t := range toolpkg.All() {
		if t.Tool.Name == "summarize" {
			continue
		}
		s.AddTool(t.Tool, t.Handler)
	}
	s.AddPrompt(mcp.NewPrompt("summarize"), promptH)
}

// The tools on one server, the prompt on another.
func TwoServers() {
	s, other := server.NewMCPServer("srv", "1"), server.NewMCPServer("other", "1")
	for _, t := range toolpkg.All() {
		s.AddTool(t.Tool, t.Handler)
	}
	other.AddPrompt(mcp.NewPrompt("summarize"), promptH)
}

// Names given by the caller: nothing to read.
func Named(names []string) {
	s := server.NewMCPServer("srv", "1")
	s.AddTools(toolpkg.Named(names)...)
	s.AddPrompt(mcp.NewPrompt("summarize"), promptH)
}

// go-sdk: the summarize tool and a prompt of another name.
func GoSDKOther() {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "srv"}, nil)
	for _, e := range toolpkg.Entries() {
		s.AddTool(e.Tool, e.Handler)
	}
	s.AddPrompt(&gomcp.Prompt{Name: "retro"}, gsPromptH)
}

// A table of another package that registers nothing itself.
func Catalog() {
	s := server.NewMCPServer("srv", "1")
	for _, t := range catalog.Tools {
		s.AddTool(t.Tool, t.Handler)
	}
	s.AddPrompt(mcp.NewPrompt("export timeline"), promptH) // want `capability "export_timeline" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at srv\.go:\d+, an element of the table catalog\.Tools\) and as a prompt named "export timeline"`
}

// Both tables of the catalogue: no name in both.
func CatalogBoth() {
	s := server.NewMCPServer("srv", "1")
	for _, t := range catalog.Tools {
		s.AddTool(t.Tool, t.Handler)
	}
	for _, p := range catalog.Prompts {
		s.AddPrompt(p, promptH)
	}
}

// The tool table of the catalogue, and a prompt table here naming one of
// its tools.
func CatalogPrompts() {
	s := server.NewMCPServer("srv", "1")
	for _, t := range catalog.Tools {
		s.AddTool(t.Tool, t.Handler)
	}
	for _, p := range []mcp.Prompt{mcp.NewPrompt("standup"), mcp.NewPrompt("ListIncidents")} {
		s.AddPrompt(p, promptH) // want `capability "list_incidents" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at srv\.go:\d+, an element of the table catalog\.Tools\) and as a prompt named "ListIncidents" \(\(\*server\.MCPServer\)\.AddPrompt, an element of a table literal\)`
	}
}

// The loop stops at the summarize tool, the first: the tools after it are
// never registered.
func Stopped() {
	s := server.NewMCPServer("srv", "1")
	for _, t := range toolpkg.All() {
		if t.Tool.Name == "summarize" {
			break
		}
		s.AddTool(t.Tool, t.Handler)
	}
	s.AddPrompt(mcp.NewPrompt("rollback_release"), promptH)
}

func gsToolH(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

// The application's capability structs of another package, named through
// mcp.NewTool.
func Capabilities() {
	s := server.NewMCPServer("srv", "1")
	for _, c := range toolpkg.Capabilities() {
		s.AddTool(mcp.NewTool(c.Name, mcp.WithDescription(c.Description)), toolH)
	}
	s.AddPrompt(mcp.NewPrompt("Escalate"), promptH) // want `capability "escalate" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at srv\.go:\d+, an element of the table toolpkg\.Capabilities returns\) and as a prompt named "Escalate"`
}

// The tools are named after the descriptions: no prompt has one of those
// names.
func CapabilityDescriptions() {
	s := server.NewMCPServer("srv", "1")
	for _, c := range toolpkg.Capabilities() {
		s.AddTool(mcp.NewTool(c.Description), toolH)
	}
	s.AddPrompt(mcp.NewPrompt("escalate"), promptH)
}

// go-sdk: prompts named by another package's list of names.
func NamesG() {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "srv"}, nil)
	for _, n := range toolpkg.Names() {
		s.AddPrompt(&gomcp.Prompt{Name: n}, gsPromptH)
	}
	s.AddTool(&gomcp.Tool{Name: "standup-notes"}, gsToolH) // want `capability "standup_notes" is registered both as a tool named "standup-notes" \(\(\*mcp\.Server\)\.AddTool\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt at srv\.go:\d+, an element of the table toolpkg\.Names returns\)`
}

// A variable of names of another package.
func Commands() {
	s := server.NewMCPServer("srv", "1")
	for _, n := range catalog.Commands {
		s.AddTool(mcp.NewTool(n), toolH)
	}
	s.AddPrompt(mcp.NewPrompt("deploy-now"), promptH) // want `capability "deploy_now" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at srv\.go:\d+, an element of the table catalog\.Commands\) and as a prompt named "deploy-now"`
}
