// Package strictpkg asks for strict mode in its doc comment (gopls users
// cannot pass flags); without the directive the same code is silent.
//
//mcpvet:strict
package strictpkg

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Preview fetches a prompt whoever calls it.
func Preview(ctx context.Context, cs *mcp.ClientSession, name string) error {
	_, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name}) // want `strict: strictpkg.Preview, an exported function of a library package, reaches prompts/get without a user selection: strictpkg.Preview → \(\*mcp.ClientSession\).GetPrompt`
	return err
}

// Pick fetches the prompt a person picked.
//
//mcpvet:userselect
func Pick(ctx context.Context, cs *mcp.ClientSession, name string) error {
	_, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	return err
}
