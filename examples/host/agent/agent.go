// Package agent is a Claude agent loop over the tools of an MCP server.
//
// It has the two defects mcpvet's promptreach analyzer reports:
//
//   - it flattens the server's prompts into the model's tool list
//     (Agent.toolList), and
//   - its run_prompt tool lets the model fetch any prompt (Agent.execute).
//
// A prompt is a workflow a person chooses; its messages enter the
// conversation as if the person had typed them. The fix is to keep prompts
// on the user's side only, as main's slash commands do.
package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/examples/host/prompts"
)

// Agent holds one conversation with Claude.
type Agent struct {
	Client  anthropic.Client
	Session *mcp.ClientSession
	History []anthropic.MessageParam
}

// toolList offers the model the server's tools, a tool per prompt, and a
// generic run_prompt tool.
func (a *Agent) toolList(ctx context.Context) ([]anthropic.ToolUnionParam, error) {
	var out []anthropic.ToolUnionParam
	for t, err := range a.Session.Tools(ctx, nil) {
		if err != nil {
			return nil, err
		}
		raw, _ := json.Marshal(t.InputSchema)
		var schema anthropic.ToolInputSchemaParam
		_ = json.Unmarshal(raw, &schema)
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        t.Name,
			Description: anthropic.String(t.Description),
			InputSchema: schema,
		}})
	}
	for p, err := range a.Session.Prompts(ctx, nil) {
		if err != nil {
			return nil, err
		}
		props := map[string]any{}
		for _, arg := range p.Arguments {
			props[arg.Name] = map[string]any{"type": "string", "description": arg.Description}
		}
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        "prompt_" + p.Name,
			Description: anthropic.String(p.Description),
			InputSchema: anthropic.ToolInputSchemaParam{Properties: props},
		}})
	}
	out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
		Name:        "run_prompt",
		Description: anthropic.String("Run one of the server's prompts by name"),
		InputSchema: anthropic.ToolInputSchemaParam{Properties: map[string]any{
			"name": map[string]any{"type": "string"},
		}},
	}})
	return out, nil
}

// Send adds the user's message and lets Claude work until it answers.
func (a *Agent) Send(ctx context.Context, text string) (string, error) {
	tools, err := a.toolList(ctx)
	if err != nil {
		return "", err
	}
	a.History = append(a.History, anthropic.NewUserMessage(anthropic.NewTextBlock(text)))
	for {
		msg, err := a.Client.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     anthropic.ModelClaudeSonnet4_5,
			MaxTokens: 4096,
			Messages:  a.History,
			Tools:     tools,
		})
		if err != nil {
			return "", err
		}
		a.History = append(a.History, msg.ToParam())
		var results []anthropic.ContentBlockParamUnion
		var reply strings.Builder
		for _, blk := range msg.Content {
			switch b := blk.AsAny().(type) {
			case anthropic.TextBlock:
				reply.WriteString(b.Text)
			case anthropic.ToolUseBlock:
				out, err := a.execute(ctx, b)
				if err != nil {
					out = err.Error()
				}
				results = append(results, anthropic.NewToolResultBlock(b.ID, out, err != nil))
			}
		}
		if len(results) == 0 {
			return reply.String(), nil
		}
		a.History = append(a.History, anthropic.NewUserMessage(results...))
	}
}

// execute runs one tool call of the model.
func (a *Agent) execute(ctx context.Context, call anthropic.ToolUseBlock) (string, error) {
	var args map[string]string
	_ = json.Unmarshal(call.Input, &args)
	name := call.Name
	if p, ok := strings.CutPrefix(name, "prompt_"); ok {
		name, args = "run_prompt", map[string]string{"name": p}
	}
	if name == "run_prompt" {
		msgs, err := prompts.Fetch(ctx, a.Session, args["name"], args)
		if err != nil {
			return "", err
		}
		a.History = append(a.History, msgs...)
		return fmt.Sprintf("prompt %s added to the conversation", args["name"]), nil
	}
	var input map[string]any
	_ = json.Unmarshal(call.Input, &input)
	res, err := a.Session.CallTool(ctx, &mcp.CallToolParams{Name: call.Name, Arguments: input})
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String(), nil
}
