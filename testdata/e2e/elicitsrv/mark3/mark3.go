// Package mark3 is an mcp-go server with an unchecked question and a
// checked pair of input requests.
package mark3

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func params(msg string) mcp.ElicitationParams {
	return mcp.ElicitationParams{Message: msg, RequestedSchema: map[string]any{"type": "object"}}
}

func canElicit(ctx context.Context) bool {
	s, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	return ok && s.GetClientCapabilities().Elicitation != nil
}

func archive(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: params("Which project?")})
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(string(res.Action)), nil
	}
}

func onboard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !canElicit(ctx) {
		return mcp.NewToolResultText("pass name and team as arguments"), nil
	}
	if r := server.ElicitationResponse(req.Params.InputResponses, "name"); r != nil {
		return mcp.NewToolResultText("welcome"), nil
	}
	return server.NewInputRequestBuilder("").
		Elicit("name", params("Your name?")).
		Elicit("team", params("Your team?")).
		ToolResult(), nil
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("archive_project"), archive(s))
	s.AddTool(mcp.NewTool("onboard"), onboard)
}
