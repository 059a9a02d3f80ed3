package gosdk

import (
	"context"
	"os"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// By the MCP specification a tool is destructive unless its annotations
// say otherwise: destructiveHint defaults to true when readOnlyHint is not
// true. A confirmation in a tool without annotations, or whose annotations
// do not set the hint, is asked where the host already asks for approval.
// Only DestructiveHint: false or ReadOnlyHint: true takes a tool out of
// the rule, even one that reaches a destructive call (the host does not
// ask for such a tool, and the dialog is the only approval there is: the
// annotation is what is wrong, not the dialog).

// Positives: destructive by default.

// No annotations at all.
func renameAll(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Rename every file?", RequestedSchema: confirmSchema()}) // want `tool handler gosdk\.renameAll asks for confirmation \(a single boolean "confirm", \(\*mcp\.ServerSession\)\.Elicit at defaults\.go:\d+\) before a destructive action: the tool is destructive by default: it has no annotations, and the MCP specification's destructiveHint defaults to true \(registered at defaults\.go:\d+\); approval is what destructiveHint and the host's approval flow are for, .*; the host already asks for approval of a destructive tool: remove the dialog`
	if err != nil || res.Action != "accept" {
		return text("kept"), nil, nil
	}
	return text("renamed"), nil, nil
}

// Annotations that do not set DestructiveHint.
func retag(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Retag?", RequestedSchema: confirmSchema()}) // want `tool handler gosdk\.retag asks for confirmation \(a single boolean "confirm", \(\*mcp\.ServerSession\)\.Elicit at defaults\.go:\d+\) before a destructive action: the tool is destructive by default: its annotations \(at defaults\.go:\d+\) do not set DestructiveHint, which the MCP specification defaults to true; .*; the host already asks for approval of a destructive tool: remove the dialog`
	if err != nil || res.Action != "accept" {
		return text("kept"), nil, nil
	}
	return text("retagged"), nil, nil
}

// Negatives: the annotations say the tool is not destructive.

// Read-only: its own temporary file removed after the dialog.
func export(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Include archived items?", RequestedSchema: confirmSchema()})
	if err != nil || res.Action != "accept" {
		return text("not exported"), nil, nil
	}
	return text("exported"), nil, os.Remove(in.Path + ".tmp")
}

// DestructiveHint: false: only additive, its lock file removed.
func appendLog(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Append?", RequestedSchema: confirmSchema()})
	if err != nil || res.Action != "accept" {
		return text("not appended"), nil, nil
	}
	return text("appended"), nil, os.Remove(in.Path + ".lock")
}

// Annotations the code does not show (made by a function): the tool is
// not known to be destructive by default.
func recount(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if _, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Recount?", RequestedSchema: confirmSchema()}); err != nil {
		return nil, nil, err
	}
	return text("recounted"), nil, nil
}

func readOnlyAnnotations() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{ReadOnlyHint: true}
}

// A tool whose annotations are set after its definition.
func reindex(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if _, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Reindex?", RequestedSchema: confirmSchema()}); err != nil {
		return nil, nil, err
	}
	return text("reindexed"), nil, nil
}

func RegisterDefaults(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "rename_all"}, renameAll)
	mcp.AddTool(s, &mcp.Tool{Name: "retag", Annotations: &mcp.ToolAnnotations{Title: "Retag", IdempotentHint: true}}, retag)
	mcp.AddTool(s, &mcp.Tool{Name: "export", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, export)
	mcp.AddTool(s, &mcp.Tool{Name: "append_log", Annotations: &mcp.ToolAnnotations{DestructiveHint: jsonschema.Ptr(false)}}, appendLog)
	mcp.AddTool(s, &mcp.Tool{Name: "recount", Annotations: readOnlyAnnotations()}, recount)
	reindexTool := &mcp.Tool{Name: "reindex"}
	reindexTool.Annotations = readOnlyAnnotations()
	mcp.AddTool(s, reindexTool, reindex)
}
