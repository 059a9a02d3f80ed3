// Package m3 is jsoncarrier/gosdk on mark3labs/mcp-go: a JSON map with a
// hint key sent as a tool of the host's LLM request is reported, the same
// map logged or kept as a setting is not.
package m3

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"example.com/t/hostannot/jsoncarrier/mark"
)

// request is the host's own request to its LLM API.
type request struct {
	Model string           `json:"model"`
	Tools []map[string]any `json:"tools"`
}

// Sent puts the entries in the request's tools.
func Sent(ctx context.Context, c client.MCPClient, url string) error {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	r := request{Model: "m"}
	for _, p := range res.Prompts {
		r.Tools = append(r.Tools, map[string]any{"name": p.Name, "idempotentHint": true}) // want `IdempotentHint=true \(as key "idempotentHint"\) on a tool built from a listed prompt \(\(client.MCPClient\).ListPrompts at m3.go:\d+\)`
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	resp, err := http.Post(url, "application/json", strings.NewReader(string(b)))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Logged builds the same maps as log records.
func Logged(ctx context.Context, c client.MCPClient) error {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		rec := map[string]any{"name": p.Name, "idempotentHint": true}
		b, err := json.Marshal(rec)
		if err != nil {
			return err
		}
		log.Println(string(b))
	}
	return nil
}

// config is the host's own configuration of the prompts it shows.
type config struct {
	prompts map[string]map[string]any
}

// Configure keeps the same maps as configuration, read back only to
// decide whether to ask before showing a prompt.
func Configure(ctx context.Context, c client.MCPClient) (bool, error) {
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return false, err
	}
	cfg := config{prompts: map[string]map[string]any{}}
	for _, p := range res.Prompts {
		entry := map[string]any{"description": p.Description}
		entry["openWorldHint"] = false
		cfg.prompts[p.Name] = entry
	}
	ask := false
	for _, e := range cfg.prompts {
		if e["openWorldHint"] == true {
			ask = true
		}
	}
	return ask, nil
}

// decorated holds a decorator of JSON entries as a function value.
type decorated struct {
	decorate func(map[string]any)
}

// SentDecorated has mark.ReadOnly, called as a function value, set the hint
// on the entries it sends.
func SentDecorated(ctx context.Context, c client.MCPClient, url string) error {
	d := decorated{decorate: mark.ReadOnly}
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	r := request{Model: "m"}
	for _, p := range res.Prompts {
		m := map[string]any{"name": p.Name}
		d.decorate(m) // want `ReadOnlyHint=true, in mark.ReadOnly at mark.go:9, on a tool built from a listed prompt \(\(client.MCPClient\).ListPrompts at m3.go:\d+\)`
		r.Tools = append(r.Tools, m)
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	resp, err := http.Post(url, "application/json", strings.NewReader(string(b)))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// LoggedDecorated has the same entries decorated, and only logs them.
func LoggedDecorated(ctx context.Context, c client.MCPClient) error {
	d := decorated{decorate: mark.ReadOnly}
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		m := map[string]any{"name": p.Name}
		d.decorate(m)
		log.Println(m)
	}
	return nil
}
