// Package agent2 dispatches go-openai tool calls through reg2; it cannot
// know what other packages register.
package agent2

import (
	"context"

	"example.com/t/promptreach/wiring/reg2"
	openai "github.com/sashabaranov/go-openai"
)

func Loop(ctx context.Context, msg openai.ChatCompletionMessage) {
	for _, tc := range msg.ToolCalls {
		_, _ = reg2.Dispatch(ctx, tc.Function.Name, tc.Function.Arguments)
	}
}
