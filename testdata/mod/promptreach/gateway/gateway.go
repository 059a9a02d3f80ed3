// Package gateway re-exposes an upstream server's prompts as tools of its
// own MCP server: both the flattening and the handler are findings.
package gateway

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Mirror(ctx context.Context, upstream *mcp.ClientSession, srv *mcp.Server) error {
	for p, err := range upstream.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		name := p.Name
		srv.AddTool(&mcp.Tool{Name: "prompt_" + name, Description: p.Description, InputSchema: map[string]any{"type": "object"}}, // want `mcp.Tool.Name is derived from a listed prompt`
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				res, err := upstream.GetPrompt(ctx, &mcp.GetPromptParams{Name: name}) // want `MCP tool handler gateway.Mirror.func1 reaches prompts/get: gateway.Mirror.func1 → \(\*mcp.ClientSession\).GetPrompt`
				if err != nil {
					return nil, err
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Description}}}, nil
			})
	}
	return nil
}

// MirrorTools re-exposes upstream tools: no prompt involved.
func MirrorTools(ctx context.Context, upstream *mcp.ClientSession, srv *mcp.Server) error {
	res, err := upstream.ListTools(ctx, nil)
	if err != nil {
		return err
	}
	for _, t := range res.Tools {
		srv.AddTool(&mcp.Tool{Name: t.Name, Description: t.Description, InputSchema: t.InputSchema},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				return upstream.CallTool(ctx, &mcp.CallToolParams{Name: t.Name, Arguments: req.Params.Arguments})
			})
	}
	return nil
}
