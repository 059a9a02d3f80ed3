package host

import (
	"context"

	"example.com/t/hostannot/crosspkg/m3help"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func Mark3(ctx context.Context, c *client.Client) []mcp.Tool {
	out := []mcp.Tool{m3help.ReadOnlyTool("clock", mcp.WithDescription("time"))}
	for p, err := range c.IterPrompts(ctx, mcp.ListPromptsRequest{}) {
		if err != nil {
			break
		}
		out = append(out, m3help.ReadOnlyTool("prompt_"+p.Name, mcp.WithDescription(p.Description))) // want `ReadOnlyHint=true, in m3help.ReadOnlyTool at m3help.go:8, .*\(\*client.Client\).IterPrompts at mark3.go:13`
	}
	return out
}
