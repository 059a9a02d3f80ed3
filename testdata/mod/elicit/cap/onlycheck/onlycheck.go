// Package onlycheck has a capability predicate and nothing else: its
// fact must exist although the package elicits nothing (the shape
// matrix's mcpgo-checked-otherpkg cell found it missing).
package onlycheck

import (
	"context"

	"github.com/mark3labs/mcp-go/server"
)

// CanElicit reports whether the client of the request declared elicitation.
func CanElicit(ctx context.Context) bool {
	s, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	return ok && s.GetClientCapabilities().Elicitation != nil
}
