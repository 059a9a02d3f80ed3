// Package caps declares and builds record tables: a tool and a prompt
// stored together. Package srv registers them.
package caps

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

// Record is one capability, offered as a tool and as a prompt (mcp-go).
type Record struct {
	Tool   server.ServerTool
	Prompt server.ServerPrompt
}

// Records lists capabilities offered both ways: the first is the one a
// finding shows.
var Records = []Record{ // want Records:`records\(\[\*\]\{Tool\.Tool\.Name & Prompt\.Prompt\.Name\}\)`
	{
		Tool:   server.ServerTool{Tool: mcp.NewTool("summarize"), Handler: toolH},
		Prompt: server.ServerPrompt{Prompt: mcp.NewPrompt("summarize"), Handler: promptH},
	},
	{
		Tool:   server.ServerTool{Tool: mcp.NewTool("standup"), Handler: toolH},
		Prompt: server.ServerPrompt{Prompt: mcp.NewPrompt("standup"), Handler: promptH},
	},
}

// Halves has records with a tool or a prompt, never both.
var Halves = []Record{
	{Tool: server.ServerTool{Tool: mcp.NewTool("summarize"), Handler: toolH}},
	{Prompt: server.ServerPrompt{Prompt: mcp.NewPrompt("standup"), Handler: promptH}},
}

// Different has records whose tool and prompt have different names.
var Different = []Record{
	{
		Tool:   server.ServerTool{Tool: mcp.NewTool("summarize"), Handler: toolH},
		Prompt: server.ServerPrompt{Prompt: mcp.NewPrompt("standup"), Handler: promptH},
	},
}

// KB is a knowledge base.
type KB struct {
	Name, Title string
}

// Rec is one knowledge base's capability (mcp-go).
type Rec struct {
	Tool   mcp.Tool
	H      server.ToolHandlerFunc
	Prompt mcp.Prompt
	PH     server.PromptHandlerFunc
}

// Build makes one record per knowledge base, both from its name.
func Build(kbs []KB) []Rec { // want Build:`registrar\(returns records r0\[\*\]\{Tool\.Name & Prompt\.Name\}\)`
	var recs []Rec
	for _, kb := range kbs {
		recs = append(recs, Rec{Tool: mcp.NewTool("kb_" + kb.Name), H: toolH, Prompt: mcp.NewPrompt(kb.Name), PH: promptH})
	}
	return recs
}

// BuildOther names the prompt from the title.
func BuildOther(kbs []KB) []Rec {
	var recs []Rec
	for _, kb := range kbs {
		recs = append(recs, Rec{Tool: mcp.NewTool("kb_" + kb.Name), H: toolH, Prompt: mcp.NewPrompt(kb.Title), PH: promptH})
	}
	return recs
}

// BuildTools leaves the prompts zero.
func BuildTools(kbs []KB) []Rec {
	var recs []Rec
	for _, kb := range kbs {
		recs = append(recs, Rec{Tool: mcp.NewTool("kb_" + kb.Name), H: toolH})
	}
	return recs
}

// Register registers records on s: both parts of each.
func Register(s *server.MCPServer, recs []Rec) { // want Register:`registrar\(tool p1\.\[\*\]\.Tool\.Name on p0; prompt p1\.\[\*\]\.Prompt\.Name on p0\)`
	for _, r := range recs {
		s.AddTool(r.Tool, r.H)
		s.AddPrompt(r.Prompt, r.PH)
	}
}

// GS is one capability of a go-sdk server.
type GS struct {
	Tool   *gomcp.Tool
	H      gomcp.ToolHandler
	Prompt *gomcp.Prompt
	PH     gomcp.PromptHandler
}

func rawToolH(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

func gsPromptH(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
	return nil, nil
}

// ByName holds go-sdk records by name, filled by init.
var ByName = map[string]GS{} // want ByName:`records\(\[\*\]\{Tool\.Name & Prompt\.Name\}\)`

func init() {
	for _, n := range []string{"deploy", "rollback"} {
		ByName[n] = GS{Tool: &gomcp.Tool{Name: n + "_now"}, H: rawToolH, Prompt: &gomcp.Prompt{Name: n}, PH: gsPromptH}
	}
}

// GoSDK makes one go-sdk record: the prompt has the name, the tool a name
// made from it.
func GoSDK(name string) GS { // want GoSDK:`registrar\(returns p0; returns records r0\{Tool\.Name & Prompt\.Name\}\)`
	return GS{Tool: &gomcp.Tool{Name: "run_" + name}, H: rawToolH, Prompt: &gomcp.Prompt{Name: name}, PH: gsPromptH}
}

// GoSDKTool makes a go-sdk record without a prompt.
func GoSDKTool(name string) GS { // want GoSDKTool:`registrar\(returns p0\)`
	return GS{Tool: &gomcp.Tool{Name: name}, H: rawToolH}
}
