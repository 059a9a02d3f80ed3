// Package testcalls is a host whose tests build tool calls and run the
// executor: a test is not the model, so only Loop, which runs the tool
// calls of a model's reply, is reported; the tests (host_test.go,
// external_test.go, wired/wired_test.go) build an anthropic.ToolUseBlock,
// the host's own ToolCall or a marked helper's call, and are silent.
package testcalls

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ToolCall is the host's own tool call, as its provider layer decodes it.
type ToolCall struct {
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type tool func(ctx context.Context, input json.RawMessage) (string, error)

// Executor runs tools by name.
type Executor struct {
	cs    *mcp.ClientSession
	tools map[string]tool
}

// NewExecutor returns an executor with a clock and a get_prompt tool.
func NewExecutor(cs *mcp.ClientSession) *Executor {
	e := &Executor{cs: cs}
	e.tools = map[string]tool{"clock": clock, "get_prompt": e.getPrompt}
	return e
}

// Run runs the tool named name.
func (e *Executor) Run(ctx context.Context, name string, input json.RawMessage) (string, error) {
	t, ok := e.tools[name]
	if !ok {
		return "", fmt.Errorf("no tool %s", name)
	}
	return t(ctx, input)
}

func (e *Executor) getPrompt(ctx context.Context, input json.RawMessage) (string, error) {
	var in struct{ Name string }
	_ = json.Unmarshal(input, &in)
	res, err := e.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: in.Name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

func clock(context.Context, json.RawMessage) (string, error) { return "12:00", nil }

// Loop runs the tool calls of the model's reply.
func Loop(ctx context.Context, cs *mcp.ClientSession, msg *anthropic.Message) {
	e := NewExecutor(cs)
	for _, b := range msg.Content {
		if tu, ok := b.AsAny().(anthropic.ToolUseBlock); ok {
			_, _ = e.Run(ctx, tu.Name, tu.Input) // want `model tool-call dispatch testcalls.Loop reaches prompts/get: testcalls.Loop → \(\*testcalls.Executor\).Run → \(\*testcalls.Executor\).getPrompt → \(\*mcp.ClientSession\).GetPrompt`
		}
	}
}
