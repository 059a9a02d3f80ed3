// Package tools registers the tools of the server. Its tool handlers reach
// prompts/get through package prompts.
package tools

import (
	"context"

	"example.com/out/prompts"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Runner handles tool calls with an upstream session.
type Runner struct {
	CS *mcp.ClientSession
}

// RunPrompt is the run_prompt tool: the model names a prompt to run.
func (r *Runner) RunPrompt(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := r.render(ctx, "summary")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

func (r *Runner) render(ctx context.Context, name string) (string, error) {
	return prompts.Fetch(ctx, r.CS, name)
}

// Help is the help tool. Its path to prompts/get is suppressed in package
// prompts, where the evidence is.
func (r *Runner) Help(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := prompts.Help(ctx, r.CS)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// Register adds the tools to the server.
func Register(s *mcp.Server, r *Runner) {
	schema := map[string]any{"type": "object"}
	s.AddTool(&mcp.Tool{Name: "run_prompt", InputSchema: schema}, r.RunPrompt)
	s.AddTool(&mcp.Tool{Name: "help", InputSchema: schema}, r.Help)
}
