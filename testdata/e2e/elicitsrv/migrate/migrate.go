// Package migrate is the four-dialog migration tool, and a rename tool
// that asks without checking the client.
package migrate

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/elicitsrv/ask"
)

type In struct{}

type RenameIn struct {
	Collection string `json:"collection"`
}

func result(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func migrate(ctx context.Context, req *mcp.CallToolRequest, _ In) (*mcp.CallToolResult, any, error) {
	if !ask.Supported(req.Session) {
		return result("this client cannot answer questions: pass source and target"), nil, nil
	}
	src, err := ask.Field(ctx, req.Session, "Source workspace?", "source")
	if err != nil {
		return nil, nil, err
	}
	dst, err := ask.Field(ctx, req.Session, "Target workspace?", "target")
	if err != nil {
		return nil, nil, err
	}
	strategy, err := ask.Field(ctx, req.Session, "Skip, overwrite or duplicate conflicts?", "strategy")
	if err != nil {
		return nil, nil, err
	}
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Proceed with migration?"})
	if err != nil || res.Action != "accept" {
		return result("not migrated"), nil, nil
	}
	return result("migrated " + src + " to " + dst + " with " + strategy), nil, nil
}

func rename(ctx context.Context, req *mcp.CallToolRequest, in RenameIn) (*mcp.CallToolResult, any, error) {
	name, err := ask.Field(ctx, req.Session, "New name for "+in.Collection+"?", "name")
	if err != nil {
		return nil, nil, err
	}
	return result("renamed to " + name), nil, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "migrate_workspace"}, migrate)
	mcp.AddTool(s, &mcp.Tool{Name: "rename_collection"}, rename)
}
