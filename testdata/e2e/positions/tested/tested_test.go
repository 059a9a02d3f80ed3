package tested

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A tool of the internal test: its finding is only in the test variant.
func TestRegister(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "test"}, nil)
	var cs *mcp.ClientSession
	Register(s, cs)
	mcp.AddTool(s, &mcp.Tool{Name: "internal_test_prompt"}, func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		_, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: a.Name})
		return nil, nil, err
	})
}
