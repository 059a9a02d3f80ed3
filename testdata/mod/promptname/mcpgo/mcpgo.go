package mcpgo // want package:`promptname\(example\.com/t/promptname/mcpgo/get\.Choice\.Title \{mcp\.Prompt\.Title@mcpgo\.go:98\}; example\.com/t/promptname/mcpgo/get\.Pick\.Label \{mcp\.Prompt\.Title@mcpgo\.go:109\}\)\}$`

// A host on mcp-go: positives send a listed prompt's display string as the prompts/get name (a
// request built field by field, a channel, package get's helper and Choice); each has a twin.

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"example.com/t/promptname/mcpgo/get"
)

// Titles sends each listed prompt's title, setting the request's name.
func Titles(ctx context.Context, c *client.Client) error {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		req := mcp.GetPromptRequest{}
		req.Params.Name = p.Title // want `display string mcp\.Prompt\.Title, not its Name: mcp\.Prompt\.Title \(read at mcpgo\.go:24\) → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at mcpgo\.go:24;`
		if _, err := c.GetPrompt(ctx, req); err != nil {
			return err
		}
	}
	return nil
}

// Names is Titles' twin; GetName returns the Name.
func Names(ctx context.Context, c *client.Client) error {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		req := mcp.GetPromptRequest{}
		req.Params.Name = p.GetName()
		if _, err := c.GetPrompt(ctx, req); err != nil {
			return err
		}
	}
	return nil
}

// Menu sends the labels of a menu (the title, else the name) down a
// channel to the code that fetches the chosen one.
func Menu(ctx context.Context, c client.MCPClient) {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return
	}
	chosen := make(chan string, len(res.Prompts))
	for _, p := range res.Prompts {
		label := p.Name
		if p.Title != "" {
			label = p.Title
		}
		chosen <- label
	}
	close(chosen)
	for name := range chosen {
		get.Prompt(ctx, c, name) // want `display string mcp\.Prompt\.Title \(the Name only where the display string is empty\), not its Name: mcp\.Prompt\.Title \(read at mcpgo\.go:59\) → passed to get\.Prompt → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at get\.go:15;`
	}
}

// MenuNames is Menu's twin: the menu prints the labels and sends the names
// down the channel.
func MenuNames(ctx context.Context, c client.MCPClient) {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return
	}
	chosen := make(chan string, len(res.Prompts))
	for i, p := range res.Prompts {
		label := p.Name
		if p.Title != "" {
			label = p.Title
		}
		fmt.Printf("%d. %s\n", i+1, label)
		chosen <- p.Name
	}
	close(chosen)
	for name := range chosen {
		get.Prompt(ctx, c, name)
	}
}

// Choose puts the title in package get's Choice, whose Title get sends as
// the name.
func Choose(ctx context.Context, c *client.Client) {
	for p, err := range c.IterPrompts(ctx, mcp.ListPromptsRequest{}) {
		if err != nil {
			return
		}
		get.Chosen(ctx, c, get.Choice{Title: p.Title}) // want `mcp\.Prompt\.Title \(read at mcpgo\.go:98\) → stored in get\.Choice\.Title → passed to get\.Prompt → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at get\.go:15;`
	}
}

// Pick is Choose's twin: get.Pick's Label is the title, its Name the
// name, and get sends the Name.
func Pick(ctx context.Context, c *client.Client) {
	for p, err := range c.IterPrompts(ctx, mcp.ListPromptsRequest{}) {
		if err != nil {
			return
		}
		get.Picked(ctx, c, get.Pick{Label: p.Title, Name: p.Name})
	}
}
