// Package ask holds the elicitation helpers of the go-sdk tools.
package ask

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Supported reports whether the client declared elicitation.
func Supported(ss *mcp.ServerSession) bool {
	ip := ss.InitializeParams()
	return ip != nil && ip.Capabilities != nil && ip.Capabilities.Elicitation != nil
}

// Field asks the user for one string and passes any error on.
func Field(ctx context.Context, ss *mcp.ServerSession, msg, key string) (string, error) {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{
		Message: msg,
		RequestedSchema: map[string]any{
			"type":       "object",
			"properties": map[string]any{key: map[string]any{"type": "string"}},
		},
	})
	if err != nil {
		return "", fmt.Errorf("asking for %s: %w", key, err)
	}
	if res.Action != "accept" {
		return "", fmt.Errorf("%s not given (%s)", key, res.Action)
	}
	v, _ := res.Content[key].(string)
	return v, nil
}
