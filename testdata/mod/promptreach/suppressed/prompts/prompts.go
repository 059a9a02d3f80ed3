// Package prompts fetches prompts; one fetch is reviewed and suppressed
// here, where the evidence is, although the finding is reported in host.
package prompts

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Reviewed(ctx context.Context, cs *mcp.ClientSession) {
	//mcpvet:ignore promptreach fetches our own static "help" prompt only; reviewed in SEC-1234
	_, _ = cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "help"})
}

func Any(ctx context.Context, cs *mcp.ClientSession, name string) {
	_, _ = cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
}
