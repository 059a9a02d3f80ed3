// Package ask returns elicitation answers to the handlers of other
// packages, which must check them.
package ask

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Name asks for a name.
func Name(ctx context.Context, ss *mcp.ServerSession) (*mcp.ElicitResult, error) {
	return ss.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
}

// Accepted reports whether the user accepted.
func Accepted(r *mcp.ElicitResult) bool { return r != nil && r.Action == "accept" }
