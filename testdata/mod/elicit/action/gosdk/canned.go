package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/elicit/action/helpers"
)

// An answer the code builds itself with the action "accept" (kfet/fir's
// ElicitFormResult and its unit test) has no decline or cancel to rule
// out; its twins build one with an action they are given.

// cannedName is the package's own canned answer.
func cannedName(name string) *mcp.ElicitResult {
	return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"name": name}}
}

func cannedAnswer(action, name string) *mcp.ElicitResult {
	return &mcp.ElicitResult{Action: action, Content: map[string]any{"name": name}}
}

// Negatives.

func cannedHere(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res := cannedName(in.Name)
	n, _ := res.Content["name"].(string)
	rename(n)
	return text(n), nil, nil
}

func cannedOther(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res := helpers.CannedName(in.Name)
	n, _ := res.Content["name"].(string)
	rename(n)
	return text(n), nil, nil
}

// Positives: the twins.

func answerHere(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res := cannedAnswer(in.Name, in.Name)
	n, _ := res.Content["name"].(string) // want `gosdk\.answerHere reads the content of an elicitation's answer without checking that the action is "accept"`
	rename(n)
	return text(n), nil, nil
}

func answerOther(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res := helpers.CannedAnswer(in.Name, in.Name)
	n, _ := res.Content["name"].(string) // want `gosdk\.answerOther reads the content of an elicitation's answer without checking that the action is "accept"`
	rename(n)
	return text(n), nil, nil
}

// RegisterCanned registers the tools above.
func RegisterCanned(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "canned_here"}, cannedHere)
	mcp.AddTool(s, &mcp.Tool{Name: "canned_other"}, cannedOther)
	mcp.AddTool(s, &mcp.Tool{Name: "answer_here"}, answerHere)
	mcp.AddTool(s, &mcp.Tool{Name: "answer_other"}, answerOther)
}
