// Package asker holds elicitation helpers that tool handlers of other
// packages call: their elicitations count in those handlers through facts.
package asker

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Value asks for one string value.
func Value(ctx context.Context, ss *gosdk.ServerSession, msg string) (string, error) {
	res, err := ss.Elicit(ctx, &gosdk.ElicitParams{Message: msg})
	if err != nil {
		return "", err
	}
	if res.Action != "accept" {
		return "", nil
	}
	s, _ := res.Content["value"].(string)
	return s, nil
}

// Pair asks for two values, one after the other.
func Pair(ctx context.Context, ss *gosdk.ServerSession) (string, string, error) {
	a, err := Value(ctx, ss, "first")
	if err != nil {
		return "", "", err
	}
	b, err := Value(ctx, ss, "second")
	return a, b, err
}

// Choice asks an mcp-go client for a choice.
func Choice(ctx context.Context, s *server.MCPServer, msg string) (*mcp.ElicitationResult, error) {
	return s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: msg}})
}
