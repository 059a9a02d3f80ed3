// Package sdkuser is a third-party package that imports an MCP SDK: it is
// analysed, so it is read from source.
package sdkuser

import "github.com/mark3labs/mcp-go/mcp"

// Tool returns a tool definition.
func Tool(name string) mcp.Tool { return mcp.NewTool(name) }
