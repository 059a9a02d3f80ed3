// Package flagged has a dispatcher named on the command line
// (-promptreach.dispatch=example.com/t/promptreachflag/flagged.Run).
package flagged

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Run(ctx context.Context, cs *mcp.ClientSession, tool string) {
	if tool == "workflow" {
		_, _ = cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "release"}) // want `-dispatch function flagged.Run reaches prompts/get`
	}
}

func Menu(ctx context.Context, cs *mcp.ClientSession, picked string) {
	_, _ = cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: picked})
}
