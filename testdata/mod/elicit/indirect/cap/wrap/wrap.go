// Package wrap has typed-handler wrappers, one per SDK: each returns a
// tool handler that decodes the arguments and calls the typed function it
// is given, which receives no request (as mcpkit's handler.TypedHandler).
package wrap

import (
	"context"
	"encoding/json"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// TypedFunc is a typed tool function of mcp-go.
type TypedFunc[In any] func(ctx context.Context, in In) (string, error)

// ToolDefinition is a tool with its handler.
type ToolDefinition struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Typed makes an mcp-go tool whose handler calls fn.
func Typed[In any](name string, fn TypedFunc[In]) ToolDefinition {
	h := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		out, err := fn(ctx, in)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
	return ToolDefinition{Tool: mcp.NewTool(name), Handler: h}
}

// Register adds the tools to the server.
func Register(s *server.MCPServer, tds ...ToolDefinition) {
	for _, td := range tds {
		s.AddTool(td.Tool, td.Handler)
	}
}

// TypedGo makes a go-sdk tool handler that calls fn with the session.
func TypedGo[In any](fn func(ctx context.Context, ss *gomcp.ServerSession, in In) (string, error)) gomcp.ToolHandler {
	return func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		var in In
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		out, err := fn(ctx, req.Session, in)
		if err != nil {
			return nil, err
		}
		return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: out}}}, nil
	}
}
