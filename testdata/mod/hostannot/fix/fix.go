// Package fix exercises the suggested fixes: every hint below is on a tool
// built from a listed prompt.
package fix

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	mark3 "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ModelTool is the host's own tool type.
type ModelTool struct {
	Name         string
	ReadOnlyHint bool
	Idempotent   bool
}

func boolPtr(b bool) *bool { return &b }

func GoSDK(ctx context.Context, cs *mcp.ClientSession) []*mcp.Tool {
	var out []*mcp.Tool
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil
	}
	for _, p := range res.Prompts {
		// Hints alone on their lines, around one that stays.
		out = append(out, &mcp.Tool{
			Name: fmt.Sprintf("prompt_%s", p.Name),
			Annotations: &mcp.ToolAnnotations{
				ReadOnlyHint:    true, // want `ReadOnlyHint=true`
				Title:           p.Title,
				DestructiveHint: boolPtr(false), // want `DestructiveHint=false`
			},
		})
		// Two hints on one line, the only elements.
		out = append(out, &mcp.Tool{Name: p.Name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true}}) // want `ReadOnlyHint=true` `IdempotentHint=true`
		// A hint after the first element, on the same line.
		out = append(out, &mcp.Tool{Name: p.Name, Annotations: &mcp.ToolAnnotations{Title: p.Title, OpenWorldHint: new(false)}}) // want `OpenWorldHint=false`
		// An assignment.
		t := &mcp.Tool{Name: p.Name, Annotations: &mcp.ToolAnnotations{}}
		t.Annotations.ReadOnlyHint = true // want `ReadOnlyHint=true`
		out = append(out, t)
		// The address of a variable that nothing else uses: no fix.
		f := false
		t.Annotations.DestructiveHint = &f // want `DestructiveHint=false`
	}
	return out
}

func Mark3(ctx context.Context, c *client.Client) []mark3.Tool {
	res, err := c.ListPrompts(ctx, mark3.ListPromptsRequest{})
	if err != nil {
		return nil
	}
	var out []mark3.Tool
	for _, p := range res.Prompts {
		out = append(out, mark3.NewTool(p.Name, mark3.WithReadOnlyHintAnnotation(true))) // want `ReadOnlyHint=true`
		out = append(out, mark3.NewTool(p.Name,
			mark3.WithIdempotentHintAnnotation(true), // want `IdempotentHint=true`
			mark3.WithDescription(p.Description),
		))
		out = append(out, mark3.NewTool(p.Name, mark3.WithOpenWorldHintAnnotation(false), mark3.WithDescription(p.Description))) // want `OpenWorldHint=false`
		out = append(out, mark3.Tool{Name: p.Name, Annotations: mark3.ToolAnnotation{
			ReadOnlyHint: mark3.ToBoolPtr(true), // want `ReadOnlyHint=true`
		}})
	}
	return out
}

func Own(ctx context.Context, cs *mcp.ClientSession) []ModelTool {
	var out []ModelTool
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		out = append(out, ModelTool{Name: p.Name, ReadOnlyHint: true}) // want `ReadOnlyHint=true`
		var mt ModelTool
		mt.Name = p.Name
		mt.ReadOnlyHint = true // want `ReadOnlyHint=true`
		out = append(out, mt)
	}
	return out
}

// FromPrompt builds the tool from a prompt it receives; nothing here passes
// it a listed one, so there is no finding and no fix.
func FromPrompt(p *mcp.Prompt) *mcp.Tool { // want FromPrompt:`ReadOnlyHint=true@fix.go:92 params\[0\] hintParam-1`
	return &mcp.Tool{Name: p.Name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}
}

// annotations and named are helpers whose hints all their callers share:
// no fix.
func annotations() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{IdempotentHint: true} // want `IdempotentHint=true`
}

func named(name string) ModelTool {
	return ModelTool{Name: name, ReadOnlyHint: true} // want `ReadOnlyHint=true`
}

type host struct{ prompts []*mcp.Prompt }

// tools reads the prompts from the host's state: the fix is local.
func (h *host) tools() []*mcp.Tool {
	var out []*mcp.Tool
	for _, p := range h.prompts {
		out = append(out, &mcp.Tool{Name: p.Name, Annotations: annotations()})
		out = append(out, &mcp.Tool{Name: p.Name, Annotations: &mcp.ToolAnnotations{
			IdempotentHint: true, // want `IdempotentHint=true`
		}})
	}
	out = append(out, &mcp.Tool{Name: named(h.prompts[0].Name).Name})
	return out
}

func (h *host) refresh(ctx context.Context, cs *mcp.ClientSession) {
	res, err := cs.ListPrompts(ctx, nil)
	if err == nil {
		h.prompts = res.Prompts
	}
}
