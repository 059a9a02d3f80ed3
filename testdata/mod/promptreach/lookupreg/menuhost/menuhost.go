// Package menuhost keeps two toolboxes that package installers fills: the
// menu a person picks from has the prompt tool, the model's toolbox only
// the clock. Not a finding: what InstallPrompts gave Register is in the
// menu's lookups, not in the model's.
package menuhost

import (
	"context"

	"example.com/t/promptreach/lookupreg/installers"
	"example.com/t/promptreach/lookupreg/registry"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Host has the person's menu and the model's toolbox.
type Host struct {
	menu, model *registry.Toolbox
}

func New(upstream *mcp.ClientSession) *Host {
	menu, model := registry.NewToolbox(), registry.NewToolbox()
	installers.InstallPrompts(menu, upstream)
	installers.InstallClock(model)
	return &Host{menu: menu, model: model}
}

// Handle runs the model's tool calls on the model's toolbox.
func (h *Host) Handle(ctx context.Context, calls []openai.ToolCall) {
	for _, c := range calls {
		_, _ = h.model.Call(ctx, c.Function.Name, c.Function.Arguments)
	}
}

// Pick runs the menu entry a person chose.
func (h *Host) Pick(ctx context.Context, name string) (string, error) {
	return h.menu.Call(ctx, name, "")
}
