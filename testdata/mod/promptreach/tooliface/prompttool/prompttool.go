package prompttool

import (
	"context"
	"encoding/json"

	"example.com/t/promptreach/tooliface/rt"
	"example.com/t/promptreach/tooliface/tool"
)

type promptTool struct {
	rt           rt.PromptRuntime
	server, name string
}

func New(r rt.PromptRuntime, server, name string) tool.Tool {
	return &promptTool{rt: r, server: server, name: name}
}

func (p *promptTool) Name() string        { return p.server + "_" + p.name }
func (p *promptTool) Description() string { return "run the " + p.name + " prompt" }
func (p *promptTool) Execute(ctx context.Context, args json.RawMessage) (string, error) {
	var a map[string]string
	_ = json.Unmarshal(args, &a)
	return p.rt.GetPrompt(ctx, p.server, p.name, a)
}

// NewAll returns the prompt tools of one server.
func NewAll(r rt.PromptRuntime, server string, names ...string) []tool.Tool {
	var out []tool.Tool
	for _, n := range names {
		out = append(out, &promptTool{rt: r, server: server, name: n})
	}
	return out
}
