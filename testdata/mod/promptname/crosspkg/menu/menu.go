package menu // want package:`promptname\(example\.com/t/promptname/crosspkg/menu\.Item\.Label \{mcp\.Prompt\.Title@label\.go:9\}\)\}$`

// The package menu builds the host's prompt menu: each item shows a label
// (package label's) and keeps the prompt's name.

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptname/crosspkg/label"
)

// Item is a menu item.
type Item struct {
	Label string
	Name  string
}

// Build lists the prompts as menu items.
func Build(ctx context.Context, cs *mcp.ClientSession) []Item {
	var items []Item
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		items = append(items, Item{Label: label.Label(p), Name: p.Name})
	}
	return items
}

// Pick returns the i-th of a list of strings (what the user chose).
func Pick(list []string, i int) string { // want Pick:`^promptname\(result 0 \{param 0\}\)$`
	return list[i]
}
