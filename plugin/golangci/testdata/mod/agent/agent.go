// Package agent runs Claude's tool calls against an MCP server.
package agent

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/gclmod/fetch"
)

// Agent holds one conversation.
type Agent struct {
	Session *mcp.ClientSession
	History []anthropic.MessageParam
}

// Tools offers the model a tool per prompt of the server.
func (a *Agent) Tools(ctx context.Context) []anthropic.ToolUnionParam {
	var out []anthropic.ToolUnionParam
	for p, err := range a.Session.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        "prompt_" + p.Name,
			InputSchema: anthropic.ToolInputSchemaParam{},
		}})
	}
	return out
}

// Execute runs one tool call of the model.
func (a *Agent) Execute(ctx context.Context, call anthropic.ToolUseBlock) error {
	var args struct{ Name string }
	_ = json.Unmarshal(call.Input, &args)
	msgs, err := fetch.Fetch(ctx, a.Session, args.Name)
	if err != nil {
		return err
	}
	a.History = append(a.History, msgs...)
	return nil
}

// Replay re-runs a tool call from a transcript the operator approved.
func (a *Agent) Replay(ctx context.Context, call anthropic.ToolUseBlock) error {
	msgs, err := fetch.Fetch(ctx, a.Session, call.Name) //nolint:promptreach // transcripts are approved by the operator
	if err != nil {
		return err
	}
	a.History = append(a.History, msgs...)
	return nil
}

// Resume continues a conversation the operator paused.
func (a *Agent) Resume(ctx context.Context, call anthropic.ToolUseBlock) error {
	//mcpvet:ignore promptreach the operator picked the prompt before pausing
	msgs, err := fetch.Fetch(ctx, a.Session, "resume_"+call.Name)
	if err != nil {
		return err
	}
	a.History = append(a.History, msgs...)
	return nil
}
