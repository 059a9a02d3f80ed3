// Package gateway merges the tools and prompts of several upstream servers
// into one inventory for the host's own model client.
package gateway

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Annotations mirrors the hints the host's model client understands.
type Annotations struct {
	ReadOnly    bool  `json:"readOnlyHint,omitempty"`
	Destructive *bool `json:"destructiveHint,omitempty"`
}

// ModelTool is an entry of the host's inventory.
type ModelTool struct {
	Name        string
	Description string
	Schema      map[string]any
	Annotations *Annotations
}

// Conn is one upstream server.
type Conn struct {
	ID      string
	Session *mcp.ClientSession
}

func fromMCP(a *mcp.ToolAnnotations) *Annotations {
	if a == nil {
		return nil
	}
	return &Annotations{ReadOnly: a.ReadOnlyHint, Destructive: a.DestructiveHint}
}

func argsToSchema(args []*mcp.PromptArgument) map[string]any {
	props := map[string]any{}
	var required []string
	for _, a := range args {
		props[a.Name] = map[string]any{"type": "string", "description": a.Description}
		if a.Required {
			required = append(required, a.Name)
		}
	}
	return map[string]any{"type": "object", "properties": props, "required": required}
}

// Inventory lists every upstream's tools (annotations copied through) and
// its prompts (marked read-only by the host: the finding).
func Inventory(ctx context.Context, conns []*Conn) ([]ModelTool, error) {
	var out []ModelTool
	for _, c := range conns {
		tools, err := c.Session.ListTools(ctx, nil)
		if err != nil {
			return nil, err
		}
		for _, t := range tools.Tools {
			out = append(out, ModelTool{
				Name:        c.ID + "__" + t.Name,
				Description: t.Description,
				Annotations: fromMCP(t.Annotations),
			})
		}
		for p, err := range c.Session.Prompts(ctx, nil) {
			if err != nil {
				return nil, err
			}
			desc := p.Description
			if desc == "" {
				desc = p.Title
			}
			out = append(out, ModelTool{
				Name:        fmt.Sprintf("prompt__%s__%s", c.ID, p.Name),
				Description: desc,
				Schema:      argsToSchema(p.Arguments),
				Annotations: &Annotations{ReadOnly: true}, // want `ReadOnlyHint=true \(as field ReadOnly\) on a tool built from a listed prompt \(\(\*mcp.ClientSession\).Prompts at gateway.go:67\)`
			})
		}
	}
	out = append(out, ModelTool{Name: "host__clock", Description: "current time", Annotations: &Annotations{ReadOnly: true}})
	return out, nil
}
