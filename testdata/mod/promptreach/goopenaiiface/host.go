// Package goopenaiiface dispatches go-openai tool calls through an
// interface registry; one implementation fetches a prompt.
package goopenaiiface

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

type Tool interface {
	Name() string
	Run(ctx context.Context, args string) (string, error)
}

type clock struct{}

func (clock) Name() string                                         { return "clock" }
func (clock) Run(ctx context.Context, args string) (string, error) { return "noon", nil }

type promptTool struct{ c *client.Client }

func (promptTool) Name() string { return "run_prompt" }
func (p promptTool) Run(ctx context.Context, args string) (string, error) {
	var req mcp.GetPromptRequest
	req.Params.Name = args
	res, err := p.c.GetPrompt(ctx, req)
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

type Agent struct {
	tools []Tool
}

func NewAgent(c *client.Client) *Agent {
	return &Agent{tools: []Tool{clock{}, promptTool{c}}}
}

func (a *Agent) Handle(ctx context.Context, resp openai.ChatCompletionResponse) {
	for _, call := range resp.Choices[0].Message.ToolCalls {
		for _, t := range a.tools {
			if t.Name() == call.Function.Name {
				_, _ = t.Run(ctx, call.Function.Arguments) // want `\(\*goopenaiiface.Agent\).Handle → \(goopenaiiface.promptTool\).Run → \(\*client.Client\).GetPrompt`
			}
		}
	}
}
