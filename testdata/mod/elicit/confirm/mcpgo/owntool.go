package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ownTool is the server's own tool interface (kite-mcp-server's Tool):
// each implementation gives its definition and its handler, and one loop
// registers them all. The hints come from the implementation's Tool
// method.
type ownTool interface {
	Tool() mcp.Tool
	Handler(s *server.MCPServer) server.ToolHandlerFunc
}

var confirmForm = map[string]any{
	"type":       "object",
	"properties": map[string]any{"confirm": map[string]any{"type": "boolean"}},
}

// Positive: the Tool method declares DestructiveHint true.
type freezeTool struct{}

func (*freezeTool) Tool() mcp.Tool {
	return mcp.NewTool("freeze", mcp.WithDescription("Freeze an account."), mcp.WithDestructiveHintAnnotation(true))
}

func (*freezeTool) Handler(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: "Freeze?", RequestedSchema: confirmForm}}); err != nil { // want `tool handler \(\*mcpgo\.freezeTool\)\.Handler\.func1 asks for confirmation \(a single boolean "confirm", \(\*server\.MCPServer\)\.RequestElicitation at owntool\.go:\d+\) before a destructive action: the tool declares DestructiveHint: true \(at owntool\.go:\d+\); .*; the host already asks for approval of a destructive tool: remove the dialog`
			return nil, err
		}
		return mcp.NewToolResultText("frozen"), nil
	}
}

// Its twin: the Tool method declares DestructiveHint false.
type thawTool struct{}

func (*thawTool) Tool() mcp.Tool {
	return mcp.NewTool("thaw", mcp.WithDescription("Thaw an account."), mcp.WithDestructiveHintAnnotation(false))
}

func (*thawTool) Handler(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: "Thaw?", RequestedSchema: confirmForm}}); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("thawed"), nil
	}
}

// withPage adds metadata to a tool and leaves its annotations alone.
func withPage(t mcp.Tool, page string) mcp.Tool {
	if page == "" {
		return t
	}
	t.Meta = &mcp.Meta{AdditionalFields: map[string]any{"page": page}}
	return t
}

func RegisterOwn(s *server.MCPServer, pages map[string]string) {
	for _, td := range []ownTool{&freezeTool{}, &thawTool{}} {
		t := td.Tool()
		if page := pages[t.Name]; page != "" {
			t = withPage(t, page)
		}
		s.AddTool(t, td.Handler(s))
	}
}
