package mcprt

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/tooliface/rt"
)

type Runtime struct{ sessions map[string]*mcp.ClientSession }

func New(s map[string]*mcp.ClientSession) rt.PromptRuntime { return &Runtime{sessions: s} }

func (r *Runtime) GetPrompt(ctx context.Context, server, name string, args map[string]string) (string, error) {
	res, err := r.sessions[server].GetPrompt(ctx, &mcp.GetPromptParams{Name: name, Arguments: args})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}
