// Package session wires the agent to the MCP manager through the
// manager's tools-changed callback.
package session

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/callback/agent"
	"example.com/t/promptreach/callback/mcpx"
)

// Session owns an agent whose tools the manager gives.
type Session struct{ agent *agent.Agent }

// New starts the manager with every tool: the model's tool calls reach
// the prompt tool.
func New(ctx context.Context, cs *mcp.ClientSession) *Session {
	a := agent.New()
	mgr := mcpx.NewManager(cs)
	mgr.SetOnToolsChanged(func(tools []agent.AgentTool) {
		a.UpdateTools(func(set agent.ToolSet) {
			for _, t := range tools {
				set.Add(t)
			}
		})
	})
	mgr.Start(ctx)
	return &Session{agent: a}
}

// Turn runs one tool call of the model.
func (s *Session) Turn(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return s.agent.OnToolUse(ctx, use) // want `model tool-call handler \(\*session.Session\).Turn reaches prompts/get: \(\*session.Session\).Turn → \(\*agent.Agent\).OnToolUse → mcpx.getPromptTool.func1 → \(\*mcp.ClientSession\).GetPrompt`
}

// PlainSession's manager hands over its plain tools only: silent.
type PlainSession struct{ agent *agent.Agent }

// NewPlain starts the manager with the plain tools.
func NewPlain(ctx context.Context, cs *mcp.ClientSession) *PlainSession {
	a := agent.New()
	mgr := mcpx.NewManager(cs)
	mgr.SetOnToolsChanged(func(tools []agent.AgentTool) {
		a.UpdateTools(func(set agent.ToolSet) {
			for _, t := range tools {
				set.Add(t)
			}
		})
	})
	mgr.StartPlain(ctx)
	return &PlainSession{agent: a}
}

// Turn runs one tool call of the model.
func (s *PlainSession) Turn(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return s.agent.OnToolUse(ctx, use)
}
