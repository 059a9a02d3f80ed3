// Package langchain implements a langchaingo agent tool that fetches an
// mcp-go prompt: the agent framework lets the model invoke Call.
package langchain

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/tmc/langchaingo/tools"
)

type PromptTool struct{ C client.MCPClient }

var _ tools.Tool = PromptTool{}

func (PromptTool) Name() string        { return "run_prompt" }
func (PromptTool) Description() string { return "runs a prompt" }

func (t PromptTool) Call(ctx context.Context, input string) (string, error) {
	req := mcp.GetPromptRequest{}
	req.Params.Name = input
	res, err := t.C.GetPrompt(ctx, req) // want `tools.Tool implementation \(langchain.PromptTool\).Call reaches prompts/get: \(langchain.PromptTool\).Call → \(client.MCPClient\).GetPrompt`
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

// Lookup is not a Tool method: a person's picker may call it.
func (t PromptTool) Lookup(ctx context.Context, name string) error {
	req := mcp.GetPromptRequest{}
	req.Params.Name = name
	_, err := t.C.GetPrompt(ctx, req)
	return err
}
