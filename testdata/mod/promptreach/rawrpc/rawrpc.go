// Package rawrpc sends prompts/get by hand, three ways, from code that acts
// on a model's tool call, and the same requests from a person's picker.
package rawrpc

import (
	"bytes"
	"context"
	"encoding/json"
	"log"
	"net/http"

	"github.com/anthropics/anthropic-sdk-go/v2"
	mark3 "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// rpcClient posts JSON-RPC requests to an MCP server over HTTP.
type rpcClient struct {
	url  string
	http *http.Client
	id   int
}

// do sends one request; name is the JSON-RPC method.
func (c *rpcClient) do(ctx context.Context, name string, params any) (json.RawMessage, error) {
	c.id++
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": c.id, "method": name, "params": params})
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out struct {
		Result json.RawMessage `json:"result"`
	}
	return out.Result, json.NewDecoder(resp.Body).Decode(&out)
}

// fetchPrompt builds the request as a map literal.
func fetchPrompt(ctx context.Context, url, name string) error {
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "prompts/get", "params": map[string]any{"name": name}})
	_, err := http.Post(url, "application/json", bytes.NewReader(body))
	return err
}

// Agent runs the model's tool calls.
type Agent struct {
	rpc *rpcClient
	url string
	own *server.MCPServer
}

// Run handles the tool calls of one assistant message.
func (a *Agent) Run(ctx context.Context, msg anthropic.Message) {
	for _, block := range msg.Content {
		tu, ok := block.AsAny().(anthropic.ToolUseBlock)
		if !ok {
			continue
		}
		log.Printf("tool call %s (not prompts/get)", tu.Name)
		switch tu.Name {
		case "load_workflow":
			_, _ = a.rpc.do(ctx, "prompts/get", map[string]string{"name": string(tu.Input)}) // want `model tool-call dispatch \(\*rawrpc.Agent\).Run reaches prompts/get: \(\*rawrpc.Agent\).Run → JSON-RPC "prompts/get"`
		case "search":
			_, _ = a.rpc.do(ctx, "tools/call", map[string]string{"name": "search"})
		}
	}
}

// ToolHandler is a go-sdk tool handler that asks an upstream server for a
// prompt with a map-literal request.
func (a *Agent) ToolHandler(ctx context.Context, req *mcp.CallToolRequest, in struct{ Name string }) (*mcp.CallToolResult, any, error) {
	err := fetchPrompt(ctx, a.url, in.Name) // want `MCP tool handler \(\*rawrpc.Agent\).ToolHandler reaches prompts/get: \(\*rawrpc.Agent\).ToolHandler → rawrpc.fetchPrompt → JSON-RPC "prompts/get"`
	return &mcp.CallToolResult{}, nil, err
}

// Loopback is an mcp-go tool handler that sends prompts/get into the
// gateway's own server.
func (a *Agent) Loopback(ctx context.Context, req mark3.CallToolRequest) (*mark3.CallToolResult, error) {
	a.own.HandleMessage(ctx, json.RawMessage(`{"jsonrpc":"2.0","id":7,"method": "prompts/get","params":{"name":"release"}}`)) // want `MCP tool handler \(\*rawrpc.Agent\).Loopback reaches prompts/get: \(\*rawrpc.Agent\).Loopback → JSON-RPC "prompts/get"`
	return mark3.NewToolResultText("ok"), nil
}

// Register mounts the tools.
func (a *Agent) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "workflow"}, a.ToolHandler)
	a.own.AddTool(mark3.NewTool("loopback"), a.Loopback)
}

// Picker serves a person's choice from the prompt menu: the same requests.
func (a *Agent) Picker(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	_, _ = a.rpc.do(r.Context(), "prompts/get", map[string]string{"name": name})
	_ = fetchPrompt(r.Context(), a.url, name)
	a.own.HandleMessage(r.Context(), json.RawMessage(`{"jsonrpc":"2.0","id":7,"method":"prompts/get","params":{"name":"release"}}`))
}

// route is a server's method switch: comparing the name is no request.
func route(method string) string {
	switch method {
	case "prompts/get":
		return "prompt"
	case "tools/call":
		return "tool"
	}
	return ""
}

// Handle is an MCP tool handler that only names prompts/get in a
// comparison and a log line.
func Handle(ctx context.Context, req *mcp.CallToolRequest, in struct{ Method string }) (*mcp.CallToolResult, any, error) {
	log.Println("prompts/get", route(in.Method))
	return &mcp.CallToolResult{}, nil, nil
}

// methodTool describes a tool by the MCP method it wraps; the descriptor
// is no request, and building it sends nothing.
type methodTool struct {
	method  string
	execute func(context.Context) error
}

// Describe is an MCP tool handler that builds descriptors.
func Describe(ctx context.Context, req *mcp.CallToolRequest, in struct{ Name string }) (*mcp.CallToolResult, any, error) {
	tools := []methodTool{{method: "prompts/get"}, {method: "tools/list"}}
	return &mcp.CallToolResult{}, len(tools), nil
}
