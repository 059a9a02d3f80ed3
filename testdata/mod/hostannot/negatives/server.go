package negatives

import (
	"context"

	mark3 "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func ptr[T any](v T) *T { return &v }

// GoSDKServer declares hints on its own tools and registers a prompt.
func GoSDKServer(h mcp.ToolHandler, ph mcp.PromptHandler) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "files"}, nil)
	s.AddTool(&mcp.Tool{
		Name:        "read_file",
		Description: "read a file",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: ptr(false), IdempotentHint: true, OpenWorldHint: ptr(false)},
	}, h)
	p := &mcp.Prompt{Name: "review", Description: "review code"}
	s.AddPrompt(p, ph)
	return s
}

// Mark3Server declares hints with options and literals.
func Mark3Server(h server.ToolHandlerFunc, ph server.PromptHandlerFunc) *server.MCPServer {
	s := server.NewMCPServer("files", "1.0")
	s.AddTool(mark3.NewTool("read_file",
		mark3.WithDescription("read a file"),
		mark3.WithReadOnlyHintAnnotation(true),
		mark3.WithDestructiveHintAnnotation(false),
	), h)
	s.AddTool(mark3.Tool{Name: "stat", Annotations: mark3.ToolAnnotation{ReadOnlyHint: mark3.ToBoolPtr(true)}}, h)
	prompt := mark3.NewPrompt("review", mark3.WithPromptDescription("review code"))
	s.AddPrompt(prompt, ph)
	return s
}

// PromptHandler serves a prompt; building a tool inside it is the server's
// own tool.
func PromptHandler(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{Description: "d"}, nil
}

// OwnPrompts is a server exposing its own prompts as tools too: the names
// come from prompts it defines, not from a listing.
func OwnPrompts(s *server.MCPServer, h server.ToolHandlerFunc, ph server.PromptHandlerFunc) {
	for _, name := range []string{"review", "summarize"} {
		p := mark3.NewPrompt(name, mark3.WithPromptDescription("d"))
		s.AddPrompt(p, ph)
		s.AddTool(mark3.NewTool(p.Name, mark3.WithDescription(p.Description), mark3.WithReadOnlyHintAnnotation(true)), h)
	}
	addBoth(nil, &mcp.Prompt{Name: "explain", Description: "explain code"})
}

// addBoth registers a prompt of the server's and a tool named after it.
func addBoth(s *mcp.Server, p *mcp.Prompt) {
	s.AddPrompt(p, nil)
	s.AddTool(&mcp.Tool{Name: p.Name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, nil)
}
