// Package preload is an agent loop that fetches every listed prompt while
// it prepares each request to the model, then runs the model's tool calls.
// The preload does not depend on the tool call: neither which prompt is
// fetched (the listing's names) nor whether the fetch runs (every turn,
// before the model is called). Run and RunLib are silent; the strict suite
// (promptreachstrict/preload) reports them. Picker, Indexed, Carried and
// Refresh fetch prompts from the same listing where the tool call chooses
// the prompt (matched against the tool call's argument, looked up by the
// index it gives, in the turn or in the next one) or chooses to fetch (a
// refresh tool): reported.
package preload

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/preload/prompts"
)

// Host talks to the model with the prompts of an MCP server as context.
type Host struct {
	client anthropic.Client
	cs     *mcp.ClientSession
}

func (h *Host) ask(ctx context.Context, system string, msgs []anthropic.MessageParam) (*anthropic.Message, error) {
	return h.client.Messages.New(ctx, anthropic.MessageNewParams{
		Model: anthropic.ModelClaudeSonnet4_5, MaxTokens: 1024,
		System:   []anthropic.TextBlockParam{{Text: system}},
		Messages: msgs,
	})
}

func clock(json.RawMessage) string { return "12:00" }

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
			res, err := h.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name})
			if err == nil {
				system += res.Description + "\n"
			}
		}
		resp, err := h.ask(ctx, system, msgs)
		if err != nil {
			return err
		}
		msgs = append(msgs, resp.ToParam())
		calls := toolUses(resp)
		if len(calls) == 0 {
			return nil
		}
		msgs = append(msgs, anthropic.NewUserMessage(results(calls)...))
	}
}

// RunLib leaves the preload to a library function of another package.
func (h *Host) RunLib(ctx context.Context, q string) error {
	msgs := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(q))}
	for {
		resp, err := h.ask(ctx, prompts.LoadAll(ctx, h.cs), msgs)
		if err != nil {
			return err
		}
		msgs = append(msgs, resp.ToParam())
		calls := toolUses(resp)
		if len(calls) == 0 {
			return nil
		}
		msgs = append(msgs, anthropic.NewUserMessage(results(calls)...))
	}
}

// toolUses returns the tool calls of a reply.
func toolUses(resp *anthropic.Message) []anthropic.ToolUseBlock {
	var out []anthropic.ToolUseBlock
	for _, b := range resp.Content {
		if tu, ok := b.AsAny().(anthropic.ToolUseBlock); ok {
			out = append(out, tu)
		}
	}
	return out
}

// results runs the tool calls (a clock).
func results(calls []anthropic.ToolUseBlock) []anthropic.ContentBlockParamUnion {
	var out []anthropic.ContentBlockParamUnion
	for _, tu := range calls {
		out = append(out, anthropic.NewToolResultBlock(tu.ID, clock(tu.Input), false))
	}
	return out
}

// Picker has a get_prompt tool: the name comes from the listing, but the
// tool call's argument picks which.
func (h *Host) Picker(ctx context.Context, resp *anthropic.Message) []string {
	list, err := h.cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil
	}
	var out []string
	for _, b := range resp.Content {
		tu, ok := b.AsAny().(anthropic.ToolUseBlock)
		if !ok || tu.Name != "get_prompt" {
			continue
		}
		var args struct{ Name string }
		_ = json.Unmarshal(tu.Input, &args)
		for _, p := range list.Prompts {
			if p.Name == args.Name {
				res, err := h.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name}) // want `model tool-call dispatch \(\*preload.Host\).Picker reaches prompts/get: \(\*preload.Host\).Picker → \(\*mcp.ClientSession\).GetPrompt`
				if err == nil {
					out = append(out, res.Description)
				}
			}
		}
	}
	return out
}

// Indexed looks the prompt up by an index the tool call gives.
func (h *Host) Indexed(ctx context.Context, list *mcp.ListPromptsResult, resp *anthropic.Message) string {
	for _, b := range resp.Content {
		if tu, ok := b.AsAny().(anthropic.ToolUseBlock); ok {
			var args struct{ Index int }
			_ = json.Unmarshal(tu.Input, &args)
			p := list.Prompts[args.Index]
			res, err := h.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name}) // want `model tool-call dispatch \(\*preload.Host\).Indexed reaches prompts/get: \(\*preload.Host\).Indexed → \(\*mcp.ClientSession\).GetPrompt`
			if err == nil {
				return res.Description
			}
		}
	}
	return ""
}

// Refresh fetches every listed prompt when the model calls its refresh
// tool: the names are the listing's, but the tool call decides the fetch.
func (h *Host) Refresh(ctx context.Context, resp *anthropic.Message) string {
	out := ""
	for _, b := range resp.Content {
		if tu, ok := b.AsAny().(anthropic.ToolUseBlock); ok && tu.Name == "refresh_prompts" {
			out += prompts.LoadAll(ctx, h.cs) // want `model tool-call dispatch \(\*preload.Host\).Refresh reaches prompts/get: \(\*preload.Host\).Refresh → prompts.LoadAll → \(\*mcp.ClientSession\).GetPrompt`
		}
	}
	return out
}

// Carried fetches, at the top of each turn, the prompt that the previous
// turn's tool call picked from the listing by index: the fetch runs every
// turn, but the tool call chooses the name.
func (h *Host) Carried(ctx context.Context, q string, list *mcp.ListPromptsResult) error {
	msgs := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(q))}
	name := "intro"
	for {
		res, err := h.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name}) // want `model tool-call dispatch \(\*preload.Host\).Carried reaches prompts/get: \(\*preload.Host\).Carried → \(\*mcp.ClientSession\).GetPrompt`
		if err != nil {
			return err
		}
		resp, err := h.ask(ctx, res.Description, msgs)
		if err != nil {
			return err
		}
		msgs = append(msgs, resp.ToParam())
		calls := toolUses(resp)
		if len(calls) == 0 {
			return nil
		}
		var args struct{ Index int }
		_ = json.Unmarshal(calls[0].Input, &args)
		name = list.Prompts[args.Index].Name
	}
}
