package testcalls_test

import (
	"context"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/testcalls"
)

// The external test package runs the executor with a tool call it built.
func TestExternal(t *testing.T) {
	e := testcalls.NewExecutor(nil)
	tu := anthropic.ToolUseBlock{Name: "get_prompt"}
	_, _ = e.Run(context.Background(), tu.Name, tu.Input)
}
