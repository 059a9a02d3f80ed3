// Package loop registers capabilities from tables.
package loop

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type capability struct {
	Name   string
	Title  string
	Prompt bool
}

var caps = []capability{
	{Name: "triage_incident", Title: "Triage an incident", Prompt: true},
	{Name: "fetch_deploys", Title: "Fetch deploys"},
}

func rawToolH(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

func promptH(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
	return nil, nil
}

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

func mPromptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func newServer() *gomcp.Server { return gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil) }

// Every capability of the table both ways (go-sdk).
func BothWays() {
	s := newServer()
	for _, c := range caps {
		s.AddTool(&gomcp.Tool{Name: c.Name, Title: c.Title}, rawToolH)
		s.AddPrompt(&gomcp.Prompt{Name: c.Name, Title: c.Title}, promptH) // want `capability named by c\.Name is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at loop\.go:\d+\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt\)`
	}
}

// The same with pointers to the table's elements, and handlers that capture
// the element (mcp-go).
func Pointers(table []*capability) {
	s := server.NewMCPServer("x", "1")
	for _, c := range table {
		s.AddPrompt(mcp.NewPrompt(c.Name), func(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			return mcp.NewGetPromptResult(c.Title, nil), nil
		})
		s.AddTool(mcp.NewTool(c.Name), func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `capability named by c\.Name is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt at loop\.go:\d+\)`
			return mcp.NewToolResultText(c.Title), nil
		})
	}
}

// By index.
func ByIndex() {
	s := newServer()
	for i := range caps {
		s.AddTool(&gomcp.Tool{Name: caps[i].Name}, rawToolH)
		s.AddPrompt(&gomcp.Prompt{Name: caps[i].Name}, promptH) // want `capability named by caps\[i\]\.Name is registered both`
	}
}

// Each capability one way, as the table says: not a finding.
func OneWayEach() {
	s := newServer()
	for _, c := range caps {
		if c.Prompt {
			s.AddPrompt(&gomcp.Prompt{Name: c.Name}, promptH)
		} else {
			s.AddTool(&gomcp.Tool{Name: c.Name}, rawToolH)
		}
	}
}

// The same, mcp-go, with a switch.
func OneWayEachSwitch() {
	s := server.NewMCPServer("x", "1")
	for _, c := range caps {
		switch {
		case c.Prompt:
			s.AddPrompt(mcp.NewPrompt(c.Name), mPromptH)
		default:
			s.AddTool(mcp.NewTool(c.Name), toolH)
		}
	}
}

// Different fields of one element are different names. But the table's
// names are constants: the loops register the tool fetch_deploys and the
// prompt "Fetch deploys", equal names.
func DifferentFields() {
	s := newServer()
	for _, c := range caps {
		s.AddTool(&gomcp.Tool{Name: c.Name}, rawToolH)
		s.AddPrompt(&gomcp.Prompt{Name: c.Title}, promptH) // want `capability "fetch_deploys" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at loop\.go:\d+, an element of the table loop\.caps\) and as a prompt named "Fetch deploys" \(\(\*mcp\.Server\)\.AddPrompt, an element of the table loop\.caps\)`
	}
}

// Different fields of the elements of a table nobody here can read are
// different names.
func DifferentFieldsParam(table []capability) {
	s := newServer()
	for _, c := range table {
		s.AddTool(&gomcp.Tool{Name: c.Name}, rawToolH)
		s.AddPrompt(&gomcp.Prompt{Name: c.Title}, promptH)
	}
}

// Tools from one table, prompts from the elements of another.
func TwoTables(prompts []capability) {
	s := newServer()
	for _, c := range caps {
		s.AddTool(&gomcp.Tool{Name: c.Name}, rawToolH)
	}
	for _, c := range prompts {
		s.AddPrompt(&gomcp.Prompt{Name: c.Name}, promptH)
	}
}

// Two loops over one table register every capability both ways.
func TwoLoops() {
	s := server.NewMCPServer("x", "1")
	var tools []server.ServerTool
	for _, c := range caps {
		tools = append(tools, server.ServerTool{Tool: mcp.NewTool(c.Name), Handler: toolH})
	}
	s.AddTools(tools...)
	for _, c := range caps {
		s.AddPrompt(mcp.NewPrompt(c.Name), mPromptH) // want `capability named by c\.Name is registered both as a tool \(\(\*server\.MCPServer\)\.AddTools at loop\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
	}
}

// A name built once and used for both.
func BuiltOnce(prefix string) {
	s := newServer()
	name := prefix + "_summarize"
	s.AddTool(&gomcp.Tool{Name: name}, rawToolH)
	s.AddPrompt(&gomcp.Prompt{Name: name}, promptH) // want `capability named by name is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at loop\.go:\d+\) and as a prompt`
}

