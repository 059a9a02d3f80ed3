// Package records registers capabilities from record tables: a tool and a
// prompt stored together in one record.
package records

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type kb struct {
	Name, Title string
}

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

// record is one capability of an mcp-go server, offered both ways.
type record struct {
	tool   mcp.Tool
	h      server.ToolHandlerFunc
	prompt mcp.Prompt
	ph     server.PromptHandlerFunc
}

// build makes the records in one loop, from each knowledge base's name.
func build(kbs []kb) []record {
	var recs []record
	for _, k := range kbs {
		recs = append(recs, record{tool: mcp.NewTool("kb_" + k.Name), h: toolH, prompt: mcp.NewPrompt(k.Name), ph: promptH})
	}
	return recs
}

// Loop registers the records that build made.
func Loop(kbs []kb) {
	s := server.NewMCPServer("x", "1")
	for _, r := range build(kbs) {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph) // want `the capability of one record \(a tool named by r\.tool\.Name and a prompt named by r\.prompt\.Name, made from one value\) is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at records\.go:\d+\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
	}
}

// Inline builds and registers in one function, through fmt.Sprintf.
func Inline(kbs []kb) {
	var recs []record
	for _, k := range kbs {
		recs = append(recs, record{tool: mcp.NewTool(fmt.Sprintf("%s_search", k.Name)), h: toolH, prompt: mcp.NewPrompt(strings.ToLower(k.Name)), ph: promptH})
	}
	s := server.NewMCPServer("x", "1")
	for _, r := range recs {
		s.AddTool(r.tool, r.h)
	}
	for _, r := range recs {
		s.AddPrompt(r.prompt, r.ph) // want `the capability of one record`
	}
}

// ToolsOnly leaves the prompt of every record zero: not a finding.
func ToolsOnly(kbs []kb) {
	var recs []record
	for _, k := range kbs {
		recs = append(recs, record{tool: mcp.NewTool("kb_" + k.Name), h: toolH})
	}
	s := server.NewMCPServer("x", "1")
	for _, r := range recs {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph)
	}
}

// OtherValue names the tool and the prompt from different values: not a
// finding.
func OtherValue(kbs []kb) {
	var recs []record
	for _, k := range kbs {
		recs = append(recs, record{tool: mcp.NewTool("kb_" + k.Name), h: toolH, prompt: mcp.NewPrompt(k.Title), ph: promptH})
	}
	s := server.NewMCPServer("x", "1")
	for _, r := range recs {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph)
	}
}

// TwoServers registers the tools on one server, the prompts on another:
// not a finding.
func TwoServers(kbs []kb) {
	a, b := server.NewMCPServer("a", "1"), server.NewMCPServer("b", "1")
	for _, r := range build(kbs) {
		a.AddTool(r.tool, r.h)
		b.AddPrompt(r.prompt, r.ph)
	}
}

// table is a map of records, in a package-level variable.
var table = map[string]record{
	"deploy": {tool: mcp.NewTool("deploy"), h: toolH, prompt: mcp.NewPrompt("deploy"), ph: promptH},
}

// Map registers the map's records.
func Map() {
	s := server.NewMCPServer("x", "1")
	for _, r := range table {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph) // want `the capability of one record`
	}
}

// halves has records with a tool or a prompt, never both.
var halves = map[string]record{
	"deploy":  {tool: mcp.NewTool("deploy"), h: toolH},
	"standup": {prompt: mcp.NewPrompt("standup"), ph: promptH},
}

// Halves registers the set halves: not a finding.
func Halves() {
	s := server.NewMCPServer("x", "1")
	for _, r := range halves {
		if r.h != nil {
			s.AddTool(r.tool, r.h)
		}
		if r.ph != nil {
			s.AddPrompt(r.prompt, r.ph)
		}
	}
}

// gsRecord is one capability of a go-sdk server.
type gsRecord struct {
	tool   *gomcp.Tool
	h      gomcp.ToolHandler
	prompt *gomcp.Prompt
	ph     gomcp.PromptHandler
}

func rawToolH(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

func gsPromptH(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
	return nil, nil
}

func one(name string) gsRecord {
	return gsRecord{tool: &gomcp.Tool{Name: name + "_tool"}, h: rawToolH, prompt: &gomcp.Prompt{Name: name}, ph: gsPromptH}
}

// GoSDK registers one record made by a helper from a parameter.
func GoSDK(name string) {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil)
	r := one(name)
	s.AddTool(r.tool, r.h)
	s.AddPrompt(r.prompt, r.ph) // want `the capability of one record \(a tool named by r\.tool\.Name and a prompt named by r\.prompt\.Name, made from one value\) is registered both as a tool \(\(\*mcp\.Server\)\.AddTool at records\.go:\d+\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt\)`
}

