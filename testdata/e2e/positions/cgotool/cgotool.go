// Package cgotool is a cgo package: the file the compiler reads (made by
// cgo, in the build cache) has cgo's own lines before this file's, and
// //line directives that map it back here, line and column.
package cgotool

/*
int twice(int a) {
	return 2 * a;
}
*/
import "C"

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	Name string `json:"name"`
}

// Fetch gets a prompt; main's tool handler calls it.
func Fetch(ctx context.Context, cs []*mcp.ClientSession, name string) (*mcp.GetPromptResult, error) {
	return cs[C.twice(0)].GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
}

// Register adds a tool whose handler gets a prompt itself.
func Register(s *mcp.Server, cs []*mcp.ClientSession) {
	mcp.AddTool(s, &mcp.Tool{Name: "cgo_prompt"}, func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		_, err := cs[C.twice(0)].GetPrompt(ctx, &mcp.GetPromptParams{Name: a.Name})
		return nil, nil, err
	})
}

// ReadOnly returns annotations with a hint; main gives them to tools made
// from listed prompts.
func ReadOnly() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{ReadOnlyHint: true}
}

// Mirror offers the upstream prompts as read-only tools.
func Mirror(ctx context.Context, up *mcp.ClientSession, s *mcp.Server) error {
	res, err := up.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	//mcpvet:ignore dualreg a stale directive: nothing to suppress here
	for _, p := range res.Prompts {
		s.AddTool(&mcp.Tool{Name: p.Name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, nil)
	}
	return nil
}

// AddReport registers the report tool; main registers the prompt too.
func AddReport(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "weekly_report"}, func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
}

// AddReportPrompt registers the report prompt.
func AddReportPrompt(s *mcp.Server) {
	s.AddPrompt(&mcp.Prompt{Name: "weekly-report"}, func(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		return nil, nil
	})
}

// FetchQuiet gets a prompt too: the directive at its call suppresses the
// finding of main's tool handler that calls FetchQuiet (at its hop here).
func FetchQuiet(ctx context.Context, cs []*mcp.ClientSession, name string) (*mcp.GetPromptResult, error) {
	//mcpvet:ignore promptreach a suppression at a hop in a cgo file
	return cs[C.twice(0)].GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
}
