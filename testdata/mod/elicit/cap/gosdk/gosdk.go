// Package gosdk has go-sdk tool handlers that elicit with and without a
// capability check or a fallback.
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/elicit/cap/check"
)

type In struct {
	Name string `json:"name"`
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// Positives: no check, the error passed on.

func returnsErr(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"}) // want `tool handler gosdk\.returnsErr elicits \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+\) without checking the client's elicitation capability, and its error is only passed on: go-sdk refuses the call for a client without the capability \("client does not support elicitation"\), so there the tool just fails`
	if err != nil {
		return nil, nil, fmt.Errorf("eliciting failed: %w", err)
	}
	return text(res.Action), nil, nil
}

func isErrorResult(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"}) // want `tool handler gosdk\.isErrorResult elicits \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+\) without checking`
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "elicit: " + err.Error()}}}, nil, nil
	}
	return text(res.Action), nil, nil
}

func ignored(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, _ := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"}) // want `tool handler gosdk\.ignored elicits`
	return text(res.Action), nil, nil
}

// A log line does not check anything: the question is asked either way.
func loggedOnly(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !check.CanElicit(req.Session) {
		fmt.Println("client cannot elicit")
	}
	_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"}) // want `tool handler gosdk\.loggedOnly elicits`
	return text("ok"), nil, err
}

// Through a helper of another package that passes the error on.
func viaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := check.Ask(ctx, req.Session, "name?") // want `tool handler gosdk\.viaHelper elicits \(\(\*mcp\.ServerSession\)\.Elicit at check\.go:\d+ via check\.Ask\) without checking`
	if err != nil {
		return nil, nil, err
	}
	return text(res.Action), nil, nil
}

// The multi-round-trip form has no error to handle: it needs the check.
func inputRequest(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{
		"name": &mcp.ElicitParams{Message: "name?"}, // want `tool handler gosdk\.inputRequest elicits \(mcp\.InputRequestMap entry \(\*mcp\.ElicitParams\) at gosdk\.go:\d+\) without checking the client's elicitation capability: an input request can only be answered by a client that declared elicitation`
	}}, nil, nil
}

// Negatives: a check first (inline, in another package, an early
// return), or a fallback on the error.

func inline(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if ip := req.Session.InitializeParams(); ip != nil && ip.Capabilities != nil && ip.Capabilities.Elicitation != nil {
		res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
		if err != nil {
			return nil, nil, err
		}
		return text(res.Action), nil, nil
	}
	return text("pass name as an argument"), nil, nil
}

func earlyReturn(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !check.CanElicit(req.Session) {
		return text("pass name as an argument"), nil, nil
	}
	res, err := check.Ask(ctx, req.Session, "name?")
	if err != nil {
		return nil, nil, err
	}
	return text(res.Action), nil, nil
}

func defaulted(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	name := in.Name
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		name = "anonymous"
	} else if res.Action == "accept" {
		name, _ = res.Content["name"].(string)
	}
	return text(name), nil, nil
}

func ownResult(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return text("this client cannot answer questions: pass name as an argument"), nil, nil
	}
	return text(res.Action), nil, nil
}

var errUnsupported = errors.New("unsupported")

func inspected(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if errors.Is(err, errUnsupported) {
		return text("pass name as an argument"), nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	return text(res.Action), nil, nil
}

func helperFallback(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return text(check.AskOr(ctx, req.Session, "name?", in.Name)), nil, nil
}

func checkedInput(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !check.CanElicit(req.Session) {
		return text("pass name as an argument"), nil, nil
	}
	return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{
		"name": &mcp.ElicitParams{Message: "name?"},
	}}, nil, nil
}

// Not a tool handler: a prompt handler's elicitation is not reported.
func promptH(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "topic?"})
	return &mcp.GetPromptResult{}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "a"}, returnsErr)
	mcp.AddTool(s, &mcp.Tool{Name: "b"}, isErrorResult)
	mcp.AddTool(s, &mcp.Tool{Name: "c"}, ignored)
	mcp.AddTool(s, &mcp.Tool{Name: "d"}, loggedOnly)
	mcp.AddTool(s, &mcp.Tool{Name: "e"}, viaHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "f"}, inputRequest)
	mcp.AddTool(s, &mcp.Tool{Name: "g"}, inline)
	mcp.AddTool(s, &mcp.Tool{Name: "h"}, earlyReturn)
	mcp.AddTool(s, &mcp.Tool{Name: "i"}, defaulted)
	mcp.AddTool(s, &mcp.Tool{Name: "j"}, ownResult)
	mcp.AddTool(s, &mcp.Tool{Name: "k"}, inspected)
	mcp.AddTool(s, &mcp.Tool{Name: "l"}, helperFallback)
	mcp.AddTool(s, &mcp.Tool{Name: "m"}, checkedInput)
	s.AddPrompt(&mcp.Prompt{Name: "p"}, promptH)
}

// Parameters built only when the client can answer: the nil test is the
// check (as github-mcp-server's authorization middleware does).
func paramsFor(ss *mcp.ServerSession, msg string) *mcp.ElicitParams {
	if !check.CanElicit(ss) {
		return nil
	}
	return &mcp.ElicitParams{Message: msg}
}

func builtIfSupported(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	p := paramsFor(req.Session, "name?")
	if p == nil {
		return text("pass name as an argument"), nil, nil
	}
	return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"name": p}}, nil, nil
}

// A middleware whose step has a handler's signature: reported once, in
// the handler that calls it.
func middleware(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.RequestState == "" {
			return step(ctx, req) // want `tool handler gosdk\.middleware\.func1 elicits \(mcp\.InputRequestMap entry \(\*mcp\.ElicitParams\) at gosdk\.go:\d+ via gosdk\.step\) without checking`
		}
		return next(ctx, req)
	}
}

func step(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"ok": &mcp.ElicitParams{Message: "authorize?"}}}, nil
}

func RegisterMore(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "n"}, builtIfSupported)
	s.AddTool(&mcp.Tool{Name: "o"}, middleware(func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return text("ok"), nil
	}))
}
