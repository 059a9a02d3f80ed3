// Package label makes a menu label from a listed prompt.
package label

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Label is the title, or the name when the server gives no title.
func Label(p *mcp.Prompt) string { // want Label:`^promptname\(result 0 \{mcp\.Prompt\.Title@label\.go:9\}\)$`
	if p.Title != "" {
		return p.Title
	}
	return p.Name
}

// Name is the prompt's name (nothing to say of it).
func Name(p *mcp.Prompt) string { return p.Name }
