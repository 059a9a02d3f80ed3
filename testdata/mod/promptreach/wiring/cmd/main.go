// Command cmd wires the agent to the tools: only here are both visible.
package main

import (
	"context"

	"example.com/t/promptreach/wiring/agent2"
	_ "example.com/t/promptreach/wiring/tools2"
	openai "github.com/sashabaranov/go-openai"
)

func main() {
	agent2.Loop(context.Background(), openai.ChatCompletionMessage{}) // want `model dispatch entry agent2.Loop reaches prompts/get through a registered function: agent2.Loop → reg2.Dispatch → tools2.runPrompt → \(\*mcp.ClientSession\).GetPrompt`
}
