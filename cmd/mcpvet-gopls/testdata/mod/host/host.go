// Package host runs the tool calls Claude makes, one of which fetches an
// MCP prompt.
package host

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/goplsmod/fetch"
)

// Agent runs tool calls against one MCP server.
type Agent struct {
	Session *mcp.ClientSession
}

// Execute runs one tool call of the model.
func (a *Agent) Execute(ctx context.Context, call anthropic.ToolUseBlock) (string, error) {
	var args map[string]string
	if err := json.Unmarshal(call.Input, &args); err != nil {
		return "", err
	}
	if call.Name == "run_prompt" {
		return fetch.Prompt(ctx, a.Session, args["name"])
	}
	res, err := a.Session.CallTool(ctx, &mcp.CallToolParams{Name: call.Name, Arguments: args})
	if err != nil {
		return "", err
	}
	return fetch.Text(res.Content), nil
}
