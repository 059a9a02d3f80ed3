// Package agent runs the model's tool calls on its tool list.
package agent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/genericpool/pool"
	"example.com/t/promptreach/genericpool/tools"
)

// Agent has the two-branch prompt tool: the finding names both
// prompts/get calls its tool call reaches, the shortest path first.
type Agent struct{ tools []tools.Tool }

func New(p *pool.Pool, cs *mcp.ClientSession) *Agent {
	return &Agent{tools: []tools.Tool{tools.GetPromptTool{Clients: p, Session: cs}, tools.ListToolsTool{Clients: p}}}
}

func (a *Agent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	for _, t := range a.tools {
		if t.Name() == use.Name {
			return t.Execute(ctx, use.Input) // want `model tool-call handler \(\*agent.Agent\).OnToolUse reaches prompts/get: \(\*agent.Agent\).OnToolUse → \(tools.GetPromptTool\).Execute → tools.direct → \(\*mcp.ClientSession\).GetPrompt; .* \(prompts/get is called at tools.go:43; the same call also reaches it at pool.go:32, through \(\*agent.Agent\).OnToolUse → \(tools.GetPromptTool\).Execute → \(\*pool.Pool\).GetPrompt → pool.request → \(\*pool.Pool\).GetPrompt.func1 → \(\*mcp.ClientSession\).GetPrompt\)$`
		}
	}
	return "", nil
}

// PoolAgent has the prompt tool that goes through the pool only: the
// closure handed to the generic helper's instance is followed.
type PoolAgent struct{ tools []tools.Tool }

func NewPool(p *pool.Pool) *PoolAgent {
	return &PoolAgent{tools: []tools.Tool{tools.PoolPromptTool{Clients: p}, tools.ListToolsTool{Clients: p}}}
}

func (a *PoolAgent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	for _, t := range a.tools {
		if t.Name() == use.Name {
			return t.Execute(ctx, use.Input) // want `model tool-call handler \(\*agent.PoolAgent\).OnToolUse reaches prompts/get: \(\*agent.PoolAgent\).OnToolUse → \(tools.PoolPromptTool\).Execute → \(\*pool.Pool\).GetPrompt → pool.request → \(\*pool.Pool\).GetPrompt.func1 → \(\*mcp.ClientSession\).GetPrompt; .* \(prompts/get is called at pool.go:32\)$`
		}
	}
	return "", nil
}

// ListAgent has the tool listing only, the same generic helper's other
// instance: the negative twin.
type ListAgent struct{ tools []tools.Tool }

func NewListOnly(p *pool.Pool) *ListAgent {
	return &ListAgent{tools: []tools.Tool{tools.ListToolsTool{Clients: p}}}
}

func (a *ListAgent) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	for _, t := range a.tools {
		if t.Name() == use.Name {
			return t.Execute(ctx, use.Input)
		}
	}
	return "", nil
}