// A name built twice is two values, even from the same parts.
func BuiltTwice(prefix string) {
	s := newServer()
	s.AddTool(&gomcp.Tool{Name: prefix + "_summarize"}, rawToolH)
	s.AddPrompt(&gomcp.Prompt{Name: prefix + "_summarize"}, promptH)
}

// A constant name registered both ways in a loop over modes.
func Modes(modes []string) {
	s := newServer()
	for _, m := range modes {
		if m == "prompt" {
			s.AddPrompt(&gomcp.Prompt{Name: "postmortem"}, promptH)
		} else {
			s.AddTool(&gomcp.Tool{Name: "postmortem"}, rawToolH) // want `capability "postmortem" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt at loop\.go:\d+\)`
		}
	}
}

// One or the other, by configuration: the server never has both.
func Either(asPrompt bool) {
	s := newServer()
	if asPrompt {
		s.AddPrompt(&gomcp.Prompt{Name: "postmortem"}, promptH)
	} else {
		s.AddTool(&gomcp.Tool{Name: "postmortem"}, rawToolH)
	}
}

// Two loops over one table, each registering the part of it the table
// gives to its kind: not a finding.
func TwoFilteredLoops() {
	s := server.NewMCPServer("x", "1")
	for _, c := range caps {
		if !c.Prompt {
			s.AddTool(mcp.NewTool(c.Name), toolH)
		}
	}
	for _, c := range caps {
		if !c.Prompt {
			continue
		}
		s.AddPrompt(mcp.NewPrompt(c.Name), mPromptH)
	}
}

// The same with the filter applied while collecting the tools.
func TwoFilteredCollections() {
	s := server.NewMCPServer("x", "1")
	var tools []server.ServerTool
	var prompts []server.ServerPrompt
	for _, c := range caps {
		if c.Prompt {
			prompts = append(prompts, server.ServerPrompt{Prompt: mcp.NewPrompt(c.Name), Handler: mPromptH})
		} else {
			tools = append(tools, server.ServerTool{Tool: mcp.NewTool(c.Name), Handler: toolH})
		}
	}
	s.AddTools(tools...)
	s.AddPrompts(prompts...)
}

// A loop over a different table of the same type.
func OtherTable(other []capability) {
	s := newServer()
	for _, c := range caps {
		s.AddTool(&gomcp.Tool{Name: c.Name}, rawToolH)
	}
	for i := range other {
		s.AddPrompt(&gomcp.Prompt{Name: caps[i].Name}, promptH)
	}
}

type entry struct {
	Name string
	Kind string
}

// Each entry one way, by its kind, with two ifs rather than an else.
func ByKind(entries []entry) {
	s := newServer()
	for _, e := range entries {
		if e.Kind == "tool" {
			s.AddTool(&gomcp.Tool{Name: e.Name}, rawToolH)
		}
		if e.Kind == "prompt" {
			s.AddPrompt(&gomcp.Prompt{Name: e.Name}, promptH)
		}
	}
}

// A constant name registered both ways in a loop, under two ifs on the
// loop's element: over the loop, both happen.
func ModesTwoIfs(modes []string) {
	s := newServer()
	for _, m := range modes {
		if m == "prompt" {
			s.AddPrompt(&gomcp.Prompt{Name: "handover"}, promptH)
		}
		if m == "tool" {
			s.AddTool(&gomcp.Tool{Name: "handover"}, rawToolH) // want `capability "handover" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool\) and as a prompt`
		}
	}
}

type config struct {
	Mode     string
	AsPrompt bool
}

// One or the other by configuration, with two ifs.
func ByConfig(cfg *config) {
	s := newServer()
	if cfg.Mode == "tools" {
		s.AddTool(&gomcp.Tool{Name: "handover"}, rawToolH)
	}
	if cfg.Mode == "prompts" {
		s.AddPrompt(&gomcp.Prompt{Name: "handover"}, promptH)
	}
	if !cfg.AsPrompt {
		s.AddTool(&gomcp.Tool{Name: "escalate"}, rawToolH)
	}
	if cfg.AsPrompt {
		s.AddPrompt(&gomcp.Prompt{Name: "escalate"}, promptH)
	}
}

// Both, when both are enabled.
func ByFlags(tools, prompts bool) {
	s := newServer()
	if tools {
		s.AddTool(&gomcp.Tool{Name: "handover"}, rawToolH)
	}
	if prompts {
		s.AddPrompt(&gomcp.Prompt{Name: "handover"}, promptH) // want `capability "handover" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at loop\.go:\d+\) and as a prompt`
	}
}

func (c capability) isPrompt() bool { return c.Prompt }

// Each capability one way, as a method of the element decides: the two
// registrations of one element never both run.
func OneWayEachByMethod() {
	s := newServer()
	for _, c := range caps {
		if c.isPrompt() {
			s.AddPrompt(&gomcp.Prompt{Name: c.Name}, promptH)
		} else {
			s.AddTool(&gomcp.Tool{Name: c.Name}, rawToolH)
		}
	}
}
