// Package fetch gets a prompt by name and prints its messages.
package fetch

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fetch gets the prompt named name.
func Fetch(ctx context.Context, cs *mcp.ClientSession, name string) error {
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return err
	}
	for _, m := range res.Messages {
		fmt.Println(m.Role)
	}
	return nil
}
