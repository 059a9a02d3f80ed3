// Package agent runs the model's tool calls on the registry it is given,
// and the user's slash commands, which fetch a prompt the person named,
// in the same loop: its own package reports nothing (the slash command
// is not the tool call's code, and the registry is its caller's), yet its
// facts say Run reaches prompts/get (by the slash command).
package agent

import (
	"bufio"
	"context"
	"io"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/spine/tools"
)

// Agent talks to the model.
type Agent struct {
	client anthropic.Client
	cs     *mcp.ClientSession
	tools  *tools.Registry
}

// New returns an agent running the model's tool calls on reg.
func New(cs *mcp.ClientSession, reg *tools.Registry) *Agent {
	return &Agent{client: anthropic.NewClient(), cs: cs, tools: reg}
}

// Run reads the user's lines: a slash command fetches the prompt the
// person named; anything else goes to the model, whose tool calls run on
// the registry.
func (a *Agent) Run(ctx context.Context, in io.Reader) error {
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "/"); ok {
			if _, err := a.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name}); err != nil {
				return err
			}
			continue
		}
		resp, err := a.client.Messages.New(ctx, anthropic.MessageNewParams{
			Model: anthropic.ModelClaudeSonnet4_5, MaxTokens: 1024,
			Messages: []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(line))},
		})
		if err != nil {
			return err
		}
		for _, b := range resp.Content {
			if tu, ok := b.AsAny().(anthropic.ToolUseBlock); ok {
				_, _ = a.tools.Run(ctx, tu.Name, tu.Input)
			}
		}
	}
	return sc.Err()
}
