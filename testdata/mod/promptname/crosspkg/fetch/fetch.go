package fetch // want package:`promptname\(example\.com/t/promptname/crosspkg/fetch\.Entry\.Label to prompts/get at fetch\.go:14; example\.com/t/promptname/crosspkg/fetch\.Choice\.Name to prompts/get at fetch\.go:14\)\}$`

// The package fetch sends prompts/get on the go-sdk for the host of
// package host.

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fetch fetches the prompt named name.
func Fetch(ctx context.Context, cs *mcp.ClientSession, name string) error { // want Fetch:`^promptname\(param 2 to prompts/get at fetch\.go:14\)$`
	_, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	return err
}

// Entry is a menu entry whose label is what RunEntry sends.
type Entry struct {
	Label string
	Name  string
}

// RunEntry fetches an entry by its label.
func RunEntry(ctx context.Context, cs *mcp.ClientSession, e Entry) error {
	return Fetch(ctx, cs, e.Label)
}

// Choice is a menu entry fetched by its Name.
type Choice struct {
	Label string
	Name  string
}

// RunChoice fetches a choice by its name.
func RunChoice(ctx context.Context, cs *mcp.ClientSession, c Choice) error {
	return Fetch(ctx, cs, c.Name)
}
