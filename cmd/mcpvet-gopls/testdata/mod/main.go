// Command goplsmod is the test module of mcpvet-gopls: an MCP server on
// the go-sdk whose review capability is registered both as a tool (package
// tools) and as a prompt (package prompts).
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/goplsmod/prompts"
	"example.com/goplsmod/tools"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "reviews", Version: "v1"}, nil)
	tools.Register(s)
	prompts.Register(s)
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
