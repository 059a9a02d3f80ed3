// Package agent is a coding agent with its own model client: it reads the
// model's reply from an HTTP response into its own untagged types and runs
// the tool each call names; one tool fetches an MCP prompt.
package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Call is a tool call of the model, as the host's wire format has it.
type Call struct {
	Name string
	Args map[string]string
}

// Reply is the model's reply.
type Reply struct {
	Text  string
	Calls []Call
}

// Tool runs one tool call.
type Tool func(ctx context.Context, args map[string]string) (string, error)

// Agent runs the model's tool calls.
type Agent struct {
	endpoint string
	tools    map[string]Tool
}

// New returns an agent whose model can fetch the session's prompts.
func New(endpoint string, cs *mcp.ClientSession) *Agent {
	return &Agent{endpoint: endpoint, tools: map[string]Tool{
		"get_prompt": func(ctx context.Context, args map[string]string) (string, error) {
			res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: args["name"]})
			if err != nil {
				return "", err
			}
			return res.Description, nil
		},
	}}
}

// Turn asks the model once and runs the tool calls of its reply.
func (a *Agent) Turn(ctx context.Context) (string, error) {
	resp, err := http.Get(a.endpoint)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var r Reply
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return "", err
	}
	out := r.Text
	for _, c := range r.Calls {
		t, ok := a.tools[c.Name]
		if !ok {
			return "", fmt.Errorf("no tool %q", c.Name)
		}
		s, err := t(ctx, c.Args)
		if err != nil {
			return "", err
		}
		out += s
	}
	return out, nil
}
