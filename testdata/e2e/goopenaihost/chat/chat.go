// Package chat talks to an OpenAI-compatible model through go-openai and
// lets it call the MCP server's tools.
package chat

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"

	"example.com/goopenaihost/command"
)

// Session is one conversation.
type Session struct {
	ai       *openai.Client
	defs     []openai.Tool
	tools    command.Table
	messages []openai.ChatCompletionMessage
}

// New lists the server's tools and offers them to the model. The server's
// prompts are only mentioned in the system message, so that the model can
// point the user at them.
func New(ctx context.Context, ai *openai.Client, c *client.Client) (*Session, error) {
	s := &Session{ai: ai, tools: command.Table{}}
	lt, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return nil, err
	}
	for _, t := range lt.Tools {
		s.defs = append(s.defs, openai.Tool{
			Type:     openai.ToolTypeFunction,
			Function: &openai.FunctionDefinition{Name: t.Name, Description: t.Description, Parameters: t.InputSchema},
		})
		s.tools[t.Name] = callTool(c, t.Name)
	}
	lp, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	var sys strings.Builder
	sys.WriteString("You are a helpful assistant. The user can type these commands:\n")
	for _, p := range lp.Prompts {
		sys.WriteString("/prompt " + p.Name + " - " + p.Description + "\n")
	}
	s.messages = append(s.messages, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: sys.String()})
	return s, nil
}

func callTool(c *client.Client, name string) command.Func {
	return func(ctx context.Context, args string) (string, error) {
		req := mcp.CallToolRequest{}
		req.Params.Name = name
		var m map[string]any
		if err := json.Unmarshal([]byte(args), &m); err != nil {
			return "", err
		}
		req.Params.Arguments = m
		res, err := c.CallTool(ctx, req)
		if err != nil {
			return "", err
		}
		var b strings.Builder
		for _, ct := range res.Content {
			if t, ok := ct.(mcp.TextContent); ok {
				b.WriteString(t.Text)
			}
		}
		return b.String(), nil
	}
}

// Respond sends the user's message and runs the model's tool calls.
func (s *Session) Respond(ctx context.Context, text string) (string, error) {
	s.messages = append(s.messages, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: text})
	for {
		resp, err := s.ai.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
			Model:    openai.GPT4o,
			Messages: s.messages,
			Tools:    s.defs,
		})
		if err != nil {
			return "", err
		}
		msg := resp.Choices[0].Message
		s.messages = append(s.messages, msg)
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		for _, tc := range msg.ToolCalls {
			out, err := s.tools.Run(ctx, tc.Function.Name, tc.Function.Arguments)
			if err != nil {
				out = "error: " + err.Error()
			}
			s.messages = append(s.messages, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: out, ToolCallID: tc.ID})
		}
	}
}
