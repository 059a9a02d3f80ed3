// Package session wires agents to the MCP manager. Session adds the tools
// of every bundle in the update (All), which holds the primary bundle and
// so the get_prompt tool: reported where a turn starts. The manager's
// update reaches that bundle first through Primary, so the tool is found
// below All only because the bundle is the same memory. The negative twin
// SpareSession adds only the spare bundle's echo tool: silent.
package session

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/sharedarg/agent"
	"example.com/t/promptreach/sharedarg/mgr"
)

// Session is a conversation whose tools are all the manager's tools.
type Session struct{ Agent *agent.Agent }

// New makes a session whose agent gets every bundle's tools.
func New(cs *mcp.ClientSession) *Session {
	s := &Session{Agent: agent.New()}
	m := mgr.New(cs)
	m.OnUpdate(func(u agent.Update) {
		for _, b := range u.All {
			for _, t := range b.Tools {
				s.Agent.Add(t)
			}
		}
	})
	m.Refresh()
	return s
}

// Prompt starts a turn with the user's text.
func (s *Session) Prompt(ctx context.Context, text string) (string, error) {
	return s.Agent.Ask(ctx, text) // want `model dispatch entry \(\*agent.Agent\).Ask reaches prompts/get through a registered function: \(\*agent.Agent\).Ask → mgr.getPromptTool.func1 → \(\*mcp.ClientSession\).GetPrompt`
}

// SpareSession is a conversation whose tools are the spare bundle's.
type SpareSession struct{ Agent *agent.Agent }

// NewSpare makes a session whose agent gets only the spare tools.
func NewSpare(cs *mcp.ClientSession) *SpareSession {
	s := &SpareSession{Agent: agent.New()}
	m := mgr.New(cs)
	m.OnUpdate(func(u agent.Update) {
		for _, t := range u.Spare.Tools {
			s.Agent.Add(t)
		}
	})
	m.Refresh()
	return s
}

// Prompt starts a turn with the user's text: silent.
func (s *SpareSession) Prompt(ctx context.Context, text string) (string, error) {
	return s.Agent.Ask(ctx, text)
}
