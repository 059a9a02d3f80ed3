// Package prompttool runs an MCP prompt and returns its messages as text.
package prompttool

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Runner fetches prompts from one MCP server.
type Runner struct {
	Session *mcp.ClientSession
}

type input struct {
	Name      string            `json:"name"`
	Arguments map[string]string `json:"arguments"`
}

// Run fetches the prompt named in the input and renders its messages.
func (r *Runner) Run(ctx context.Context, raw json.RawMessage) (string, error) {
	var in input
	if err := json.Unmarshal(raw, &in); err != nil {
		return "", err
	}
	res, err := r.Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: in.Name, Arguments: in.Arguments})
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, m := range res.Messages {
		if t, ok := m.Content.(*mcp.TextContent); ok {
			b.WriteString(string(m.Role) + ": " + t.Text + "\n")
		}
	}
	return b.String(), nil
}
