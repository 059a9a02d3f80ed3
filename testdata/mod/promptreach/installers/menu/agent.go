// Command menu is its twin: the prompt tool goes to a menu a person picks
// from, and the model's toolbox only gets the clock installer's tool. Not a
// finding: both installers call one Register, whose memory they share.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/installers/tools"
)

// menu runs tools a person picks.
var menu *tools.Toolbox

// host connects the model to the tools and to the upstream MCP server.
type host struct {
	llm   anthropic.Client
	tools *tools.Toolbox
}

func newHost(llm anthropic.Client, upstream *tools.PromptEndpoint) *host {
	userReg := tools.NewToolbox()
	tools.RegisterPromptTools(userReg, upstream)
	menu = userReg
	reg := tools.NewToolbox()
	tools.RegisterClock(reg)
	reg.Register("current_time", currentTime)
	return &host{llm: llm, tools: reg}
}

// converse sends the question to Claude and runs the tools it asks for until it answers.
func (h *host) converse(ctx context.Context, question string) (string, error) {
	msgs := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(question))}
	for turn := 0; turn < 8; turn++ {
		resp, err := h.llm.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     anthropic.ModelClaudeSonnet4_5,
			MaxTokens: 2048,
			Messages:  msgs,
			Tools:     toolDefs(),
		})
		if err != nil {
			return "", err
		}
		msgs = append(msgs, resp.ToParam())
		results := h.runToolUses(ctx, resp)
		if len(results) == 0 {
			return replyText(resp), nil
		}
		msgs = append(msgs, anthropic.NewUserMessage(results...))
	}
	return "", errors.New("the model did not answer within 8 turns")
}

// runToolUses runs every tool_use block of the model's reply.
func (h *host) runToolUses(ctx context.Context, resp *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range resp.Content {
		use, ok := block.AsAny().(anthropic.ToolUseBlock)
		if !ok {
			continue
		}
		name := use.Name
		var args map[string]any
		if jerr := json.Unmarshal(use.Input, &args); jerr != nil {
			results = append(results, anthropic.NewToolResultBlock(use.ID, "invalid input: "+jerr.Error(), true))
			continue
		}
		var out string
		var err error
		out, err = h.tools.Call(ctx, name, args)
		if err != nil {
			out = err.Error()
		}
		results = append(results, anthropic.NewToolResultBlock(use.ID, out, err != nil))
	}
	return results
}

func replyText(resp *anthropic.Message) string {
	var sb strings.Builder
	for _, block := range resp.Content {
		if text, ok := block.AsAny().(anthropic.TextBlock); ok {
			sb.WriteString(text.Text)
		}
	}
	return sb.String()
}

func toolDefs() []anthropic.ToolUnionParam {
	return []anthropic.ToolUnionParam{
		{OfTool: &anthropic.ToolParam{
			Name:        "run_prompt",
			Description: anthropic.String("Fetches a prompt template from the connected MCP server and returns its messages."),
			InputSchema: anthropic.ToolInputSchemaParam{Properties: map[string]any{"name": map[string]any{"type": "string"}}},
		}},
		{OfTool: &anthropic.ToolParam{
			Name:        "current_time",
			Description: anthropic.String("Returns the current time in UTC."),
			InputSchema: anthropic.ToolInputSchemaParam{Properties: map[string]any{"name": map[string]any{"type": "string"}}},
		}},
	}
}

// currentTime reports the host's clock, so that answers can be dated.
func currentTime(context.Context, map[string]any) (string, error) {
	return time.Now().UTC().Format(time.RFC3339), nil
}
