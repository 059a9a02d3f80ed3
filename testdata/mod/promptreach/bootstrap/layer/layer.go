// Package layer starts the agent of package agent on a registry its
// caller gives: the path exists only where that registry is filled.
package layer

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/bootstrap/agent"
	"example.com/t/promptreach/spine/tools"
)

// Start runs the agent on reg.
func Start(ctx context.Context, cs *mcp.ClientSession, reg *tools.Registry) error {
	return agent.New(cs, reg).Run(ctx, os.Stdin)
}
