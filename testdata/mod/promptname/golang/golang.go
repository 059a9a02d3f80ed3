// Package golang is a host on mcp-golang, whose GetPrompt takes the name as
// an argument and whose listed prompts have a Description (a *string) for
// display.
package golang

import (
	"context"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

// Described fetches each prompt by its description.
func Described(ctx context.Context, c *mcp_golang.Client) {
	res, err := c.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	for _, p := range res.Prompts {
		if p.Description != nil {
			c.GetPrompt(ctx, *p.Description, nil) // want `display string mcp_golang\.PromptSchema\.Description, not its Name: mcp_golang\.PromptSchema\.Description \(read at golang\.go:20\) → sent as the prompts/get name \(\(\*mcp_golang\.Client\)\.GetPrompt\) at golang\.go:20;`
		}
	}
}

// Named is Described's twin.
func Named(ctx context.Context, c *mcp_golang.Client) {
	res, err := c.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	for _, p := range res.Prompts {
		if p.Description != nil {
			c.GetPrompt(ctx, p.Name, nil)
		}
	}
}
