// Package host turns prompts into tools for its model (go-openai): the
// prompts another server lists are reported, the server's own catalogue
// (package catalog, in another package) is not a listing, and a helper
// that passes prompts on carries what its caller gave it.
package host

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"

	"example.com/t/promptreach/catalogpkg/catalog"
)

// Listed flattens another server's prompts: reported.
func Listed(ctx context.Context, cs *mcp.ClientSession) ([]openai.Tool, error) {
	ps, err := catalog.Listed(ctx, cs)
	if err != nil {
		return nil, err
	}
	var out []openai.Tool
	for _, p := range ps {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: p.Name}}) // want `openai.FunctionDefinition.Name is derived from a listed prompt \(catalog.Listed at host.go:\d+\)`
	}
	return out, nil
}

// Own makes tools of the server's own catalogue: silent.
func Own() []openai.Tool {
	var out []openai.Tool
	for _, p := range catalog.Own() {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: p.Name}})
	}
	return out
}

// FirstOwn passes its own catalogue through catalog.First: silent.
func FirstOwn() []openai.Tool {
	var out []openai.Tool
	for _, p := range catalog.First(catalog.Own()) {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: p.Name}})
	}
	return out
}

// FirstListed passes a listing through catalog.First: reported.
func FirstListed(ctx context.Context, cs *mcp.ClientSession) ([]openai.Tool, error) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	var out []openai.Tool
	for _, p := range catalog.First(res.Prompts) {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: p.Name}}) // want `openai.FunctionDefinition.Name is derived from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts at host.go:\d+\)`
	}
	return out, nil
}
