// Package menu runs the prompt a person picks, from its own registry.
package menu

import (
	"context"

	"example.com/t/callgraph/tool"
)

type Menu struct{ Prompts *tool.Registry }

func (m *Menu) Pick(ctx context.Context, name string) (string, error) {
	return m.Prompts.Run(ctx, name)
}