// GoSDKTable registers a table of go-sdk records.
func GoSDKTable(names []string) {
	var recs []gsRecord
	for _, n := range names {
		recs = append(recs, gsRecord{tool: &gomcp.Tool{Name: "run_" + n}, h: rawToolH, prompt: &gomcp.Prompt{Name: n}, ph: gsPromptH})
	}
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil)
	for _, r := range recs {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph) // want `the capability of one record`
	}
}

// GoSDKOther names them from different values: not a finding.
func GoSDKOther(names, titles []string) {
	var recs []gsRecord
	for i, n := range names {
		recs = append(recs, gsRecord{tool: &gomcp.Tool{Name: n}, h: rawToolH, prompt: &gomcp.Prompt{Name: titles[i]}, ph: gsPromptH})
	}
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil)
	for _, r := range recs {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph)
	}
}

// GoSDKToolsOnly leaves the prompts nil: not a finding.
func GoSDKToolsOnly(names []string) {
	var recs []gsRecord
	for _, n := range names {
		recs = append(recs, gsRecord{tool: &gomcp.Tool{Name: n}, h: rawToolH})
	}
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil)
	for _, r := range recs {
		s.AddTool(r.tool, r.h)
		if r.prompt != nil {
			s.AddPrompt(r.prompt, r.ph)
		}
	}
}

// Apart registers the tool of one record and the prompt of another: not a
// finding.
func Apart(kbs []kb) {
	recs := build(kbs)
	s := server.NewMCPServer("x", "1")
	s.AddTool(recs[0].tool, recs[0].h)
	s.AddPrompt(recs[1].prompt, recs[1].ph)
}

// Either registers each record one way, as the caller says: not a finding.
func Either(kbs []kb, asPrompt bool) {
	s := server.NewMCPServer("x", "1")
	for _, r := range build(kbs) {
		if asPrompt {
			s.AddPrompt(r.prompt, r.ph)
		} else {
			s.AddTool(r.tool, r.h)
		}
	}
}

// Same registers one record of a struct built here.
func Same(k kb) {
	r := record{tool: mcp.NewTool(k.Name + "_search"), h: toolH, prompt: mcp.NewPrompt(k.Name), ph: promptH}
	s := server.NewMCPServer("x", "1")
	s.AddTool(r.tool, r.h)
	s.AddPrompt(r.prompt, r.ph) // want `the capability of one record`
}

// Separator names the tool from the knowledge base's group and name with a
// separator that is no name on its own ("_"), and the prompt from the
// same two: one capability.
func Separator(kbs []kb) {
	var recs []gsRecord
	for _, k := range kbs {
		recs = append(recs, gsRecord{tool: &gomcp.Tool{Name: k.Title + "_" + k.Name}, h: rawToolH, prompt: &gomcp.Prompt{Name: k.Title + "-" + k.Name}, ph: gsPromptH})
	}
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil)
	for _, r := range recs {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph) // want `the capability of one record`
	}
}

// SeparatorApart joins the same separator to different values: not a
// finding.
func SeparatorApart(kbs []kb) {
	var recs []gsRecord
	for _, k := range kbs {
		recs = append(recs, gsRecord{tool: &gomcp.Tool{Name: k.Title + "_" + k.Name}, h: rawToolH, prompt: &gomcp.Prompt{Name: k.Name + "_" + "help"}, ph: gsPromptH})
	}
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil)
	for _, r := range recs {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph)
	}
}

// TwoRecords lists two records of one capability each, the later one
// first: the evidence is the record made first in source order.
func TwoRecords(a, b kb) {
	first := record{tool: mcp.NewTool("kb_" + a.Name), h: toolH, prompt: mcp.NewPrompt(a.Name), ph: promptH}
	second := record{tool: mcp.NewTool("kb_" + b.Name), h: toolH, prompt: mcp.NewPrompt(b.Name), ph: promptH}
	recs := append([]record{}, second, first)
	s := server.NewMCPServer("x", "1")
	for _, r := range recs {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph) // want `the capability of one record`
	}
}
