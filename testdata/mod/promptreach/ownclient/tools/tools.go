// Package tools keeps the host's tools in a copy-on-write registry and
// has a tool that talks JSON-RPC to an MCP server by hand.
package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"sync/atomic"
)

// Tool is one capability.
type Tool interface {
	Name() string
	Run(ctx context.Context, args map[string]any) (string, error)
}

// Registry publishes its tools as an immutable snapshot.
type Registry struct {
	mu    sync.Mutex
	tools map[string]Tool
	snap  atomic.Value // map[string]Tool
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{tools: map[string]Tool{}} }

// Add registers t.
func (r *Registry) Add(t Tool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tools[t.Name()] = t
	next := make(map[string]Tool, len(r.tools))
	for k, v := range r.tools {
		next[k] = v
	}
	r.snap.Store(next)
}

// Run runs the tool called name.
func (r *Registry) Run(ctx context.Context, name string, args map[string]any) (string, error) {
	cur, _ := r.snap.Load().(map[string]Tool)
	t, ok := cur[name]
	if !ok {
		return "", nil
	}
	return t.Run(ctx, args)
}

// Upstream is an MCP server reached over HTTP.
type Upstream struct {
	URL string
}

func (u *Upstream) request(ctx context.Context, rpcMethod string, params any) (json.RawMessage, error) {
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": rpcMethod, "params": params})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.URL, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out struct {
		Result json.RawMessage `json:"result"`
	}
	return out.Result, json.NewDecoder(resp.Body).Decode(&out)
}

// MCPTool exposes the upstream server through one tool with actions.
type MCPTool struct{ Up *Upstream }

// Name is the tool's name.
func (m *MCPTool) Name() string { return "mcp" }

// Run performs the action the arguments name.
func (m *MCPTool) Run(ctx context.Context, args map[string]any) (string, error) {
	var out json.RawMessage
	var err error
	switch args["action"] {
	case "get_prompt":
		out, err = m.Up.request(ctx, "prompts/get", map[string]any{"name": args["name"]})
	default:
		out, err = m.Up.request(ctx, "tools/call", args)
	}
	return string(out), err
}
