// Package mcpgo has mcp-go tool handlers that elicit with and without a
// capability check.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/elicit/cap/check"
	"example.com/t/elicit/cap/onlycheck"
)

func req(msg string) mcp.ElicitationRequest {
	return mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: msg}}
}

// Positives: mcp-go sends the request whatever the client declared, so a
// fallback on the error does not make up for the missing check.

func unchecked(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("name?")) // want `tool handler mcpgo\.unchecked\.func1 elicits \(\(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+\) without checking the client's elicitation capability: mcp-go sends elicitation/create whatever the client declared`
		if err != nil {
			return mcp.NewToolResultText("pass name as an argument"), nil
		}
		return mcp.NewToolResultText(string(res.Action)), nil
	}
}

func sessionOnly(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// Asserting SessionWithElicitation says what the transport can send,
	// not what the client declared.
	sess, ok := server.ClientSessionFromContext(ctx).(server.SessionWithElicitation)
	if !ok {
		return mcp.NewToolResultText("no session"), nil
	}
	_, err := sess.RequestElicitation(ctx, req("name?")) // want `tool handler mcpgo\.sessionOnly elicits \(\(server\.SessionWithElicitation\)\.RequestElicitation at mcpgo\.go:\d+\) without checking`
	return mcp.NewToolResultText("ok"), err
}

func viaHelper(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := check.Choose(ctx, s, "env?") // want `tool handler mcpgo\.viaHelper\.func1 elicits \(\(\*server\.MCPServer\)\.RequestElicitation at check\.go:\d+ via check\.Choose\) without checking`
		return mcp.NewToolResultText("ok"), err
	}
}

func builder(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return server.NewInputRequestBuilder("").Elicit("name", req("name?").Params).ToolResult(), nil // want `tool handler mcpgo\.builder elicits \(\(\*server\.InputRequestBuilder\)\.Elicit at mcpgo\.go:\d+\) without checking the client's elicitation capability: an input request`
}

// Negatives: a check inline, through a helper of another package, or
// around the call of a helper.

func inline(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cs, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
		if !ok || cs.GetClientCapabilities().Elicitation == nil {
			return mcp.NewToolResultText("pass name as an argument"), nil
		}
		res, err := s.RequestElicitation(ctx, req("name?"))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(string(res.Action)), nil
	}
}

func helperCheck(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if check.Supports(ctx) {
			if _, err := check.Choose(ctx, s, "env?"); err != nil {
				return nil, err
			}
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

func checkedBuilder(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !check.Supports(ctx) {
		return mcp.NewToolResultText("pass name as an argument"), nil
	}
	return server.NewInputRequestBuilder("").Elicit("name", req("name?").Params).ToolResult(), nil
}

// A predicate from a package that elicits nothing.
func onlyCheck(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !onlycheck.CanElicit(ctx) {
			return mcp.NewToolResultText("pass name as an argument"), nil
		}
		_, err := s.RequestElicitation(ctx, req("name?"))
		return mcp.NewToolResultText("ok"), err
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("h"), onlyCheck(s))
	s.AddTool(mcp.NewTool("a"), unchecked(s))
	s.AddTool(mcp.NewTool("b"), sessionOnly)
	s.AddTool(mcp.NewTool("c"), viaHelper(s))
	s.AddTool(mcp.NewTool("d"), builder)
	s.AddTool(mcp.NewTool("e"), inline(s))
	s.AddTool(mcp.NewTool("f"), helperCheck(s))
	s.AddTool(mcp.NewTool("g"), checkedBuilder)
}
