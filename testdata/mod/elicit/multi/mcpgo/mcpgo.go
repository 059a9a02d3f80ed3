// Package mcpgo has mcp-go tool handlers that elicit once or more per call.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/elicit/multi/asker"
)

func params(msg string) mcp.ElicitationParams {
	return mcp.ElicitationParams{Message: msg, RequestedSchema: map[string]any{"type": "object"}}
}

// Two questions in sequence, on the server.
func setup(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool handler mcpgo\.setup\.func1 can elicit 2 times in one call \(\(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+; \(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+\)`
		if _, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: params("project name?")}); err != nil {
			return nil, err
		}
		if _, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: params("framework?")}); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("created"), nil
	}
}

// A question per file, on the session.
func reviewFiles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool handler mcpgo\.reviewFiles can elicit an unbounded number of times in one call \(\(server\.SessionWithElicitation\)\.RequestElicitation at mcpgo\.go:\d+ \(in a loop\)\)`
	sess, ok := server.ClientSessionFromContext(ctx).(server.SessionWithElicitation)
	if !ok {
		return mcp.NewToolResultText("no session"), nil
	}
	for _, f := range req.GetStringSlice("files", nil) {
		if _, err := sess.RequestElicitation(ctx, mcp.ElicitationRequest{Params: params("keep " + f + "?")}); err != nil {
			return nil, err
		}
	}
	return mcp.NewToolResultText("reviewed"), nil
}

// The input-request builder, twice in one result.
func builder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool handler mcpgo\.builder can elicit 2 times in one call \(\(\*server\.InputRequestBuilder\)\.Elicit at mcpgo\.go:\d+; \(\*server\.InputRequestBuilder\)\.Elicit at mcpgo\.go:\d+\)`
	if r := server.ElicitationResponse(req.Params.InputResponses, "name"); r != nil {
		return mcp.NewToolResultText("hello"), nil
	}
	return server.NewInputRequestBuilder("").
		Elicit("name", params("name?")).
		Elicit("email", params("email?")).
		ToolResult(), nil
}

// NewElicitationInputRequest, and another package's helper.
func mixed(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool handler mcpgo\.mixed\.func1 can elicit 2 times in one call \(\(\*server\.MCPServer\)\.RequestElicitation at asker\.go:\d+ via asker\.Choice; mcp\.NewElicitationInputRequest at mcpgo\.go:\d+\)`
		res, err := asker.Choice(ctx, s, "which environment?")
		if err != nil || res.Action != mcp.ElicitationResponseActionAccept {
			return mcp.NewToolResultText("cancelled"), nil
		}
		requests := mcp.InputRequests{"confirm": mcp.NewElicitationInputRequest(params("sure?"))}
		_ = requests
		return mcp.NewToolResultText("ok"), nil
	}
}

// Negatives: one question, exclusive cases, a client's handler.

func single(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: params("name?")}); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

func byMode(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		switch req.GetString("mode", "") {
		case "a":
			_, _ = s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: params("a?")})
		case "b":
			_, _ = asker.Choice(ctx, s, "b?")
		default:
			_ = s.SendNotificationToClient(ctx, "notifications/progress", map[string]any{"progress": 1})
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

type answerer struct{}

func (answerer) Elicit(ctx context.Context, req mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: mcp.ElicitationResponseActionDecline}}, nil
}

func Client() client.ClientOption { return client.WithElicitationHandler(answerer{}) }

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("setup"), setup(s))
	s.AddTool(mcp.NewTool("review_files"), reviewFiles)
	s.AddTool(mcp.NewTool("builder"), builder)
	s.AddTool(mcp.NewTool("mixed"), mixed(s))
	s.AddTool(mcp.NewTool("single"), single(s))
	s.AddTool(mcp.NewTool("by_mode"), byMode(s))
}
