// Package mcpgo has mcp-go tools with confirmation dialogs.
package mcpgo

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/elicit/confirm/store"
)

func confirm(msg string) mcp.ElicitationRequest {
	return mcp.ElicitationRequest{Params: mcp.ElicitationParams{
		Message: msg,
		RequestedSchema: map[string]any{
			"type":       "object",
			"properties": map[string]any{"confirm": map[string]any{"type": "boolean"}},
		},
	}}
}

func removeFile(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{ // want `tool handler mcpgo\.removeFile\.func1 asks for confirmation \(a single boolean "ok", \(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+\) before a destructive action: the tool declares DestructiveHint: true \(at mcpgo\.go:\d+\), and it calls os\.Remove \(at mcpgo\.go:\d+\)`
			Message:         "Remove?",
			RequestedSchema: map[string]any{"type": "object", "properties": map[string]any{"ok": map[string]any{"type": "boolean"}}},
		}})
		if err != nil || res.Action != mcp.ElicitationResponseActionAccept {
			return mcp.NewToolResultText("kept"), nil
		}
		return mcp.NewToolResultText("removed"), os.Remove(req.GetString("path", ""))
	}
}

func builder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if r := server.ElicitationResponse(req.Params.InputResponses, "ok"); r != nil {
		return mcp.NewToolResultText("wiped"), store.Wipe(req.GetString("dir", ""))
	}
	return server.NewInputRequestBuilder("").Elicit("ok", mcp.ElicitationParams{ // want `tool handler mcpgo\.builder asks for confirmation \(a single choice "go" of proceed/cancel, \(\*server\.InputRequestBuilder\)\.Elicit at mcpgo\.go:\d+\) before a destructive action: the tool is destructive by default: mcp-go's NewTool sets DestructiveHint: true unless an option says otherwise \(registered at mcpgo\.go:\d+\), and it calls os\.RemoveAll \(at store\.go:\d+ via store\.Wipe\)`
		Message:         "Wipe?",
		RequestedSchema: map[string]any{"type": "object", "properties": map[string]any{"go": map[string]any{"type": "string", "enum": []string{"proceed", "cancel"}}}},
	}).ToolResult(), nil
}

// Destructive by default: mcp-go's NewTool sets DestructiveHint: true,
// as the specification does for a tool that does not set it, so the host
// asks for approval of greet already.
func greet(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, confirm("Say hello?")); err != nil { // want `tool handler mcpgo\.greet\.func1 asks for confirmation \(a single boolean "confirm", \(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+\) before a destructive action: the tool is destructive by default: mcp-go's NewTool sets DestructiveHint: true unless an option says otherwise \(registered at mcpgo\.go:\d+\); .*; the host already asks for approval of a destructive tool: remove the dialog`
			return nil, err
		}
		return mcp.NewToolResultText("hello"), nil
	}
}

// Negative: destructive, and asks nothing.
func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("removed"), os.Remove(req.GetString("path", ""))
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("remove_file", mcp.WithDestructiveHintAnnotation(true)), removeFile(s))
	s.AddTool(mcp.NewTool("builder"), builder)
	s.AddTool(mcp.NewTool("greet"), greet(s))
	s.AddTool(mcp.NewTool("remove", mcp.WithDestructiveHintAnnotation(true)), remove)
}
