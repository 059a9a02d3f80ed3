// Package chanfuncs hands tool work to goroutines and channels of funcs.
package chanfuncs

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/ollama/ollama/api"
)

type Host struct{ cs *mcp.ClientSession }

func (h *Host) fetch(ctx context.Context, name string) {
	_, _ = h.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
}

func worker(jobs <-chan func()) {
	for job := range jobs {
		job()
	}
}

func (h *Host) Handle(ctx context.Context, resp api.ChatResponse) {
	jobs := make(chan func(), 1)
	go worker(jobs)
	for _, tc := range resp.Message.ToolCalls {
		name := tc.Function.Name
		jobs <- func() { h.fetch(ctx, name) } // want `\(\*chanfuncs.Host\).Handle → \(\*chanfuncs.Host\).Handle.func1 → \(\*chanfuncs.Host\).fetch → \(\*mcp.ClientSession\).GetPrompt`
	}
	close(jobs)
}

// Background runs a refresh that has nothing to do with tool calls.
func (h *Host) Background(ctx context.Context) {
	done := make(chan func(), 1)
	go worker(done)
	done <- func() { h.fetch(ctx, "daily-summary") }
}
