// Package installers registers tools into a toolbox of package registry
// that its callers give it (or that NewPromptBox makes and returns): one
// tool fetches the upstream MCP server's prompt named by the tool's
// arguments, one reads the clock. The tools are closures made here and
// given to registry's Register, which keeps them in its lookup closure:
// the toolbox's package sees no registration, and the packages that
// dispatch on the toolbox see only the installers' calls.
package installers

import (
	"context"

	"example.com/t/promptreach/lookupreg/registry"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// InstallPrompts adds to reg a tool that fetches an upstream prompt.
func InstallPrompts(reg *registry.Toolbox, upstream *mcp.ClientSession) {
	reg.Register("use_prompt", func(ctx context.Context, args string) (string, error) {
		res, err := upstream.GetPrompt(ctx, &mcp.GetPromptParams{Name: args})
		if err != nil {
			return "", err
		}
		return res.Description, nil
	})
}

// NewPromptBox returns a toolbox made here, with the prompt tool.
func NewPromptBox(upstream *mcp.ClientSession) *registry.Toolbox {
	tb := registry.NewToolbox()
	InstallPrompts(tb, upstream)
	return tb
}

// InstallClock adds to reg a tool that reads the clock.
func InstallClock(reg *registry.Toolbox) {
	reg.Register("clock", func(ctx context.Context, args string) (string, error) { return "noon", nil })
}
