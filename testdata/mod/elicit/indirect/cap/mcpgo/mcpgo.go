// Package mcpgo has mcp-go tool handlers that reach an elicitation through
// the server's own abstractions (a function kept in a struct field, an
// approval service's interface, an interface the server satisfies, a
// closure handed to a helper, another package's approval service that
// asks through an interface the server satisfies, a typed function that another package's
// wrapper calls from the tool handler it makes), with and without a
// capability check.
package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/elicit/indirect/cap/approval"
	"example.com/t/elicit/indirect/cap/wrap"
)

func params(msg string) mcp.ElicitationRequest {
	return mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: msg, RequestedSchema: map[string]any{"type": "object"}}}
}

// supports is a capability predicate.
func supports(ctx context.Context) bool {
	cs, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	return ok && cs.GetClientCapabilities().Elicitation != nil
}

// ApprovalFunc asks the user to approve an operation.
type ApprovalFunc func(ctx context.Context, s *server.MCPServer, op string) error

func requestApproval(ctx context.Context, s *server.MCPServer, op string) error {
	res, err := s.RequestElicitation(ctx, params("approve "+op+"?"))
	if err != nil {
		return err
	}
	if res.Action != mcp.ElicitationResponseActionAccept {
		return errors.New("declined")
	}
	return nil
}

// Approver is the server's own approval service.
type Approver interface {
	Approve(ctx context.Context, op string) error
}

type elicitApprover struct{ s *server.MCPServer }

func (a elicitApprover) Approve(ctx context.Context, op string) error {
	return requestApproval(ctx, a.s, op)
}

// Requester is an interface of the server's own that *server.MCPServer
// satisfies.
type Requester interface {
	RequestElicitation(ctx context.Context, request mcp.ElicitationRequest) (*mcp.ElicitationResult, error)
}

// Handler keeps the approval function and the services in fields.
type Handler struct {
	s         *server.MCPServer
	approveFn ApprovalFunc
	approver  Approver
	requester Requester
}

func New(s *server.MCPServer) *Handler {
	return &Handler{s: s, approveFn: requestApproval, approver: elicitApprover{s}, requester: s}
}

// withApproval runs fn, which asks first.
func withApproval(ctx context.Context, fn func(context.Context) error) error {
	return fn(ctx)
}

// Positives: no capability check on the way.

func (h *Handler) HandleField(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.approveFn(ctx, h.s, "delete"); err != nil { // want `tool handler \(\*mcpgo\.Handler\)\.HandleField elicits \(\(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+ via mcpgo\.requestApproval\) without checking the client's elicitation capability`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (h *Handler) HandleService(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.approver.Approve(ctx, "delete"); err != nil { // want `tool handler \(\*mcpgo\.Handler\)\.HandleService elicits \(\(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+ via \(mcpgo\.elicitApprover\)\.Approve → mcpgo\.requestApproval\) without checking`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (h *Handler) HandleRequester(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := h.requester.RequestElicitation(ctx, params("delete?")) // want `tool handler \(\*mcpgo\.Handler\)\.HandleRequester elicits \(\(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+\) without checking`
	if err != nil || res.Action != mcp.ElicitationResponseActionAccept {
		return mcp.NewToolResultError("not approved"), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (h *Handler) HandleClosure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := withApproval(ctx, func(ctx context.Context) error { // want `tool handler \(\*mcpgo\.Handler\)\.HandleClosure elicits \(\(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+ via mcpgo\.withApproval → \(\*mcpgo\.Handler\)\.HandleClosure\.func1 → mcpgo\.requestApproval\) without checking`
		return requestApproval(ctx, h.s, "delete")
	})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

// Negative twins: the same ways, after a capability check.

func (h *Handler) CheckedField(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !supports(ctx) {
		return mcp.NewToolResultError("pass confirm=true"), nil
	}
	if err := h.approveFn(ctx, h.s, "delete"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (h *Handler) CheckedService(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !supports(ctx) {
		return mcp.NewToolResultError("pass confirm=true"), nil
	}
	if err := h.approver.Approve(ctx, "delete"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (h *Handler) CheckedRequester(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !supports(ctx) {
		return mcp.NewToolResultError("pass confirm=true"), nil
	}
	res, err := h.requester.RequestElicitation(ctx, params("delete?"))
	if err != nil || res.Action != mcp.ElicitationResponseActionAccept {
		return mcp.NewToolResultError("not approved"), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (h *Handler) CheckedClosure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !supports(ctx) {
		return mcp.NewToolResultError("pass confirm=true"), nil
	}
	// (Its closure asks at a site of its own: the closure of HandleClosure,
	// which withApproval also runs, reaches only requestApproval's.)
	err := withApproval(ctx, func(ctx context.Context) error {
		_, err := h.s.RequestElicitation(ctx, params("delete?"))
		return err
	})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (h *Handler) Register(s *server.MCPServer) {
	for _, fn := range []server.ToolHandlerFunc{h.HandleField, h.HandleService, h.HandleRequester, h.HandleClosure,
		h.CheckedField, h.CheckedService, h.CheckedRequester, h.CheckedClosure, h.HandleRemote, h.CheckedRemote} {
		s.AddTool(mcp.NewTool("t"), fn)
	}
}

// Typed functions, which wrap.Typed's handler calls.

type DeleteInput struct {
	ID string `json:"id"`
}

// Positive: the typed function elicits with no check.
func deleteItem(ctx context.Context, in DeleteInput) (string, error) {
	res, err := server.ServerFromContext(ctx).RequestElicitation(ctx, params("delete "+in.ID+"?")) // want `tool handler mcpgo\.deleteItem elicits \(\(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+\) without checking`
	if err != nil || res.Action != mcp.ElicitationResponseActionAccept {
		return "not deleted", nil
	}
	return "deleted", nil
}

// Negative twin: the typed function checks first.
func checkedDeleteItem(ctx context.Context, in DeleteInput) (string, error) {
	if !supports(ctx) {
		return "pass confirm=true", nil
	}
	res, err := server.ServerFromContext(ctx).RequestElicitation(ctx, params("delete "+in.ID+"?"))
	if err != nil || res.Action != mcp.ElicitationResponseActionAccept {
		return "not deleted", nil
	}
	return "deleted", nil
}

func RegisterTyped(s *server.MCPServer) {
	wrap.Register(s, wrap.Typed("delete_item", deleteItem), wrap.Typed("delete_item_checked", checkedDeleteItem))
}

// Another package's approval service, given the server as its Requester.

func (h *Handler) HandleRemote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := approval.Request(ctx, h.s, "delete"); err != nil { // want `tool handler \(\*mcpgo\.Handler\)\.HandleRemote elicits \(\(\*server\.MCPServer\)\.RequestElicitation at approval\.go:\d+ via approval\.Request\) without checking`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (h *Handler) CheckedRemote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !supports(ctx) {
		return mcp.NewToolResultError("pass confirm=true"), nil
	}
	if err := approval.Request(ctx, h.s, "delete"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}
