// Package preload is promptreach/preload's agent loop in strict mode: the
// prompts/get it makes for every listed prompt while it prepares each
// request does not depend on the model's tool call, so the default check
// is silent, but no person chose it either: strict mode reports it. The
// get_prompt tool of Pick is reported by the default check, once.
package preload

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Host talks to the model with the prompts of an MCP server as context.
type Host struct {
	client anthropic.Client
	cs     *mcp.ClientSession
}

// Run fetches every listed prompt at the top of each turn, in the loop
// that runs the tool calls.
func (h *Host) Run(ctx context.Context, q string) error {
	msgs := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(q))}
	for {
		list, err := h.cs.ListPrompts(ctx, nil)
		if err != nil {
			return err
		}
		system := ""
		for _, p := range list.Prompts {
			res, err := h.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name}) // want `strict: \(\*preload.Host\).Run, an exported function of a library package, reaches prompts/get without a user selection: \(\*preload.Host\).Run → \(\*mcp.ClientSession\).GetPrompt`
			if err == nil {
				system += res.Description + "\n"
			}
		}
		resp, err := h.client.Messages.New(ctx, anthropic.MessageNewParams{
			Model: anthropic.ModelClaudeSonnet4_5, MaxTokens: 1024,
			System:   []anthropic.TextBlockParam{{Text: system}},
			Messages: msgs,
		})
		if err != nil {
			return err
		}
		msgs = append(msgs, resp.ToParam())
		calls := toolUses(resp)
		if len(calls) == 0 {
			return nil
		}
		var results []anthropic.ContentBlockParamUnion
		for _, tu := range calls {
			results = append(results, anthropic.NewToolResultBlock(tu.ID, "12:00", false))
		}
		msgs = append(msgs, anthropic.NewUserMessage(results...))
	}
}

// Pick runs a get_prompt tool: the model names the prompt.
func (h *Host) Pick(ctx context.Context, resp *anthropic.Message) string {
	for _, tu := range toolUses(resp) {
		if tu.Name == "get_prompt" {
			var args struct{ Name string }
			_ = json.Unmarshal(tu.Input, &args)
			res, err := h.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: args.Name}) // want `model tool-call dispatch \(\*preload.Host\).Pick reaches prompts/get: \(\*preload.Host\).Pick → \(\*mcp.ClientSession\).GetPrompt`
			if err == nil {
				return res.Description
			}
		}
	}
	return ""
}

func toolUses(resp *anthropic.Message) []anthropic.ToolUseBlock {
	var out []anthropic.ToolUseBlock
	for _, b := range resp.Content {
		if tu, ok := b.AsAny().(anthropic.ToolUseBlock); ok {
			out = append(out, tu)
		}
	}
	return out
}
