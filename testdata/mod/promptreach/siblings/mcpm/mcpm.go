// Package mcpm is an MCP manager: it installs a server whose tools include
// one that fetches the prompt the model names, into the registry it is
// given.
package mcpm

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/siblings/reg"
	"example.com/t/promptreach/siblings/regswap"
)

type getPrompt struct{ cs *mcp.ClientSession }

func (getPrompt) Name() string { return "get_prompt" }

func (g getPrompt) Run(ctx context.Context, input string) (string, error) {
	res, err := g.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: input})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

type clock struct{}

func (clock) Name() string { return "clock" }

func (clock) Run(context.Context, string) (string, error) { return "noon", nil }

// Install adds the MCP server's tools to r.
func Install(r *reg.Registry, cs *mcp.ClientSession) {
	r.Add(&reg.Server{Name: "mcp", Tools: []reg.Tool{getPrompt{cs}}})
}

// InstallSwap does the same on the other registry type.
func InstallSwap(r *regswap.Registry, cs *mcp.ClientSession) {
	r.Add(&regswap.Server{Name: "mcp", Tools: []regswap.Tool{getPrompt{cs}}})
}

// InstallClock adds only a clock: the negative twin.
func InstallClock(r *reg.Registry) {
	r.Add(&reg.Server{Name: "time", Tools: []reg.Tool{clock{}}})
}

// Manager installs its own tools into the registry it is given.
type Manager struct{ cs *mcp.ClientSession }

// Start installs the manager's support tools, get_prompt among them, into r.
func Start(r *reg.Registry, cs *mcp.ClientSession) *Manager {
	m := &Manager{cs: cs}
	m.registerSupportTools(r)
	return m
}

func (m *Manager) registerSupportTools(r *reg.Registry) {
	r.AddTool(&getPromptTool{m: m})
}

type getPromptTool struct{ m *Manager }

func (*getPromptTool) Name() string { return "get_mcp_prompt" }

func (t *getPromptTool) Run(ctx context.Context, input string) (string, error) {
	res, err := t.m.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: input})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

// StartClock installs a clock only: the negative twin of Start.
func StartClock(r *reg.Registry) {
	r.AddTool(clock{})
}
