// Package mid opens prompts through package fetch: one more package
// between the host and the request.
package mid

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptname/crosspkg/fetch"
)

// Open opens the prompt named name.
func Open(ctx context.Context, cs *mcp.ClientSession, name string) error { // want Open:`^promptname\(param 2 to prompts/get at fetch\.go:14\)$`
	return fetch.Fetch(ctx, cs, name)
}
