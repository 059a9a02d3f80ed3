package agent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/tooliface/tool"
)

type Agent struct {
	reg    *tool.Registry
	client anthropic.Client
}

func New(reg *tool.Registry, c anthropic.Client) *Agent { return &Agent{reg: reg, client: c} }

func (a *Agent) Turn(ctx context.Context, msgs []anthropic.MessageParam) error {
	var tools []anthropic.ToolUnionParam
	for _, t := range a.reg.All() {
		tools = append(tools, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{Name: t.Name(), Description: anthropic.String(t.Description())}})
	}
	msg, err := a.client.Messages.New(ctx, anthropic.MessageNewParams{Model: anthropic.ModelClaudeSonnet4_5, MaxTokens: 1024, Messages: msgs, Tools: tools})
	if err != nil {
		return err
	}
	for _, b := range msg.Content {
		if tu, ok := b.AsAny().(anthropic.ToolUseBlock); ok {
			_, _ = a.reg.ExecuteTool(ctx, tu.Name, tu.Input)
		}
	}
	return nil
}
