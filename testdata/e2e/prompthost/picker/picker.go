// Package picker opens the menu entry the user picked.
package picker

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/prompthost/fetch"
	"example.com/prompthost/menu"
)

// Open opens an entry by what the menu showed: the title, wherever the
// server gives one.
func Open(ctx context.Context, cs *mcp.ClientSession, e menu.Entry) error {
	return fetch.Fetch(ctx, cs, e.Label)
}

// OpenByName opens an entry by its name.
func OpenByName(ctx context.Context, cs *mcp.ClientSession, e menu.Entry) error {
	return fetch.Fetch(ctx, cs, e.Name)
}
