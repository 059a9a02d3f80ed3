// Package tools2 registers its tools from init.
package tools2

import (
	"context"

	"example.com/t/promptreach/wiring/reg2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var Session *mcp.ClientSession

func runPrompt(ctx context.Context, args string) (string, error) {
	res, err := Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: args})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

func init() {
	reg2.Register("run_prompt", runPrompt)
}
