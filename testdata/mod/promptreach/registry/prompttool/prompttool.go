// Package prompttool provides a tool that fetches an MCP prompt.
package prompttool

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Tool struct{ CS *mcp.ClientSession }

func (t *Tool) Run(ctx context.Context, args string) (string, error) {
	res, err := t.CS.GetPrompt(ctx, &mcp.GetPromptParams{Name: args})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

func Clock(ctx context.Context, args string) (string, error) { return "noon", nil }
