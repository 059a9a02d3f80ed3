// Package tools has the agent's tools over the pool.
package tools

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/genericpool/pool"
)

// Tool is one tool the model can call.
type Tool interface {
	Name() string
	Execute(ctx context.Context, input json.RawMessage) (string, error)
}

type promptInput struct{ Server, Prompt string }

// GetPromptTool fetches the prompt the model names: through the pool when
// it has one, else on its own session. Both branches reach prompts/get.
type GetPromptTool struct {
	Clients *pool.Pool
	Session *mcp.ClientSession
}

func (GetPromptTool) Name() string { return "get_mcp_prompt" }

func (t GetPromptTool) Execute(ctx context.Context, input json.RawMessage) (string, error) {
	var in promptInput
	if err := json.Unmarshal(input, &in); err != nil {
		return "", err
	}
	if t.Clients != nil {
		return t.Clients.GetPrompt(ctx, in.Server, in.Prompt)
	}
	return direct(ctx, t.Session, in.Prompt)
}

func direct(ctx context.Context, cs *mcp.ClientSession, name string) (string, error) {
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

// PoolPromptTool fetches the prompt through the pool only.
type PoolPromptTool struct{ Clients *pool.Pool }

func (PoolPromptTool) Name() string { return "pool_prompt" }

func (t PoolPromptTool) Execute(ctx context.Context, input json.RawMessage) (string, error) {
	var in promptInput
	if err := json.Unmarshal(input, &in); err != nil {
		return "", err
	}
	return t.Clients.GetPrompt(ctx, in.Server, in.Prompt)
}

// ListToolsTool lists a server's tools: the same helper, another instance.
type ListToolsTool struct{ Clients *pool.Pool }

func (ListToolsTool) Name() string { return "list_mcp_tools" }

func (t ListToolsTool) Execute(ctx context.Context, input json.RawMessage) (string, error) {
	names, err := t.Clients.ListTools(ctx, string(input))
	return strings.Join(names, ","), err
}
