// Package check has capability predicates and elicitation helpers that
// tool handlers of other packages use.
package check

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// CanElicit reports whether a go-sdk client declared elicitation.
func CanElicit(ss *gosdk.ServerSession) bool {
	ip := ss.InitializeParams()
	return ip != nil && ip.Capabilities != nil && ip.Capabilities.Elicitation != nil
}

// Supports reports whether an mcp-go client declared elicitation.
func Supports(ctx context.Context) bool {
	s, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	if !ok {
		return false
	}
	if s.GetClientCapabilities().Elicitation == nil {
		return false
	}
	return true
}

// Ask elicits through go-sdk and passes the error on.
func Ask(ctx context.Context, ss *gosdk.ServerSession, msg string) (*gosdk.ElicitResult, error) {
	return ss.Elicit(ctx, &gosdk.ElicitParams{Message: msg})
}

// AskOr elicits through go-sdk and falls back to a default on error.
func AskOr(ctx context.Context, ss *gosdk.ServerSession, msg, def string) string {
	res, err := ss.Elicit(ctx, &gosdk.ElicitParams{Message: msg})
	if err != nil {
		return def
	}
	if res.Action != "accept" {
		return def
	}
	s, _ := res.Content["value"].(string)
	return s
}

// Choose elicits through mcp-go without a check.
func Choose(ctx context.Context, s *server.MCPServer, msg string) (*mcp.ElicitationResult, error) {
	return s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: msg}})
}
