package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// textResult makes a tool result, an error result or not (omakase-harness's
// textResult).
func textResult(s string, isErr bool) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: isErr, Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// A result of its own that quotes the error beside another way to do it,
// not an error result: a fallback (omakase-harness's menu tool).
func quotedFallback(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return textResult("This client could not show the form ("+err.Error()+"). Pass name as an argument.", false), nil, nil
	}
	return text(res.Action), nil, nil
}

// Its twin: the same text as an error result, the error passed on.
func quotedError(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"}) // want `tool handler gosdk\.quotedError elicits \(\(\*mcp\.ServerSession\)\.Elicit at quoted\.go:\d+\) without checking the client's elicitation capability, and its error is only passed on`
	if err != nil {
		return textResult("This client could not show the form ("+err.Error()+"). Pass name as an argument.", true), nil, nil
	}
	return text(res.Action), nil, nil
}

// Another twin: a result that only labels the error says nothing of its
// own; the tool just fails.
func labelledOnly(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"}) // want `tool handler gosdk\.labelledOnly elicits \(\(\*mcp\.ServerSession\)\.Elicit at quoted\.go:\d+\) without checking the client's elicitation capability, and its error is only passed on`
	if err != nil {
		return textResult("could not ask: "+err.Error(), false), nil, nil
	}
	return text(res.Action), nil, nil
}

// The same through fmt.Sprintf: a message that goes on after the error
// (a fallback), and one that only labels it (docker/mcp-gateway's test
// server: "error %s").
func formattedFallback(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return text(fmt.Sprintf("could not ask (%v); pass name as an argument", err)), nil, nil
	}
	return text(res.Action), nil, nil
}

func formattedLabel(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"}) // want `tool handler gosdk\.formattedLabel elicits \(\(\*mcp\.ServerSession\)\.Elicit at quoted\.go:\d+\) without checking the client's elicitation capability, and its error is only passed on`
	if err != nil {
		return text(fmt.Sprintf("error %s", err)), nil, nil
	}
	return text(res.Action), nil, nil
}

func RegisterQuoted(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "qa"}, quotedFallback)
	mcp.AddTool(s, &mcp.Tool{Name: "qb"}, quotedError)
	mcp.AddTool(s, &mcp.Tool{Name: "qc"}, labelledOnly)
	mcp.AddTool(s, &mcp.Tool{Name: "qd"}, formattedFallback)
	mcp.AddTool(s, &mcp.Tool{Name: "qe"}, formattedLabel)
}
