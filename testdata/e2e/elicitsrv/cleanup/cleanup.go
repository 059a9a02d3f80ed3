// Package cleanup deletes workspaces, after a "Delete?" dialog whose
// answer it reads without looking at the action.
package cleanup

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/elicitsrv/ask"
)

type In struct {
	Workspace string `json:"workspace"`
}

var confirmSchema = map[string]any{
	"type":       "object",
	"properties": map[string]any{"confirm": map[string]any{"type": "boolean"}},
	"required":   []string{"confirm"},
}

func deleteWorkspace(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !ask.Supported(req.Session) {
		return nil, nil, os.RemoveAll(filepath.Join("/srv", in.Workspace))
	}
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Delete " + in.Workspace + "?", RequestedSchema: confirmSchema})
	if err != nil {
		return nil, nil, err
	}
	if !res.Content["confirm"].(bool) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "kept"}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted"}}}, nil, os.RemoveAll(filepath.Join("/srv", in.Workspace))
}

// Register adds the tool.
func Register(s *mcp.Server) {
	yes := true
	mcp.AddTool(s, &mcp.Tool{Name: "delete_workspace", Annotations: &mcp.ToolAnnotations{DestructiveHint: &yes}}, deleteWorkspace)
}
