// Package gosdk has go-sdk tools that ask "Proceed?" before destroying
// data, and twins that do not.
package gosdk

import (
	"context"
	"database/sql"
	"os"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/elicit/confirm/store"
)

type In struct {
	Path string `json:"path"`
}

var db *sql.DB

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func confirmSchema() *jsonschema.Schema {
	return &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"confirm": {Type: "boolean"}},
		Required:   []string{"confirm"},
	}
}

// Destructive by call: os.RemoveAll after a single-boolean dialog.
func deleteDir(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Delete " + in.Path + "?", RequestedSchema: confirmSchema()}) // want `tool handler gosdk\.deleteDir asks for confirmation \(a single boolean "confirm", \(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+\) before a destructive action: the tool is destructive by default: it has no annotations, and the MCP specification's destructiveHint defaults to true \(registered at gosdk\.go:\d+\), and it calls os\.RemoveAll \(at gosdk\.go:\d+\); approval is what destructiveHint and the host's approval flow are for, and the host shows the tool and its arguments, which the dialog does not; the host already asks for approval of a destructive tool: remove the dialog`
	if err != nil || res.Action != "accept" {
		return text("kept"), nil, nil
	}
	return text("deleted"), nil, os.RemoveAll(in.Path)
}

// Destructive by annotation, the dialog a yes/no enum in a map literal.
func dropTable(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	schema := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"answer": map[string]any{"type": "string", "enum": []any{"yes", "no"}},
		},
	}
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Drop it?", RequestedSchema: schema}) // want `tool handler gosdk\.dropTable asks for confirmation \(a single choice "answer" of yes/no, \(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+\) before a destructive action: the tool declares DestructiveHint: true \(at gosdk\.go:\d+\); .*; the host already asks for approval of a destructive tool: remove the dialog`
	if err != nil || res.Action != "accept" {
		return text("kept"), nil, nil
	}
	return text("dropped"), nil, nil
}

type Confirm struct {
	Proceed bool `json:"proceed"`
}

// Destructive through a helper of another package, the schema made by
// jsonschema.For, asked as an input request.
func purge(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if r, ok := req.Params.InputResponses["ok"].(*mcp.ElicitResult); ok && r.Action == "accept" {
		return text("purged"), nil, store.Purge(ctx, db, in.Path)
	}
	schema, _ := jsonschema.For[Confirm](nil)
	return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{
		"ok": &mcp.ElicitParams{Message: "Purge?", RequestedSchema: schema}, // want `tool handler gosdk\.purge asks for confirmation \(a single boolean "proceed", mcp\.InputRequestMap entry \(\*mcp\.ElicitParams\) at gosdk\.go:\d+\) before a destructive action: the tool is destructive by default: its annotations \(at gosdk\.go:\d+\) do not set DestructiveHint, which the MCP specification defaults to true, and it calls \(\*sql\.DB\)\.ExecContext DELETE \(at store\.go:\d+ via store\.Purge\); .*; the host already asks for approval of a destructive tool: remove the dialog`
	}}, nil, nil
}

// Negatives.

// destructiveHint and no dialog: what is wanted.
func wipe(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return text("wiped"), nil, store.Wipe(in.Path)
}

// A real choice before a destructive action is not a confirmation.
func resolve(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	schema := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"strategy": map[string]any{"type": "string", "enum": []string{"skip", "overwrite", "duplicate"}},
		},
	}
	if _, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Conflicts?", RequestedSchema: schema}); err != nil {
		return nil, nil, err
	}
	return text("resolved"), nil, os.Remove(in.Path)
}

// A confirmation in a tool that destroys nothing and says so (it only
// reads).
func count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if _, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Count?", RequestedSchema: confirmSchema()}); err != nil {
		return nil, nil, err
	}
	_, err := store.Count(ctx, db)
	return text("counted"), nil, err
}

// Two properties: a form, not a confirmation.
func archive(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	schema := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"confirm": {Type: "boolean"},
		"reason":  {Type: "string"},
	}}
	if _, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Archive?", RequestedSchema: schema}); err != nil {
		return nil, nil, err
	}
	return text("archived"), nil, os.Remove(in.Path)
}

func Register(s *mcp.Server) {
	yes := true
	mcp.AddTool(s, &mcp.Tool{Name: "delete_dir"}, deleteDir)
	mcp.AddTool(s, &mcp.Tool{Name: "drop_table", Annotations: &mcp.ToolAnnotations{DestructiveHint: &yes}}, dropTable)
	mcp.AddTool(s, &mcp.Tool{Name: "purge", Annotations: &mcp.ToolAnnotations{IdempotentHint: true}}, purge)
	mcp.AddTool(s, &mcp.Tool{Name: "wipe", Annotations: &mcp.ToolAnnotations{DestructiveHint: jsonschema.Ptr(true)}}, wipe)
	mcp.AddTool(s, &mcp.Tool{Name: "resolve"}, resolve)
	mcp.AddTool(s, &mcp.Tool{Name: "count", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, count)
	mcp.AddTool(s, &mcp.Tool{Name: "archive"}, archive)
}
