// Package menu lists the server's prompts as menu entries: the label a
// person reads, and the name to fetch the prompt by.
package menu

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Entry is one menu entry.
type Entry struct {
	Label string
	Name  string
}

// Load lists the prompts. The label is the title, or the name when the
// server gives no title.
func Load(ctx context.Context, cs *mcp.ClientSession) []Entry {
	var out []Entry
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		label := p.Title
		if label == "" {
			label = p.Name
		}
		out = append(out, Entry{Label: label, Name: p.Name})
	}
	return out
}
