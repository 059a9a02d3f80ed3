// Package cli builds commands for a command-line framework that calls their
// Run functions: a command's Run is a root wherever the framework is.
package cli

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Command is a command of the framework.
type Command struct {
	Name string
	Run  func(ctx context.Context, args []string) error
}

// Preview is a command that prints a prompt; its Run is a closure no mark
// can cover.
func Preview(cs *mcp.ClientSession) *Command {
	return &Command{Name: "preview", Run: func(ctx context.Context, args []string) error {
		res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: args[0]}) // want `strict: cli.Preview.func1, a function value that can be called from anywhere it is passed, reaches prompts/get without a user selection`
		if err != nil {
			return err
		}
		fmt.Println(res.Description)
		return nil
	}}
}

type picker struct{ cs *mcp.ClientSession }

// run is the pick command: a person typed it and named the prompt.
//
//mcpvet:userselect
func (p *picker) run(ctx context.Context, args []string) error {
	_, err := p.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: args[0]})
	return err
}

// Pick is the command a person runs to use a prompt; its Run is the marked
// method.
func Pick(cs *mcp.ClientSession) *Command {
	return &Command{Name: "pick", Run: (&picker{cs: cs}).run}
}
