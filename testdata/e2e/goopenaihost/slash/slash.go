// Package slash implements the commands a user types: "/help" lists the
// server's prompts and "/<prompt> args" runs one.
package slash

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"example.com/goopenaihost/command"
)

// Commands returns the user's command table.
func Commands(c *client.Client) command.Table {
	return command.Table{
		"help": func(ctx context.Context, _ string) (string, error) {
			res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
			if err != nil {
				return "", err
			}
			var b strings.Builder
			for _, p := range res.Prompts {
				fmt.Fprintf(&b, "/%s  %s\n", p.Name, p.Description)
			}
			return b.String(), nil
		},
		"prompt": func(ctx context.Context, args string) (string, error) {
			name, rest, _ := strings.Cut(args, " ")
			return runPrompt(ctx, c, name, rest)
		},
	}
}

func runPrompt(ctx context.Context, c *client.Client, name, input string) (string, error) {
	req := mcp.GetPromptRequest{}
	req.Params.Name = name
	req.Params.Arguments = map[string]string{"input": input}
	res, err := c.GetPrompt(ctx, req)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, m := range res.Messages {
		if t, ok := m.Content.(mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String(), nil
}
