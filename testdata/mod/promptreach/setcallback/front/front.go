// Package front is a front end that starts sessions and runs turns on
// them. The path from their agent to mcpm's get_prompt is the session
// package's finding, where the session wires the manager's tools in: the
// turns started here are not told again. An agent this package fills with
// a prompt tool of its own is a path of its own: reported here.
package front

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/setcallback/agent"
	"example.com/t/promptreach/setcallback/session"
)

// Turn starts a session and runs a turn on it, twice over: through the
// session and on its agent. Both are the session package's finding.
func Turn(ctx context.Context, cs *mcp.ClientSession, text string) {
	s := session.New(ctx, cs)
	_, _ = s.Prompt(ctx, text)
	_, _ = s.Agent.Ask(ctx, text)
}

// Own fills an agent with a prompt tool of its own.
func Own(ctx context.Context, cs *mcp.ClientSession, text string) {
	a := agent.New()
	a.UpdateTools(func(ts *agent.ToolSet) {
		ts.Add(agent.Tool{Name: "fetch_prompt", Execute: func(ctx context.Context, name string) (string, error) {
			res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
			if err != nil {
				return "", err
			}
			return res.Description, nil
		}})
	})
	_, _ = a.Ask(ctx, text) // want `model dispatch entry \(\*agent.Agent\).Ask reaches prompts/get through a registered function: \(\*agent.Agent\).Ask → front.Own.func1.func1 → \(\*mcp.ClientSession\).GetPrompt`
}
