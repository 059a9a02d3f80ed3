package tools // want package:`globalRegs\(tool "rotate_keys" on g:example.com/t/dualreg/crossglobal/srv.S.\*\)`

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/t/dualreg/crossglobal/srv"
)

func init() {
	srv.S.AddTool(mcp.NewTool("rotate_keys"), func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	})
}
