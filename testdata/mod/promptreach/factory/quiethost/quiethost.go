// Package quiethost is host's negative twin: the agent's registry comes from
// the local factory; the assembled factory's tools are run by a person's
// menu.
package quiethost

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/factory/agent"
	"example.com/t/promptreach/factory/deps"
	"example.com/t/promptreach/factory/tools"
)

// Ask asks the model with local tools; Pick runs what a person picked.
func Ask(ctx context.Context, cs *mcp.ClientSession, q, picked string) (string, error) {
	d, err := deps.Build(cs)
	if err != nil {
		return "", err
	}
	menu := tools.NewRegistry(d.NewTools("")...)
	if t, err := menu.Get("prompt"); err == nil {
		in, _ := json.Marshal(map[string]string{"name": picked})
		_, _ = t.Run(ctx, in)
	}
	reg := agent.WithSub(agent.Options{Tools: deps.Local})
	return agent.New(anthropic.NewClient(), reg).Ask(ctx, q)
}
