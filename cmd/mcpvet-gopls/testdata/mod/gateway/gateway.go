// Package gateway re-exposes the prompts of an upstream server as tools,
// and marks them read-only.
package gateway

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Expose adds a tool to s for every prompt of up.
func Expose(ctx context.Context, up *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) error {
	res, err := up.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		s.AddTool(&mcp.Tool{
			Name:        "prompt_" + p.Name,
			InputSchema: map[string]any{"type": "object"},
			Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
		}, h)
	}
	return nil
}
