// Package hostgw turns an upstream server's prompts into tools of its own
// and marks them read-only; the upstream tools keep their own annotations.
package hostgw

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Tools lists the upstream tools, and a tool per upstream prompt.
func Tools(ctx context.Context, up client.MCPClient) ([]mcp.Tool, error) {
	var out []mcp.Tool
	listed, err := up.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return nil, err
	}
	for _, t := range listed.Tools {
		out = append(out, mcp.NewTool(t.Name, mcp.WithToolAnnotation(t.Annotations)))
	}
	res, err := up.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	for _, p := range res.Prompts {
		out = append(out, mcp.NewTool("prompt_"+p.Name, mcp.WithReadOnlyHintAnnotation(true)))
	}
	return out, nil
}

// Legacy does the same for the old gateway, whose hint is waived for
// hostannot only: promptreach still reports the flattening.
func Legacy(ctx context.Context, up client.MCPClient) ([]mcp.Tool, error) {
	var out []mcp.Tool
	old, err := up.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	for _, p := range old.Prompts {
		out = append(out, mcp.NewTool("legacy_"+p.Name, mcp.WithIdempotentHintAnnotation(true))) //nolint:hostannot // waived for the old gateway
	}
	return out, nil
}
