package wired

import (
	"context"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/spine/agent"
	"example.com/t/promptreach/spine/tools"
)

// The test wires the prompt tool into the agent and asks: a test's model
// is a fake, and the wiring is the test's.
func TestAsk(t *testing.T) {
	reg := tools.NewRegistry(tools.Clock{}, &tools.PromptTool{})
	a := agent.New(anthropic.NewClient(), agent.Config{Tools: reg})
	_, _ = a.Ask(context.Background(), "what time is it?")
}
