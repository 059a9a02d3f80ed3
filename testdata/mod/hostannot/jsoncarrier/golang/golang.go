// Package golang is jsoncarrier/gosdk on metoro-io/mcp-golang, which has
// no annotation types: a JSON map with a hint key sent as a tool of the
// host's LLM request is reported, the same map logged is not.
package golang

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"strings"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

// Sent gives the entries to the model.
func Sent(ctx context.Context, c *mcp_golang.Client, url string) error {
	res, err := c.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	var tools []map[string]any
	for _, p := range res.Prompts {
		tools = append(tools, map[string]any{"name": p.Name, "destructiveHint": false}) // want `DestructiveHint=false \(as key "destructiveHint"\) on a tool built from a listed prompt \(\(\*mcp_golang.Client\).ListPrompts at golang.go:\d+\)`
	}
	b, err := json.Marshal(map[string]any{"model": "m", "tools": tools})
	if err != nil {
		return err
	}
	resp, err := http.Post(url, "application/json", strings.NewReader(string(b)))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Logged builds the same maps and only logs them.
func Logged(ctx context.Context, c *mcp_golang.Client) error {
	res, err := c.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	var records []map[string]any
	for _, p := range res.Prompts {
		records = append(records, map[string]any{"name": p.Name, "destructiveHint": false})
	}
	log.Printf("listed prompts: %v", records)
	return nil
}
