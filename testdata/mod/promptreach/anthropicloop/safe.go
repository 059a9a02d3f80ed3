package anthropicloop

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// SafeHost keeps the prompt runner in the user table only; both tables have
// the same type, so a type-based call graph would connect them.
type SafeHost struct {
	cs       *mcp.ClientSession
	tools    map[string]handler
	commands map[string]handler
}

func NewSafe(cs *mcp.ClientSession) *SafeHost {
	return &SafeHost{
		cs:       cs,
		tools:    map[string]handler{"search_docs": searchDocs},
		commands: map[string]handler{"/prompt": runPrompt},
	}
}

func (h *SafeHost) Turn(ctx context.Context, msg *anthropic.Message) {
	for _, blk := range msg.Content {
		if tu, ok := blk.AsAny().(anthropic.ToolUseBlock); ok {
			if fn, ok := h.tools[tu.Name]; ok {
				fn(ctx, h.cs, tu.Input)
			}
		}
	}
}

func (h *SafeHost) Command(ctx context.Context, line string) {
	if fn, ok := h.commands[line]; ok {
		fn(ctx, h.cs, nil)
	}
}
