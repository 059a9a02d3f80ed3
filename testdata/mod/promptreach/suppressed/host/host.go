// Package host dispatches openai-go tool calls to functions of package
// prompts.
package host

import (
	"context"

	"example.com/t/promptreach/suppressed/prompts"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
)

func Execute(ctx context.Context, cs *mcp.ClientSession, tc openai.ChatCompletionMessageToolCallUnion) {
	switch tc.Function.Name {
	case "help":
		prompts.Reviewed(ctx, cs) // suppressed at the hop in package prompts
	case "run":
		//mcpvet:ignore promptreach the model only picks from an allow-list checked in Validate
		prompts.Any(ctx, cs, tc.Function.Arguments)
	case "other":
		// want +1 `//mcpvet:ignore promptreach has no reason`
		//mcpvet:ignore promptreach
		prompts.Any(ctx, cs, tc.Function.Arguments) // want `reaches prompts/get`
	case "typo":
		// want +1 `names unknown analyzer "promptrech"`
		//mcpvet:ignore promptrech the name is misspelt
		prompts.Any(ctx, cs, tc.Function.Arguments) // want `reaches prompts/get`
	}
}
