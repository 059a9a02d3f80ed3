package get // want package:`promptname\(example\.com/t/promptname/mcpgo/get\.Pick\.Name to prompts/get at get\.go:15; example\.com/t/promptname/mcpgo/get\.Choice\.Title to prompts/get at get\.go:15\)\}$`

// The package get sends prompts/get for the mcp-go host of package mcpgo,
// through the client.MCPClient interface.

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Prompt fetches the prompt named name.
func Prompt(ctx context.Context, c client.MCPClient, name string) (*mcp.GetPromptResult, error) { // want Prompt:`^promptname\(param 2 to prompts/get at get\.go:15\)$`
	req := mcp.GetPromptRequest{Params: mcp.GetPromptParams{Name: name}}
	return c.GetPrompt(ctx, req)
}

// Pick is what a picker returns: the label it showed and the name.
type Pick struct {
	Label string
	Name  string
}

// Picked fetches the prompt a picker returned, by its name.
func Picked(ctx context.Context, c client.MCPClient, p Pick) (*mcp.GetPromptResult, error) {
	return Prompt(ctx, c, p.Name)
}

// Choice is a prompt chosen by its title.
type Choice struct {
	Title string
}

// Chosen fetches the prompt named by a choice's title: a name only when
// the caller put one there.
func Chosen(ctx context.Context, c client.MCPClient, ch Choice) (*mcp.GetPromptResult, error) {
	return Prompt(ctx, c, ch.Title)
}
