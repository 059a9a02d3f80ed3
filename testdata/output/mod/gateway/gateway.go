// Package gateway re-exposes the prompts of an upstream server as tools of
// its own server, and vouches for them as read-only.
package gateway

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Mirror lists the upstream prompts and registers one tool for each.
func Mirror(ctx context.Context, up *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) error {
	res, err := up.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		s.AddTool(&mcp.Tool{
			Name:        "prompt_" + p.Name,
			Description: p.Description,
			InputSchema: map[string]any{"type": "object"},
			Annotations: &mcp.ToolAnnotations{
				ReadOnlyHint: true,
			},
		}, h)
	}
	return nil
}
