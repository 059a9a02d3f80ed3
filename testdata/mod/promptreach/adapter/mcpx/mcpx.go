// Package mcpx makes the agent's tools of an MCP session with the
// framework's generic adapter; one of them fetches a prompt.
package mcpx

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/adapter/tool"
)

// Tools returns the session's tools, get_prompt among them.
func Tools(cs *mcp.ClientSession) []tool.Tool {
	return []tool.Tool{
		&tool.FuncTool{N: "get_prompt", CallFunc: func(ctx context.Context, input string) (string, error) {
			res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: input})
			if err != nil {
				return "", err
			}
			return res.Description, nil
		}},
	}
}

// Clock returns a clock tool only.
func Clock() []tool.Tool {
	return []tool.Tool{
		&tool.FuncTool{N: "clock", CallFunc: func(context.Context, string) (string, error) { return "noon", nil }},
	}
}
