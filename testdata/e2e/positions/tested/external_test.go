package tested_test

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/positions/tested"
)

type args struct {
	Name string `json:"name"`
}

// A tool of the external test package.
func TestExternal(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "test"}, nil)
	var cs *mcp.ClientSession
	tested.Register(s, cs)
	mcp.AddTool(s, &mcp.Tool{Name: "external_test_prompt"}, func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		_, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: a.Name})
		return nil, nil, err
	})
}
