// Package toolset fetches prompts through an interface its constructor
// fills: whoever builds the toolset chooses the client, so strict mode
// counts every implementation the package has.
package toolset

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type client interface {
	GetPrompt(ctx context.Context, p *mcp.GetPromptParams) (*mcp.GetPromptResult, error)
	Ping(ctx context.Context) error
}

type session struct{ s *mcp.ClientSession }

func (c *session) GetPrompt(ctx context.Context, p *mcp.GetPromptParams) (*mcp.GetPromptResult, error) {
	return c.s.GetPrompt(ctx, p)
}

func (c *session) Ping(ctx context.Context) error { return c.s.Ping(ctx, nil) }

// stdio embeds the session: its GetPrompt is the session's.
type stdio struct{ session }

// Toolset is one server's tools and prompts.
type Toolset struct{ c client }

// New returns a toolset on a session.
func New(cs *mcp.ClientSession) *Toolset { return &Toolset{c: &stdio{session{s: cs}}} }

// Prompt fetches a prompt.
func (t *Toolset) Prompt(ctx context.Context, name string) error {
	_, err := t.c.GetPrompt(ctx, &mcp.GetPromptParams{Name: name}) // want `strict: \(\*toolset.Toolset\).Prompt, an exported function of a library package, reaches prompts/get without a user selection: \(\*toolset.Toolset\).Prompt → \(\*toolset.session\).GetPrompt → \(\*mcp.ClientSession\).GetPrompt`
	return err
}

// Alive pings the server: no implementation's Ping fetches a prompt.
func (t *Toolset) Alive(ctx context.Context) bool { return t.c.Ping(ctx) == nil }
