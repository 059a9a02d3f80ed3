package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// RegisterPromptTools adds the prompt tool, backed by the upstream MCP server, to reg.
func RegisterPromptTools(reg *Toolbox, upstream *PromptEndpoint) {
	reg.Register("run_prompt", func(ctx context.Context, args map[string]any) (string, error) {
		name, _ := args["name"].(string)
		if name == "" {
			return "", errors.New("a prompt name is required")
		}
		payload, err := json.Marshal(map[string]any{
			"jsonrpc": "2.0",
			"id":      1,
			"method":  "prompts/get",
			"params":  map[string]any{"name": name, "arguments": promptArgs(args["arguments"])},
		})
		if err != nil {
			return "", err
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, upstream.URL, bytes.NewReader(payload))
		if err != nil {
			return "", err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json")
		resp, err := upstream.HTTP.Do(req)
		if err != nil {
			return "", fmt.Errorf("fetch prompt %q: %w", name, err)
		}
		defer resp.Body.Close()
		var reply rpcPromptReply
		if err := json.NewDecoder(resp.Body).Decode(&reply); err != nil {
			return "", fmt.Errorf("decode prompt %q: %w", name, err)
		}
		if reply.Error != nil {
			return "", fmt.Errorf("fetch prompt %q: %s", name, reply.Error.Message)
		}
		var sb strings.Builder
		for _, msg := range reply.Result.Messages {
			fmt.Fprintf(&sb, "%s: %s\n", msg.Role, msg.Content.Text)
		}
		return sb.String(), nil
	})
}

// promptArgs turns the tool's "arguments" object into prompt arguments.
func promptArgs(v any) map[string]string {
	m, _ := v.(map[string]any)
	out := make(map[string]string, len(m))
	for k, val := range m {
		out[k] = fmt.Sprint(val)
	}
	return out
}

// PromptEndpoint is the upstream MCP server's HTTP endpoint.
type PromptEndpoint struct {
	URL  string
	HTTP *http.Client
}

type rpcPromptReply struct {
	Result struct {
		Messages []struct {
			Role    string `json:"role"`
			Content struct {
				Type string `json:"type"`
				Text string `json:"text"`
			} `json:"content"`
		} `json:"messages"`
	} `json:"result"`
	Error *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// RegisterClock adds a clock tool to reg.
func RegisterClock(reg *Toolbox) {
	reg.Register("clock", func(ctx context.Context, args map[string]any) (string, error) { return "noon", nil })
}
