// Package gosdk has go-sdk tool handlers that ask through a function kept
// in a struct field or through the server's own approval service, once
// or, on a retry path, twice per call.
package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	ID string `json:"id"`
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// ApprovalFunc asks the user to approve an operation.
type ApprovalFunc func(ctx context.Context, ss *mcp.ServerSession, op string) error

func requestApproval(ctx context.Context, ss *mcp.ServerSession, op string) error {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "approve " + op + "?"})
	if err != nil {
		return err
	}
	if res.Action != "accept" {
		return errors.New("declined")
	}
	return nil
}

// Approver is the server's own approval service.
type Approver interface {
	Approve(ctx context.Context, ss *mcp.ServerSession, op string) error
}

type elicitApprover struct{}

func (elicitApprover) Approve(ctx context.Context, ss *mcp.ServerSession, op string) error {
	return requestApproval(ctx, ss, op)
}

// formApprover is another implementation: the handler is given one of
// the two, so a call of Approve asks once.
type formApprover struct{}

func (formApprover) Approve(ctx context.Context, ss *mcp.ServerSession, op string) error {
	_, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "type the name of " + op})
	return err
}

type Tools struct {
	approveFn ApprovalFunc
	approver  Approver
	session   bool
}

func New(typed bool) *Tools {
	var a Approver = elicitApprover{}
	if typed {
		a = formApprover{}
	}
	return &Tools{approveFn: requestApproval, approver: a}
}

// tryAutoMint asks for a session-wide approval.
func (t *Tools) tryAutoMint(ctx context.Context, ss *mcp.ServerSession) error {
	if err := t.approveFn(ctx, ss, "session"); err != nil {
		return err
	}
	t.session = true
	return nil
}

// Positives: on a decline of the first question, a second one.

// A session-wide approval, and after a decline the per-call one.
func (t *Tools) Exec(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want `tool handler \(\*gosdk\.Tools\)\.Exec can elicit 2 times in one call \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via \(\*gosdk\.Tools\)\.tryAutoMint → gosdk\.requestApproval; \(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via gosdk\.requestApproval\)`
	if err := t.tryAutoMint(ctx, req.Session); err != nil {
		if err := t.approveFn(ctx, req.Session, "exec"); err != nil {
			return nil, nil, err
		}
	}
	return text("done"), nil, nil
}

// Asking the service again after a decline.
func (t *Tools) Retry(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want `tool handler \(\*gosdk\.Tools\)\.Retry can elicit 2 times in one call \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via \(gosdk\.(elicit|form)Approver\)\.Approve[^;]*; \(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via \(gosdk\.(elicit|form)Approver\)\.Approve`
	if err := t.approver.Approve(ctx, req.Session, "delete"); err != nil {
		if err := t.approver.Approve(ctx, req.Session, "delete (last chance)"); err != nil {
			return nil, nil, err
		}
	}
	return text("deleted"), nil, nil
}

// Negative twins: a decline ends the call, one question per path (the
// service is one of two implementations, each asking once).

func (t *Tools) ExecOnce(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := t.tryAutoMint(ctx, req.Session); err != nil {
		return nil, nil, err
	}
	return text("done"), nil, nil
}

func (t *Tools) RetryNot(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := t.approver.Approve(ctx, req.Session, "delete"); err != nil {
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

func Register(s *mcp.Server, typed bool) {
	t := New(typed)
	for _, h := range []mcp.ToolHandlerFor[In, any]{t.Exec, t.Retry, t.ExecOnce, t.RetryNot} {
		mcp.AddTool(s, &mcp.Tool{Name: "t"}, h)
	}
}
