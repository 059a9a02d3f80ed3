// Package gosdk builds JSON maps with a hint key from listed prompts. A map
// is an annotation carrier only when it is, or feeds, a tool entry that
// goes to a model or a registration: here one sent as the tools of the
// host's own LLM request (reported), and its twins, the same map kept as a
// log record or as a setting of the host's own menu (not reported).
package gosdk

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/hostannot/jsoncarrier/mark"
	"example.com/t/hostannot/jsoncarrier/marker"
)

// Sent gives the entries to the model: they are the tools of the request.
func Sent(ctx context.Context, cs *mcp.ClientSession, url string) error {
	var tools []map[string]any
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		tools = append(tools, map[string]any{"name": p.Name, "readOnlyHint": true}) // want `ReadOnlyHint=true \(as key "readOnlyHint"\) on a tool built from a listed prompt \(\(\*mcp.ClientSession\).Prompts at gosdk.go:\d+\)`
	}
	return post(ctx, url, map[string]any{"model": "m", "tools": tools})
}

// Logged builds the same maps and only logs them.
func Logged(ctx context.Context, cs *mcp.ClientSession) error {
	var records []map[string]any
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		records = append(records, map[string]any{"name": p.Name, "readOnlyHint": true})
	}
	log.Printf("listed prompts: %v", records)
	return nil
}

// SentNested nests the hints under "annotations" of an entry sent to the
// model.
func SentNested(ctx context.Context, cs *mcp.ClientSession, url string) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	var tools []any
	for _, p := range res.Prompts {
		ann := map[string]any{}
		ann["destructiveHint"] = false // want `DestructiveHint=false \(as key "destructiveHint"\) on a tool built from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts at gosdk.go:\d+\)`
		tools = append(tools, map[string]any{"name": p.Name, "description": p.Description, "annotations": ann})
	}
	return post(ctx, url, map[string]any{"model": "m", "tools": tools})
}

// settings is the host's own menu configuration, shown to a person.
type settings struct {
	byName map[string]map[string]any
}

func (s *settings) show(name string) {
	fmt.Printf("%s (read-only: %v)\n", s.byName[name]["title"], s.byName[name]["readOnlyHint"])
}

// Configured builds the same nested map as SentNested and keeps it as a
// menu setting.
func Configured(ctx context.Context, cs *mcp.ClientSession) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	s := &settings{byName: map[string]map[string]any{}}
	for _, p := range res.Prompts {
		ann := map[string]any{}
		ann["destructiveHint"] = false
		s.byName[p.Name] = map[string]any{"title": p.Title, "description": p.Description, "annotations": ann}
		s.show(p.Name)
	}
	return nil
}

// SentMarked has package mark set the hint on the maps it sends.
func SentMarked(ctx context.Context, cs *mcp.ClientSession, url string) error {
	var tools []map[string]any
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		m := map[string]any{"name": p.Name}
		mark.ReadOnly(m) // want `ReadOnlyHint=true, in mark.ReadOnly at mark.go:9, on a tool built from a listed prompt \(\(\*mcp.ClientSession\).Prompts at gosdk.go:\d+\)`
		tools = append(tools, m)
	}
	return post(ctx, url, map[string]any{"model": "m", "tools": tools})
}

// LoggedMarked has the same maps marked, and only logs them.
func LoggedMarked(ctx context.Context, cs *mcp.ClientSession) error {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		m := map[string]any{"name": p.Name}
		mark.ReadOnly(m)
		log.Println(mark.Record(m))
	}
	return nil
}

// annotator sets a hint on a JSON entry.
type annotator interface{ Mark(m map[string]any) }

// SentAnnotated has an annotator, called through the interface, set the
// hint on the maps it sends.
func SentAnnotated(ctx context.Context, cs *mcp.ClientSession, url string) error {
	var a annotator = marker.ReadOnly{}
	var tools []map[string]any
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		m := map[string]any{"name": p.Name}
		a.Mark(m) // want `ReadOnlyHint=true, in \(marker.ReadOnly\).Mark at marker.go:10, on a tool built from a listed prompt \(\(\*mcp.ClientSession\).Prompts at gosdk.go:\d+\)`
		tools = append(tools, m)
	}
	return post(ctx, url, map[string]any{"model": "m", "tools": tools})
}

// LoggedAnnotated has the same maps annotated, and only logs them.
func LoggedAnnotated(ctx context.Context, cs *mcp.ClientSession) error {
	var a annotator = marker.ReadOnly{}
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		m := map[string]any{"name": p.Name}
		a.Mark(m)
		log.Println(m)
	}
	return nil
}

// post sends a request to the host's LLM API.
func post(ctx context.Context, url string, body map[string]any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(b))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
