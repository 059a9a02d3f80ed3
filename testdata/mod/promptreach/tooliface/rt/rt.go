package rt

import "context"

type PromptRuntime interface {
	GetPrompt(ctx context.Context, server, name string, args map[string]string) (string, error)
}
