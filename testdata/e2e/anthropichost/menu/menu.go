// Package menu shows the user which prompts the server offers, and tells
// the model about them as context. Nothing here lets the model fetch one.
package menu

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// SystemPrompt lists the prompts for the model, so that it can suggest one
// to the user.
func SystemPrompt(ctx context.Context, cs *mcp.ClientSession) (string, error) {
	var b strings.Builder
	b.WriteString("You are a coding assistant. The user can run these prompts with /name:\n")
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "- %s: %s\n", p.Name, p.Description)
	}
	return b.String(), nil
}

// Help prints the prompt menu for the user.
func Help(ctx context.Context, w io.Writer, cs *mcp.ClientSession) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		fmt.Fprintf(w, "/%s\t%s\n", p.Name, p.Description)
	}
	return nil
}
