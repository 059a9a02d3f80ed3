// Package negatives holds servers that dualreg must leave alone.
package negatives

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Since string `json:"since"`
}

func fetchDeploys(since string) []string { return []string{since} }

func newServer() *gomcp.Server { return gomcp.NewServer(&gomcp.Implementation{Name: "x"}, nil) }

// A triage_incident prompt next to a narrow fetch_deploys tool, both built
// on one helper: two capabilities.
func SharedHelper() {
	s := newServer()
	s.AddPrompt(&gomcp.Prompt{Name: "triage_incident"}, func(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
		_ = fetchDeploys(req.Params.Arguments["since"])
		return &gomcp.GetPromptResult{}, nil
	})
	gomcp.AddTool(s, &gomcp.Tool{Name: "fetch_deploys"}, func(ctx context.Context, req *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, any, error) {
		return nil, fetchDeploys(in.Since), nil
	})
}

// Names that share a word are different names.
func SimilarNames() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("review"), toolH)
	s.AddPrompt(mcp.NewPrompt("review_code"), promptH)
	s.AddPrompt(mcp.NewPrompt("preview"), promptH)
}

// A tool and a resource with the same name.
func ToolAndResource() {
	s := newServer()
	s.AddTool(&gomcp.Tool{Name: "runbook"}, rawToolH)
	s.AddResource(&gomcp.Resource{Name: "runbook", URI: "file:///runbook"}, func(ctx context.Context, req *gomcp.ReadResourceRequest) (*gomcp.ReadResourceResult, error) {
		return nil, nil
	})

	ms := server.NewMCPServer("x", "1")
	ms.AddTool(mcp.NewTool("runbook"), toolH)
	ms.AddResource(mcp.NewResource("file:///runbook", "runbook"), func(ctx context.Context, r mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
		return nil, nil
	})
}

// The same tool registered twice is a different mistake.
func ToolTwice() {
	s := newServer()
	s.AddTool(&gomcp.Tool{Name: "rollback"}, rawToolH)
	s.AddTool(&gomcp.Tool{Name: "rollback"}, rawToolH)

	ms := server.NewMCPServer("x", "1")
	ms.AddTool(mcp.NewTool("rollback"), toolH)
	ms.AddTools(server.ServerTool{Tool: mcp.NewTool("Rollback"), Handler: toolH})
	ms.AddPrompt(mcp.NewPrompt("status"), promptH)
	ms.AddPrompts(server.ServerPrompt{Prompt: mcp.NewPrompt("status"), Handler: promptH})
}

// A tool on one server and a prompt on another.
func TwoServers() {
	a := newServer()
	b := newServer()
	a.AddTool(&gomcp.Tool{Name: "postmortem"}, rawToolH)
	b.AddPrompt(&gomcp.Prompt{Name: "postmortem"}, rawPromptH)

	public := server.NewMCPServer("public", "1")
	internal := server.NewMCPServer("internal", "1")
	public.AddPrompt(mcp.NewPrompt("postmortem"), promptH)
	internal.AddTool(mcp.NewTool("postmortem"), toolH)
}

// Two servers kept in the fields of one struct.
type servers struct {
	tools   *server.MCPServer
	prompts *server.MCPServer
}

func Fields() {
	ss := &servers{tools: server.NewMCPServer("t", "1"), prompts: server.NewMCPServer("p", "1")}
	ss.tools.AddTool(mcp.NewTool("postmortem"), toolH)
	ss.prompts.AddPrompt(mcp.NewPrompt("postmortem"), promptH)
}

// A server that may or may not be the other one: not provably one server.
func Maybe(shared bool) {
	a := newServer()
	s := newServer()
	if shared {
		s = a
	}
	a.AddTool(&gomcp.Tool{Name: "postmortem"}, rawToolH)
	s.AddPrompt(&gomcp.Prompt{Name: "postmortem"}, rawPromptH)
}

// A tool whose name was changed before registration.
func Renamed() {
	s := newServer()
	t := &gomcp.Tool{Name: "postmortem"}
	t.Name = "postmortem_lookup"
	s.AddTool(t, rawToolH)
	s.AddPrompt(&gomcp.Prompt{Name: "postmortem"}, rawPromptH)
}

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func rawToolH(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

func rawPromptH(ctx context.Context, req *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
	return nil, nil
}
