// Package openaiswitch dispatches openai-go tool calls with a switch; one
// arm fetches a prompt through mcp-go's client interface.
package openaiswitch

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/openai/openai-go/v3"
)

type Host struct {
	mc client.MCPClient
}

func (h *Host) execute(ctx context.Context, tc openai.ChatCompletionMessageToolCallUnion) string {
	switch tc.Function.Name {
	case "get_time":
		return "noon"
	case "run_prompt":
		return h.fetchPrompt(ctx, tc.Function.Arguments) // want `model tool-call handler \(\*openaiswitch.Host\).execute reaches prompts/get: \(\*openaiswitch.Host\).execute → \(\*openaiswitch.Host\).fetchPrompt → \(client.MCPClient\).GetPrompt`
	}
	return ""
}

func (h *Host) fetchPrompt(ctx context.Context, name string) string {
	req := mcp.GetPromptRequest{}
	req.Params.Name = name
	res, err := h.mc.GetPrompt(ctx, req)
	if err != nil {
		return err.Error()
	}
	return res.Description
}

// Step runs the tool calls of one completion.
func (h *Host) Step(ctx context.Context, comp *openai.ChatCompletion) []string {
	var out []string
	for _, tc := range comp.Choices[0].Message.ToolCalls {
		out = append(out, h.execute(ctx, tc))
	}
	return out
}

// PromptMenu serves the user's prompt picker: a person chose it.
func (h *Host) PromptMenu(ctx context.Context, picked string) string {
	return h.fetchPrompt(ctx, picked)
}
