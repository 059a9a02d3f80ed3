package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ownTool is the server's own tool interface (kite-mcp-server's Tool):
// each implementation gives its definition and its handler, and one loop
// registers them all. The hints come from the implementation's Tool
// method.
type ownTool interface {
	Tool() *mcp.Tool
	Handler() mcp.ToolHandler
}

var confirmForm = map[string]any{
	"type":       "object",
	"properties": map[string]any{"confirm": map[string]any{"type": "boolean"}},
}

func hint(b bool) *bool { return &b }

// Positive: the Tool method declares DestructiveHint true.
type freezeTool struct{}

func (*freezeTool) Tool() *mcp.Tool {
	return &mcp.Tool{Name: "freeze", Annotations: &mcp.ToolAnnotations{DestructiveHint: hint(true)}}
}

func (*freezeTool) Handler() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Freeze?", RequestedSchema: confirmForm}) // want `tool handler \(\*gosdk\.freezeTool\)\.Handler\.func1 asks for confirmation \(a single boolean "confirm", \(\*mcp\.ServerSession\)\.Elicit at owntool\.go:\d+\) before a destructive action: the tool declares DestructiveHint: true \(at owntool\.go:\d+\); .*; the host already asks for approval of a destructive tool: remove the dialog`
		if err != nil || res.Action != "accept" {
			return text("kept"), nil
		}
		return text("frozen"), nil
	}
}

// Its twin: the Tool method declares DestructiveHint false.
type thawTool struct{}

func (*thawTool) Tool() *mcp.Tool {
	return &mcp.Tool{Name: "thaw", Annotations: &mcp.ToolAnnotations{DestructiveHint: hint(false)}}
}

func (*thawTool) Handler() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Thaw?", RequestedSchema: confirmForm})
		if err != nil || res.Action != "accept" {
			return text("kept"), nil
		}
		return text("thawed"), nil
	}
}

// withTitle sets a tool's title and leaves its annotations alone.
func withTitle(t *mcp.Tool, title string) *mcp.Tool {
	t.Title = title
	return t
}

func RegisterOwn(s *mcp.Server, titles map[string]string) {
	for _, td := range []ownTool{&freezeTool{}, &thawTool{}} {
		t := td.Tool()
		if title := titles[t.Name]; title != "" {
			t = withTitle(t, title)
		}
		s.AddTool(t, td.Handler())
	}
}
