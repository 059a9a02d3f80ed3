// Command positions serves the tools of cgotool and gentool, and tools of
// its own whose handlers fetch prompts through them: the evidence of those
// findings is in a cgo file and in a file with //line directives.
package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/positions/cgotool"
	"example.com/positions/gentool"
)

type args struct {
	Name string `json:"name"`
}

func main() {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "positions"}, nil)
	var up *mcp.ClientSession
	cgotool.Register(s, []*mcp.ClientSession{up})
	gentool.Register(s, up)
	mcp.AddTool(s, &mcp.Tool{Name: "via_cgo"}, func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		_, err := cgotool.Fetch(ctx, []*mcp.ClientSession{up}, a.Name)
		return nil, nil, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "via_fetch"}, func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		_, err := gentool.Fetch(ctx, up, a.Name)
		return nil, nil, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "via_lookup"}, func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		_, err := gentool.Lookup(ctx, up, a.Name)
		return nil, nil, err
	})
	res, err := up.ListPrompts(ctx, nil)
	if err != nil {
		return
	}
	for _, p := range res.Prompts {
		s.AddTool(&mcp.Tool{Name: p.Name, Annotations: cgotool.ReadOnly()}, nil)
	}
	_ = cgotool.Mirror(ctx, up, s)
	cgotool.AddReport(s)
	cgotool.AddReportPrompt(s)
	gentool.AddReport(s)
	gentool.AddReportPrompt(s)
	mcp.AddTool(s, &mcp.Tool{Name: "via_quiet"}, func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		_, err := cgotool.FetchQuiet(ctx, []*mcp.ClientSession{up}, a.Name)
		return nil, nil, err
	})
}
