package testcalls

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

// A test builds the model's tool call itself: not the model.
func TestGetPromptTool(t *testing.T) {
	e := NewExecutor(nil)
	tu := anthropic.ToolUseBlock{Name: "get_prompt", Input: json.RawMessage(`{"Name":"review"}`)}
	if _, err := e.Run(context.Background(), tu.Name, tu.Input); err == nil {
		t.Fatal("no session, no error")
	}
}

// The host's own tool call, as its provider layer would decode it.
func TestWireCall(t *testing.T) {
	e := NewExecutor(nil)
	for _, c := range []ToolCall{{ID: "1", Name: "get_prompt", Arguments: json.RawMessage(`{}`)}} {
		_, _ = e.Run(context.Background(), c.Name, c.Arguments)
	}
}

// runCall is a test helper marked as dispatch: a test file is not the
// program, marked or not.
//
//mcpvet:dispatch
func runCall(e *Executor, name string, args json.RawMessage) (string, error) {
	return e.Run(context.Background(), name, args)
}

func TestMarked(t *testing.T) {
	_, _ = runCall(NewExecutor(nil), "get_prompt", nil)
}

// execToolUse takes the tool call as a parameter (a tool-call handler).
func execToolUse(e *Executor, tu anthropic.ToolUseBlock) (string, error) {
	return e.Run(context.Background(), tu.Name, tu.Input)
}

func TestHandler(t *testing.T) {
	_, _ = execToolUse(NewExecutor(nil), anthropic.ToolUseBlock{Name: "get_prompt"})
}
