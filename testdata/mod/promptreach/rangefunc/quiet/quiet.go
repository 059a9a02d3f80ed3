// Package quiet is the negative twin of package host: the bridge's prompt
// tools serve the user's slash commands, and the model's registry has only
// a clock.
package quiet

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/rangefunc/bridge"
	"example.com/t/promptreach/rangefunc/tools"
)

type clock struct{}

func (clock) Name() string { return "clock" }

func (clock) Run(context.Context, json.RawMessage) (string, error) { return "noon", nil }

// Host keeps the model's tools and the user's commands apart.
type Host struct{ model, slash *tools.Registry }

// New builds the two registries.
func New(ctx context.Context, cs *mcp.ClientSession) *Host {
	return &Host{
		model: tools.NewRegistry([]tools.Tool{clock{}}),
		slash: tools.NewRegistry(bridge.PromptTools(ctx, cs)),
	}
}

// OnToolUse runs one tool call of the model.
func (h *Host) OnToolUse(ctx context.Context, use anthropic.ToolUseBlock) (string, error) {
	return h.model.Run(ctx, use.Name, use.Input)
}

// OnLine runs a slash command the user typed.
func (h *Host) OnLine(ctx context.Context, line string) (string, error) {
	return h.slash.Run(ctx, "prompt_"+strings.TrimPrefix(line, "/"), nil)
}
