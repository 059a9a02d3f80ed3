// Package llm runs the chat loop with an OpenAI model.
package llm

import (
	"context"

	"github.com/openai/openai-go/v3"

	"example.com/openaihost/dispatch"
)

// Loop is one conversation.
type Loop struct {
	Client   openai.Client
	Tools    []openai.ChatCompletionToolUnionParam
	Exec     *dispatch.Dispatcher
	messages []openai.ChatCompletionMessageParamUnion
}

// Ask sends the user's question and runs tool calls until the model answers.
func (l *Loop) Ask(ctx context.Context, question string) (string, error) {
	l.messages = append(l.messages, openai.UserMessage(question))
	for {
		comp, err := l.Client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{
			Model:    openai.ChatModelGPT4o,
			Messages: l.messages,
			Tools:    l.Tools,
		})
		if err != nil {
			return "", err
		}
		msg := comp.Choices[0].Message
		l.messages = append(l.messages, msg.ToParam())
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		for _, tc := range msg.ToolCalls {
			out, err := l.Exec.Execute(ctx, tc.Function.Name, tc.Function.Arguments)
			if err != nil {
				out = "error: " + err.Error()
			}
			l.messages = append(l.messages, openai.ToolMessage(out, tc.ID))
		}
	}
}
