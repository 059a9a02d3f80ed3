package mcpgo

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The twins of gosdk's defaults.go. mcp-go's NewTool sets DestructiveHint:
// true by default, as the specification does for a tool without the hint;
// a mcp.Tool literal has no annotations, and WithToolAnnotation replaces
// NewTool's defaults with annotations that may not set the hint.

// Positives: destructive by default.

// A literal: no annotations.
func retitle(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, confirm("Retitle?")); err != nil { // want `tool handler mcpgo\.retitle\.func1 asks for confirmation \(a single boolean "confirm", \(\*server\.MCPServer\)\.RequestElicitation at defaults\.go:\d+\) before a destructive action: the tool is destructive by default: it has no annotations, and the MCP specification's destructiveHint defaults to true \(registered at defaults\.go:\d+\); .*; the host already asks for approval of a destructive tool: remove the dialog`
			return nil, err
		}
		return mcp.NewToolResultText("retitled"), nil
	}
}

// WithToolAnnotation without the hint.
func relabel(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, confirm("Relabel?")); err != nil { // want `tool handler mcpgo\.relabel\.func1 asks for confirmation \(a single boolean "confirm", \(\*server\.MCPServer\)\.RequestElicitation at defaults\.go:\d+\) before a destructive action: the tool is destructive by default: its annotations \(at defaults\.go:\d+\) do not set DestructiveHint, which the MCP specification defaults to true; .*; the host already asks for approval of a destructive tool: remove the dialog`
			return nil, err
		}
		return mcp.NewToolResultText("relabelled"), nil
	}
}

// Negatives: the annotations say the tool is not destructive.

// WithReadOnlyHintAnnotation(true): its own temporary file removed.
func export(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, confirm("Include archived items?")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("exported"), os.Remove(req.GetString("path", "") + ".tmp")
	}
}

// WithDestructiveHintAnnotation(false): its lock file removed.
func appendLog(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, confirm("Append?")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("appended"), os.Remove(req.GetString("path", "") + ".lock")
	}
}

// WithToolAnnotation, read-only.
func snapshot(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, confirm("Snapshot?")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("snapshot taken"), os.RemoveAll(req.GetString("dir", "") + "/tmp")
	}
}

// An option of the server's own (it may set the hints): the tool is not
// known to be destructive by default.
func recount(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, confirm("Recount?")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("recounted"), nil
	}
}

func readOnly() mcp.ToolOption {
	return func(t *mcp.Tool) { t.Annotations.ReadOnlyHint = mcp.ToBoolPtr(true) }
}

// A tool whose hint is set after NewTool.
func reindex(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, confirm("Reindex?")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("reindexed"), nil
	}
}

func RegisterDefaults(s *server.MCPServer) {
	s.AddTool(mcp.Tool{Name: "retitle"}, retitle(s))
	s.AddTool(mcp.NewTool("relabel", mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "Relabel"})), relabel(s))
	s.AddTool(mcp.NewTool("export", mcp.WithReadOnlyHintAnnotation(true)), export(s))
	s.AddTool(mcp.NewTool("append_log", mcp.WithDestructiveHintAnnotation(false)), appendLog(s))
	s.AddTool(mcp.NewTool("snapshot", mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)})), snapshot(s))
	s.AddTool(mcp.NewTool("recount", readOnly()), recount(s))
	reindexTool := mcp.NewTool("reindex")
	reindexTool.Annotations.ReadOnlyHint = mcp.ToBoolPtr(true)
	s.AddTool(reindexTool, reindex(s))
}
