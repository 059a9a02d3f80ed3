// Package gosdkgw is a go-sdk gateway in front of an upstream MCP server.
package gosdkgw

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MirrorTools re-exposes the upstream server's tools: fine.
func MirrorTools(ctx context.Context, up *mcp.ClientSession, srv *mcp.Server) error {
	for t, err := range up.Tools(ctx, nil) {
		if err != nil {
			return err
		}
		name := t.Name
		srv.AddTool(&mcp.Tool{Name: t.Name, Description: t.Description, InputSchema: t.InputSchema},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				return up.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: req.Params.Arguments})
			})
	}
	return nil
}

// MirrorPrompts re-exposes the upstream server's prompts as prompts: a
// client's user still picks them. Fine.
func MirrorPrompts(ctx context.Context, up *mcp.ClientSession, srv *mcp.Server) error {
	res, err := up.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		srv.AddPrompt(p, func(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			return up.GetPrompt(ctx, req.Params)
		})
	}
	return nil
}

// PromptsAsTools offers every upstream prompt as a tool, for clients
// without prompt support.
func PromptsAsTools(ctx context.Context, up *mcp.ClientSession, srv *mcp.Server) error {
	for p, err := range up.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		srv.AddTool(&mcp.Tool{
			Name:        "prompt_" + p.Name,
			Description: p.Description,
			InputSchema: argsSchema(p.Arguments),
		}, promptHandler(up, p.Name))
	}
	return nil
}

func argsSchema(args []*mcp.PromptArgument) map[string]any {
	props := map[string]any{}
	for _, a := range args {
		props[a.Name] = map[string]any{"type": "string"}
	}
	return map[string]any{"type": "object", "properties": props}
}

func promptHandler(up *mcp.ClientSession, name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]string
		if err := unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		res, err := up.GetPrompt(ctx, &mcp.GetPromptParams{Name: name, Arguments: args})
		if err != nil {
			return nil, err
		}
		out := &mcp.CallToolResult{}
		for _, m := range res.Messages {
			out.Content = append(out.Content, m.Content)
		}
		return out, nil
	}
}
