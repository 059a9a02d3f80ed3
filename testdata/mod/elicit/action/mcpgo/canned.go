package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/elicit/action/helpers"
)

// The twins of gosdk's canned.go: answers the code builds itself.

func cannedProject(project string) *mcp.ElicitationResult {
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: mcp.ElicitationResponseActionAccept, Content: map[string]any{"project": project}}}
}

func cannedResponse(action mcp.ElicitationResponseAction, project string) *mcp.ElicitationResult {
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: action, Content: map[string]any{"project": project}}}
}

// Negatives.

func cannedHere(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := cannedProject(r.GetString("project", ""))
	data, _ := res.Content.(map[string]any)
	name, _ := data["project"].(string)
	return mcp.NewToolResultText(name), nil
}

func cannedOther(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := helpers.CannedProject(r.GetString("project", ""))
	data, _ := res.Content.(map[string]any)
	name, _ := data["project"].(string)
	return mcp.NewToolResultText(name), nil
}

// Positives: the twins.

func answerHere(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := cannedResponse(mcp.ElicitationResponseAction(r.GetString("action", "")), r.GetString("project", ""))
	data, _ := res.Content.(map[string]any) // want `mcpgo\.answerHere reads the content of an elicitation's answer without checking that the action is "accept"`
	name, _ := data["project"].(string)
	return mcp.NewToolResultText(name), nil
}

func answerOther(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := helpers.CannedResponse(mcp.ElicitationResponseAction(r.GetString("action", "")), r.GetString("project", ""))
	data, _ := res.Content.(map[string]any) // want `mcpgo\.answerOther reads the content of an elicitation's answer without checking that the action is "accept"`
	name, _ := data["project"].(string)
	return mcp.NewToolResultText(name), nil
}

// RegisterCanned registers the tools above.
func RegisterCanned(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("canned_here"), cannedHere)
	s.AddTool(mcp.NewTool("canned_other"), cannedOther)
	s.AddTool(mcp.NewTool("answer_here"), answerHere)
	s.AddTool(mcp.NewTool("answer_other"), answerOther)
}
