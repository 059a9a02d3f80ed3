// Package catalog only declares tables of entries; it registers nothing.
package catalog

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

// Tools is the catalogue of tools.
var Tools = []server.ServerTool{ // want Tools:`table\(Tool\.Name="export_timeline"; Tool\.Name="list_incidents"\)`
	{Tool: mcp.NewTool("export_timeline"), Handler: toolH},
	{Tool: mcp.NewTool("list_incidents"), Handler: toolH},
}

// Prompts is the catalogue of prompt names.
var Prompts = []mcp.Prompt{ // want Prompts:`table\(Name="retro"\)`
	mcp.NewPrompt("retro"),
}

// Commands names the commands.
var Commands = []string{"deploy_now"} // want Commands:`table\(="deploy_now"\)`
