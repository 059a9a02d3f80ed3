package prompts // want package:`globalRegs\(prompt "rotateKeys" on g:example.com/t/dualreg/crossglobal/srv.S.\*\)`

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/t/dualreg/crossglobal/srv"
)

func init() {
	srv.S.AddPrompt(mcp.NewPrompt("rotateKeys"), func(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		return nil, nil
	})
}
