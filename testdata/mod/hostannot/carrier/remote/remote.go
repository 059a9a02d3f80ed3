// Package remote lists prompts and makes entries of them with package
// entries: some go to the model, some only to a menu or a log.
package remote

import (
	"context"
	"fmt"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"

	"example.com/t/hostannot/carrier/entries"
)

// Tools gives the entries to the model.
func Tools(ctx context.Context, cs *mcp.ClientSession) []openai.Tool {
	var out []openai.Tool
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		e := entries.FromPrompt(p.Name, p.Description) // want `ReadOnlyHint=true, in entries.FromPrompt at entries.go:14, on a tool built from a listed prompt \(\(\*mcp.ClientSession\).Prompts at remote.go:\d+\)`
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: e.Name, Description: e.Summary}})
	}
	return out
}

// Menu only prints them.
func Menu(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		fmt.Println(entries.Print(entries.FromPrompt(p.Name, p.Description)))
	}
}

// Register marks the entries read-only and registers them.
func Register(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		e := entries.Entry{Name: p.Name}
		entries.Mark(&e) // want `ReadOnlyHint=true, in entries.Mark at entries.go:19, on a tool built from a listed prompt \(\(\*mcp.ClientSession\).Prompts at remote.go:\d+\)`
		s.AddTool(&mcp.Tool{Name: e.Name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: e.ReadOnly}}, h)
	}
}

// Logged marks them and logs them.
func Logged(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		e := entries.Entry{Name: p.Name}
		entries.Mark(&e)
		log.Println(entries.Print(e))
	}
}
