// Package gosdk has go-sdk tool handlers that reach an elicitation through
// the server's own abstractions (a function kept in a struct field, an
// approval service's interface, an interface the session satisfies, a
// closure handed to a helper, another package's approval service that
// asks through an interface the session satisfies, a typed function that another package's
// wrapper calls from the tool handler it makes), with and without a
// capability check.
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/elicit/indirect/cap/approval"
	"example.com/t/elicit/indirect/cap/wrap"
)

type In struct {
	ID string `json:"id"`
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// supports is a capability predicate.
func supports(ss *mcp.ServerSession) bool {
	ip := ss.InitializeParams()
	return ip != nil && ip.Capabilities != nil && ip.Capabilities.Elicitation != nil
}

// ApprovalFunc asks the user to approve an operation.
type ApprovalFunc func(ctx context.Context, ss *mcp.ServerSession, op string) error

func requestApproval(ctx context.Context, ss *mcp.ServerSession, op string) error {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "approve " + op + "?"})
	if err != nil {
		return fmt.Errorf("asking: %w", err)
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

// Elicitor is an interface of the server's own that *mcp.ServerSession
// satisfies.
type Elicitor interface {
	Elicit(ctx context.Context, params *mcp.ElicitParams) (*mcp.ElicitResult, error)
}

// Tools keeps the approval function and the service in fields.
type Tools struct {
	approveFn ApprovalFunc
	approver  Approver
}

func New() *Tools {
	return &Tools{approveFn: requestApproval, approver: elicitApprover{}}
}

// withApproval runs fn, which asks first.
func withApproval(ctx context.Context, fn func(context.Context) error) error {
	return fn(ctx)
}

// ask asks through the session as an Elicitor.
func ask(ctx context.Context, ss *mcp.ServerSession) error {
	var e Elicitor = ss
	_, err := e.Elicit(ctx, &mcp.ElicitParams{Message: "delete?"})
	return err
}

// Positives: no capability check on the way, the error only passed on.

func (t *Tools) Field(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := t.approveFn(ctx, req.Session, "delete"); err != nil { // want `tool handler \(\*gosdk\.Tools\)\.Field elicits \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via gosdk\.requestApproval\) without checking the client's elicitation capability, and its error is only passed on`
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

func (t *Tools) Service(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := t.approver.Approve(ctx, req.Session, "delete"); err != nil { // want `tool handler \(\*gosdk\.Tools\)\.Service elicits \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via \(gosdk\.elicitApprover\)\.Approve → gosdk\.requestApproval\) without checking the client's elicitation capability, and its error is only passed on`
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

func (t *Tools) Elicitor(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := ask(ctx, req.Session); err != nil { // want `tool handler \(\*gosdk\.Tools\)\.Elicitor elicits \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via gosdk\.ask\) without checking the client's elicitation capability, and its error is only passed on`
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

func (t *Tools) Closure(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	err := withApproval(ctx, func(ctx context.Context) error { // want `tool handler \(\*gosdk\.Tools\)\.Closure elicits \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via gosdk\.withApproval → \(\*gosdk\.Tools\)\.Closure\.func1 → gosdk\.requestApproval\) without checking the client's elicitation capability, and its error is only passed on`
		return requestApproval(ctx, req.Session, "delete")
	})
	if err != nil {
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

// Negative twins: the same ways, after a capability check.

func (t *Tools) CheckedField(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !supports(req.Session) {
		return text("pass confirm=true"), nil, nil
	}
	if err := t.approveFn(ctx, req.Session, "delete"); err != nil {
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

func (t *Tools) CheckedService(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !supports(req.Session) {
		return text("pass confirm=true"), nil, nil
	}
	if err := t.approver.Approve(ctx, req.Session, "delete"); err != nil {
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

func (t *Tools) CheckedElicitor(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !supports(req.Session) {
		return text("pass confirm=true"), nil, nil
	}
	if err := ask(ctx, req.Session); err != nil {
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

func (t *Tools) CheckedClosure(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !supports(req.Session) {
		return text("pass confirm=true"), nil, nil
	}
	// (Its closure asks at a site of its own: the closure of Closure,
	// which withApproval also runs, reaches only requestApproval's.)
	err := withApproval(ctx, func(ctx context.Context) error {
		_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "delete?"})
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

func Register(s *mcp.Server) {
	t := New()
	for _, h := range []mcp.ToolHandlerFor[In, any]{t.Field, t.Service, t.Elicitor, t.Closure,
		t.CheckedField, t.CheckedService, t.CheckedElicitor, t.CheckedClosure, t.Remote, t.CheckedRemote} {
		mcp.AddTool(s, &mcp.Tool{Name: "t"}, h)
	}
}

// Typed functions, which wrap.TypedGo's handler calls.

// Positive: the typed function elicits with no check, the error passed on.
func deleteItem(ctx context.Context, ss *mcp.ServerSession, in In) (string, error) {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "delete " + in.ID + "?"}) // want `tool handler gosdk\.deleteItem elicits \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+\) without checking the client's elicitation capability, and its error is only passed on`
	if err != nil {
		return "", err
	}
	return res.Action, nil
}

// Negative twin: the typed function checks first.
func checkedDeleteItem(ctx context.Context, ss *mcp.ServerSession, in In) (string, error) {
	if !supports(ss) {
		return "pass confirm=true", nil
	}
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "delete " + in.ID + "?"})
	if err != nil {
		return "", err
	}
	return res.Action, nil
}

func RegisterTyped(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "delete_item"}, wrap.TypedGo(deleteItem))
	s.AddTool(&mcp.Tool{Name: "delete_item_checked"}, wrap.TypedGo(checkedDeleteItem))
}

// Another package's approval service, given the session as its Elicitor.

func (t *Tools) Remote(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := approval.Ask(ctx, req.Session, "delete"); err != nil { // want `tool handler \(\*gosdk\.Tools\)\.Remote elicits \(\(\*mcp\.ServerSession\)\.Elicit at approval\.go:\d+ via approval\.Ask\) without checking the client's elicitation capability, and its error is only passed on`
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}

func (t *Tools) CheckedRemote(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !supports(req.Session) {
		return text("pass confirm=true"), nil, nil
	}
	if err := approval.Ask(ctx, req.Session, "delete"); err != nil {
		return nil, nil, err
	}
	return text("deleted"), nil, nil
}
