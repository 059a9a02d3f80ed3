// Package bridge turns an MCP session into host tools, one of which fetches
// the prompt its caller names.
package bridge

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/factory/tools"
)

type promptTool struct{ cs *mcp.ClientSession }

func (promptTool) Name() string { return "prompt" }

func (p promptTool) Run(ctx context.Context, input json.RawMessage) (string, error) {
	var in struct{ Name string }
	if err := json.Unmarshal(input, &in); err != nil {
		return "", err
	}
	res, err := p.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: in.Name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

// Tools returns the session's tools for a host.
func Tools(cs *mcp.ClientSession) []tools.Tool {
	return []tools.Tool{promptTool{cs: cs}}
}
