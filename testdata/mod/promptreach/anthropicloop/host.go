// Package anthropicloop is a host whose model-tool table and user-command
// table have the same function type: only the model table may not reach
// prompts/get.
package anthropicloop

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type handler func(ctx context.Context, cs *mcp.ClientSession, args json.RawMessage) (string, error)

func runPrompt(ctx context.Context, cs *mcp.ClientSession, args json.RawMessage) (string, error) {
	var in struct{ Name string }
	if err := json.Unmarshal(args, &in); err != nil {
		return "", err
	}
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: in.Name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

func searchDocs(ctx context.Context, cs *mcp.ClientSession, args json.RawMessage) (string, error) {
	return "docs", nil
}

type Host struct {
	client anthropic.Client
	cs     *mcp.ClientSession
	model  map[string]handler
	user   map[string]handler
}

func New(cs *mcp.ClientSession) *Host {
	return &Host{
		cs:    cs,
		model: map[string]handler{"search_docs": searchDocs, "run_prompt": runPrompt},
		user:  map[string]handler{"/prompt": runPrompt},
	}
}

// Turn handles one model response, and slash commands typed by the user.
func (h *Host) Turn(ctx context.Context, input string, msg *anthropic.Message) {
	if strings.HasPrefix(input, "/") {
		h.user[input](ctx, h.cs, nil) // a person chose this: fine
		return
	}
	for _, blk := range msg.Content {
		if blk.Type != "tool_use" {
			continue
		}
		tu := blk.AsToolUse()
		if fn, ok := h.model[tu.Name]; ok {
			fn(ctx, h.cs, tu.Input) // want `model tool-call dispatch \(\*anthropicloop.Host\).Turn reaches prompts/get: \(\*anthropicloop.Host\).Turn → anthropicloop.runPrompt → \(\*mcp.ClientSession\).GetPrompt`
		}
	}
}
