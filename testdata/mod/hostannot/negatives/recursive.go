package negatives

import (
	mark3 "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// OwnPromptTree registers the server's own prompts, and tools named after
// them, through two helpers that call each other: the prompts are still
// the server's (mark3.NewPrompt), however deep the recursion.
func OwnPromptTree(s *server.MCPServer, h server.ToolHandlerFunc) {
	registerPrompt(s, mark3.NewPrompt("review", mark3.WithPromptDescription("review code")), h, 2)
}

func registerPrompt(s *server.MCPServer, p mark3.Prompt, h server.ToolHandlerFunc, depth int) {
	s.AddPrompt(p, nil)
	registerTool(s, p, h, depth)
}

func registerTool(s *server.MCPServer, p mark3.Prompt, h server.ToolHandlerFunc, depth int) {
	s.AddTool(mark3.NewTool(p.Name, mark3.WithDescription(p.Description), mark3.WithReadOnlyHintAnnotation(true)), h)
	if depth > 0 {
		registerPrompt(s, p, h, depth-1)
	}
}
