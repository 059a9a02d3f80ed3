// Package bridge turns a session's prompts into host tools, one per prompt,
// made inside the body of a range over the session's prompt iterator.
package bridge

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/rangefunc/tools"
)

type promptTool struct {
	cs   *mcp.ClientSession
	name string
}

func (p *promptTool) Name() string { return "prompt_" + p.name }

func (p *promptTool) Run(ctx context.Context, _ json.RawMessage) (string, error) {
	res, err := p.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

// PromptTools returns a tool for each prompt the session lists.
func PromptTools(ctx context.Context, cs *mcp.ClientSession) []tools.Tool {
	var out []tools.Tool
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		out = append(out, &promptTool{cs: cs, name: p.Name})
	}
	return out
}

// Names returns the names of the session's prompts, for a menu.
func Names(ctx context.Context, cs *mcp.ClientSession) []string {
	var out []string
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		out = append(out, p.Name)
	}
	return out
}
