// Package mcpgo reads mcp-go elicitation answers, well and badly.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func req(msg string) mcp.ElicitationRequest {
	return mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: msg}}
}

// Positive: the content asserted to a map, unchecked, without an action
// test.
func unchecked(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("project?"))
		if err != nil {
			return nil, err
		}
		data := res.Content.(map[string]any) // want `mcpgo\.unchecked\.func1 reads the content of an elicitation's answer without checking` `mcpgo\.unchecked\.func1 asserts a value of the accepted content to map\[string\]any without checking`
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

// Positive: a multi-round-trip answer read unchecked.
func roundTwo(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res := server.ElicitationResponse(r.Params.InputResponses, "name"); res != nil {
		data, _ := res.Content.(map[string]any) // want `mcpgo\.roundTwo reads the content of an elicitation's answer without checking`
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
	return server.NewInputRequestBuilder("").Elicit("name", req("name?").Params).ToolResult(), nil
}

// Negative: the example of mcp-go, every action handled, values checked.
func switched(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("project?"))
		if err != nil {
			return nil, err
		}
		switch res.Action {
		case mcp.ElicitationResponseActionAccept:
			data, ok := res.Content.(map[string]any)
			if !ok {
				return nil, nil
			}
			name, _ := data["name"].(string)
			return mcp.NewToolResultText(name), nil
		case mcp.ElicitationResponseActionDecline:
			return mcp.NewToolResultText("declined"), nil
		default:
			return mcp.NewToolResultText("cancelled"), nil
		}
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("a"), unchecked(s))
	s.AddTool(mcp.NewTool("b"), roundTwo)
	s.AddTool(mcp.NewTool("c"), switched(s))
}
