// Package reset registers and replaces tools and prompts for its callers.
package reset

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

// Register registers the review tool.
func Register(s *server.MCPServer) { // want Register:`registrar\(tool "review" on p0\)`
	s.AddTool(mcp.NewTool("review"), toolH)
}

// Reset replaces every tool by the lint tool.
func Reset(s *server.MCPServer) { // want Reset:`registrar\(tool "lint" on p0; removes every tool of p0\)`
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
}

// MaybeReset replaces them only when asked: its callers cannot count on
// the removal.
func MaybeReset(s *server.MCPServer, really bool) { // want MaybeReset:`registrar\(tool "lint" on p0\)`
	if really {
		s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
	}
}

// RegisterThenReset registers the review tool and replaces it: its callers
// see only the lint tool.
func RegisterThenReset(s *server.MCPServer) { // want RegisterThenReset:`registrar\(tool "lint" on p0; removes every tool of p0\)`
	s.AddTool(mcp.NewTool("review"), toolH)
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH})
}

// Drop removes the go-sdk summarize tool.
func Drop(s *gomcp.Server) { // want Drop:`registrar\(removes tool "summarize" of p0\)`
	s.RemoveTools("summarize")
}

// OnChange removes the tool in a hook that runs whenever it is called.
func OnChange(s *server.MCPServer, hooks *server.Hooks) {
	hooks.AddOnRegisterSession(func(ctx context.Context, session server.ClientSession) {
		s.DeleteTools("review")
	})
}
