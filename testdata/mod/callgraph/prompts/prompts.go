// Package prompts has a Tool that fetches an MCP prompt.
package prompts

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Prompt struct {
	Session *mcp.ClientSession
	Name    string
}

func (p *Prompt) Run(ctx context.Context) (string, error) {
	res, err := p.Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}
