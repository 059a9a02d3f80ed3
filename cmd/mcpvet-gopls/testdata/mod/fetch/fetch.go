// Package fetch gets MCP prompts and content as text.
package fetch

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Prompt fetches the prompt called name and returns its text.
func Prompt(ctx context.Context, cs *mcp.ClientSession, name string) (string, error) {
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return "", err
	}
	var content []mcp.Content
	for _, m := range res.Messages {
		content = append(content, m.Content)
	}
	return Text(content), nil
}

// Text joins the text of the content.
func Text(content []mcp.Content) string {
	var b strings.Builder
	for _, c := range content {
		if t, ok := c.(*mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}
