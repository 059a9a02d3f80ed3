// Package mcpx is an MCP manager that hands its tools, a prompt tool
// among them, to a callback its owner sets, once it has connected.
package mcpx

import (
	"context"
	"sync/atomic"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/callback/agent"
)

// Manager owns the session and the callback.
type Manager struct {
	cs             *mcp.ClientSession
	onToolsChanged atomic.Value // func([]agent.AgentTool)
}

// NewManager returns a manager of the session.
func NewManager(cs *mcp.ClientSession) *Manager { return &Manager{cs: cs} }

// SetOnToolsChanged sets the callback called with the tools.
func (m *Manager) SetOnToolsChanged(fn func([]agent.AgentTool)) { m.onToolsChanged.Store(fn) }

func (m *Manager) loadOnToolsChanged() func([]agent.AgentTool) {
	if v := m.onToolsChanged.Load(); v != nil {
		return v.(func([]agent.AgentTool))
	}
	return nil
}

// Start connects in the background and hands over every tool, the
// prompt tool included.
func (m *Manager) Start(ctx context.Context) {
	go func() {
		if notify := m.loadOnToolsChanged(); notify != nil {
			notify(m.allTools())
		}
	}()
}

// StartPlain hands over the server's plain tools only.
func (m *Manager) StartPlain(ctx context.Context) {
	go func() {
		if notify := m.loadOnToolsChanged(); notify != nil {
			notify(m.plainTools())
		}
	}()
}

func (m *Manager) plainTools() []agent.AgentTool {
	return []agent.AgentTool{{Name: "clock", Execute: func(context.Context, string) (string, error) { return "noon", nil }}}
}

func (m *Manager) allTools() []agent.AgentTool {
	return append(m.plainTools(), getPromptTool(m.cs))
}

// getPromptTool fetches the prompt the model names.
func getPromptTool(cs *mcp.ClientSession) agent.AgentTool {
	return agent.AgentTool{Name: "get_prompt", Execute: func(ctx context.Context, name string) (string, error) {
		res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
		if err != nil {
			return "", err
		}
		return res.Description, nil
	}}
}
