package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/elicit/cap/check"
)

// The twins of gosdk's quoted.go. mcp-go sends the request whatever the
// client declared, so a result of its own that quotes the error does not
// make up for a missing check; the check does.

func quotedFallback(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("name?")) // want `tool handler mcpgo\.quotedFallback\.func1 elicits \(\(\*server\.MCPServer\)\.RequestElicitation at quoted\.go:\d+\) without checking`
		if err != nil {
			return mcp.NewToolResultText("This client could not show the form (" + err.Error() + "). Pass name as an argument."), nil
		}
		return mcp.NewToolResultText(string(res.Action)), nil
	}
}

func quotedChecked(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !check.Supports(ctx) {
			return mcp.NewToolResultText("Pass name as an argument."), nil
		}
		res, err := s.RequestElicitation(ctx, req("name?"))
		if err != nil {
			return mcp.NewToolResultText("This client could not show the form (" + err.Error() + "). Pass name as an argument."), nil
		}
		return mcp.NewToolResultText(string(res.Action)), nil
	}
}

func RegisterQuoted(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("qa"), quotedFallback(s))
	s.AddTool(mcp.NewTool("qb"), quotedChecked(s))
}
