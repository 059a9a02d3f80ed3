// Package jsonrpc is a host with its own LLM client and a hand-rolled
// JSON-RPC MCP client; its dispatcher is marked with the directive.
package jsonrpc

import "context"

type request struct {
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

type conn struct{}

func (c *conn) send(ctx context.Context, r request) (map[string]any, error) { return nil, nil }

func (c *conn) call(ctx context.Context, method string, params map[string]any) (map[string]any, error) {
	return c.send(ctx, request{Method: method, Params: params})
}

type Host struct{ c *conn }

func (h *Host) getPrompt(ctx context.Context, name string) (map[string]any, error) {
	return h.c.call(ctx, "prompts/get", map[string]any{"name": name})
}

// Dispatch runs a tool call chosen by our in-house model client.
//
//mcpvet:dispatch
func (h *Host) Dispatch(ctx context.Context, tool string, args map[string]any) (map[string]any, error) {
	if tool == "workflow" {
		return h.getPrompt(ctx, args["name"].(string)) // want `//mcpvet:dispatch function \(\*jsonrpc.Host\).Dispatch reaches prompts/get: \(\*jsonrpc.Host\).Dispatch → \(\*jsonrpc.Host\).getPrompt → JSON-RPC "prompts/get"`
	}
	return h.c.call(ctx, "tools/call", map[string]any{"name": tool, "arguments": args})
}

// Picker is the user's prompt menu.
func (h *Host) Picker(ctx context.Context, name string) (map[string]any, error) {
	return h.getPrompt(ctx, name)
}

//mcpvet:dispach // want `unknown directive //mcpvet:dispach`
func typo() {}

// A directive that is not on a function declaration is misplaced.
var _ = 1 //mcpvet:dispatch // want `misplaced //mcpvet:dispatch`

// logger records requests; it sends nothing.
type logger struct{ verbose bool }

func (l *logger) Request(method string, params any) {
	if l.verbose {
		println(method)
	}
}

var log = &logger{}

// Describe is a dispatched tool that only logs the prompts/get it would
// make: a parameter named method of a function that sends nothing is not a
// request.
//
//mcpvet:dispatch
func (h *Host) Describe(ctx context.Context, tool string, args map[string]any) {
	log.Request("prompts/get", args)
}
