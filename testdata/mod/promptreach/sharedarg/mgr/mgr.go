// Package mgr is an MCP manager that reports its tools to the callback
// its caller set, in an agent.Update whose primary bundle (holding the
// get_prompt tool) is in the list of all bundles too: the same memory at
// two paths of the argument.
package mgr

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/sharedarg/agent"
)

// Manager connects to one MCP server.
type Manager struct {
	cs       *mcp.ClientSession
	onUpdate func(agent.Update)
}

// New returns a manager of the session cs.
func New(cs *mcp.ClientSession) *Manager { return &Manager{cs: cs} }

// OnUpdate sets the callback given the tools whenever they change.
func (m *Manager) OnUpdate(fn func(agent.Update)) { m.onUpdate = fn }

// Refresh reports the server's tools.
func (m *Manager) Refresh() {
	primary := &agent.Bundle{Tools: []agent.Tool{getPromptTool(m.cs)}}
	spare := &agent.Bundle{Tools: []agent.Tool{{Name: "echo", Execute: func(_ context.Context, in string) (string, error) {
		return in, nil
	}}}}
	m.onUpdate(agent.Update{Primary: primary, All: []*agent.Bundle{primary}, Spare: spare})
}

// getPromptTool fetches the prompt the model names.
func getPromptTool(cs *mcp.ClientSession) agent.Tool {
	return agent.Tool{Name: "get_prompt", Execute: func(ctx context.Context, input string) (string, error) {
		res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: input})
		if err != nil {
			return "", err
		}
		return res.Description, nil
	}}
}
