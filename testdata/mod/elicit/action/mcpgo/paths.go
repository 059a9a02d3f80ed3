package mcpgo

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The twins of gosdk's paths.go: whether decline or cancel can reach the
// read of the content, whatever the form of the test.

// Negatives: decline and cancel end the operation before the read.

// A switch on the non-accept actions, without default.
func switchNoDefault(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("project?"))
		if err != nil {
			return nil, err
		}
		switch res.Action {
		case mcp.ElicitationResponseActionDecline:
			return mcp.NewToolResultText("declined"), nil
		case mcp.ElicitationResponseActionCancel:
			return mcp.NewToolResultText("cancelled"), nil
		}
		data, _ := res.Content.(map[string]any)
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

// An if chain with early returns.
func ifChain(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("project?"))
		if err != nil {
			return nil, err
		}
		if res.Action == mcp.ElicitationResponseActionDecline {
			return mcp.NewToolResultText("declined"), nil
		}
		if res.Action == mcp.ElicitationResponseActionCancel {
			return mcp.NewToolResultText("cancelled"), nil
		}
		data, _ := res.Content.(map[string]any)
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

var errNotGiven = errors.New("no project given")

// askAccepted returns an error, with the answer, for every action but
// accept.
func askAccepted(ctx context.Context, s *server.MCPServer) (*mcp.ElicitationResult, error) {
	res, err := s.RequestElicitation(ctx, req("project?"))
	if err != nil {
		return nil, err
	}
	if res.Action != mcp.ElicitationResponseActionAccept {
		return res, errNotGiven
	}
	return res, nil
}

// The caller returns on the helper's error.
func helperErr(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := askAccepted(ctx, s)
		if err != nil {
			return mcp.NewToolResultText("no project"), nil
		}
		data, _ := res.Content.(map[string]any)
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

// The test kept in a variable (a phi of the && in SSA).
func storedTest(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("project?"))
		accepted := err == nil && res.Action == mcp.ElicitationResponseActionAccept
		if !accepted {
			return mcp.NewToolResultText("no project"), nil
		}
		data, _ := res.Content.(map[string]any)
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

// Positives: a path lets decline or cancel through to the read.

// The test kept in a variable lets cancel through.
func storedTestCancel(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("project?"))
		done := err != nil || res.Action == mcp.ElicitationResponseActionDecline
		if done {
			return mcp.NewToolResultText("no project"), nil
		}
		data, _ := res.Content.(map[string]any) // want `mcpgo\.storedTestCancel\.func1 reads the content of an elicitation's answer where the action can still be "cancel": a path to this read passes no test that rules it out`
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

// Only decline is handled: cancel reaches the read.
func onlyDecline(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("project?"))
		if err != nil {
			return nil, err
		}
		switch res.Action {
		case mcp.ElicitationResponseActionDecline:
			return mcp.NewToolResultText("declined"), nil
		}
		data, _ := res.Content.(map[string]any) // want `mcpgo\.onlyDecline\.func1 reads the content of an elicitation's answer where the action can still be "cancel": a path to this read passes no test that rules it out`
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

// askLeaky returns a nil error on decline.
func askLeaky(ctx context.Context, s *server.MCPServer) (*mcp.ElicitationResult, error) {
	res, err := s.RequestElicitation(ctx, req("project?"))
	if err != nil {
		return nil, err
	}
	if res.Action == mcp.ElicitationResponseActionCancel {
		return nil, errNotGiven
	}
	return res, nil
}

// The caller returns on the helper's error, but decline gets through it.
func helperLeaky(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := askLeaky(ctx, s)
		if err != nil {
			return mcp.NewToolResultText("no project"), nil
		}
		data, _ := res.Content.(map[string]any) // want `mcpgo\.helperLeaky\.func1 reads the content of an elicitation's answer where the action can still be "decline": a path to this read passes no test that rules it out`
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

// The helper is right, but the caller goes on after its error.
func helperErrIgnored(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := askAccepted(ctx, s)
		if err != nil {
			log.Print(err)
		}
		data, _ := res.Content.(map[string]any) // want `mcpgo\.helperErrIgnored\.func1 reads the content of an elicitation's answer where the action can still be "decline" or "cancel": a path to this read passes no test that rules them out`
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

func accepted(res *mcp.ElicitationResult) bool {
	return res.Action == mcp.ElicitationResponseActionAccept
}

// A helper's test of the answer decides the read.
func helperTest(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("project?"))
		if err != nil || !accepted(res) {
			return mcp.NewToolResultText("no project"), nil
		}
		data, _ := res.Content.(map[string]any)
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

// A helper's test of the answer, then a read after the branches meet.
func helperTestMerged(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := s.RequestElicitation(ctx, req("project?"))
		if err != nil {
			return nil, err
		}
		if accepted(res) {
			log.Print("accepted")
		}
		data, _ := res.Content.(map[string]any) // want `mcpgo\.helperTestMerged\.func1 reads the content of an elicitation's answer where the action can still be "decline" or "cancel": a path to this read passes no test that rules them out`
		name, _ := data["name"].(string)
		return mcp.NewToolResultText(name), nil
	}
}

func RegisterPaths(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("p1"), switchNoDefault(s))
	s.AddTool(mcp.NewTool("p2"), ifChain(s))
	s.AddTool(mcp.NewTool("p3"), helperErr(s))
	s.AddTool(mcp.NewTool("p4"), onlyDecline(s))
	s.AddTool(mcp.NewTool("p5"), helperLeaky(s))
	s.AddTool(mcp.NewTool("p6"), helperErrIgnored(s))
	s.AddTool(mcp.NewTool("p7"), storedTest(s))
	s.AddTool(mcp.NewTool("p8"), storedTestCancel(s))
	s.AddTool(mcp.NewTool("p9"), helperTest(s))
	s.AddTool(mcp.NewTool("p10"), helperTestMerged(s))
}
