package cli

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tests are not part of the program: a test that fetches a prompt is silent.
func TestPreview(t *testing.T) {
	var cs *mcp.ClientSession
	t.Run("fetch", func(t *testing.T) {
		if cs != nil {
			_, _ = cs.GetPrompt(context.Background(), &mcp.GetPromptParams{Name: "x"})
		}
	})
}
