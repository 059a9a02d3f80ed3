// Package mcpgo has mcp-go tool handlers that ask through a function kept
// in a struct field or through the server's own approval service, once
// or, on a retry path, twice per call.
package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func params(msg string) mcp.ElicitationRequest {
	return mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: msg, RequestedSchema: map[string]any{"type": "object"}}}
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

func (a *elicitApprover) Approve(ctx context.Context, op string) error {
	return requestApproval(ctx, a.s, op)
}

// formApprover is another implementation: the handler is given one of
// the two, so a call of Approve asks once.
type formApprover struct{ s *server.MCPServer }

func (a *formApprover) Approve(ctx context.Context, op string) error {
	_, err := a.s.RequestElicitation(ctx, params("type the name of "+op))
	return err
}

type Handler struct {
	s         *server.MCPServer
	approveFn ApprovalFunc
	approver  Approver
	session   bool
}

func New(s *server.MCPServer, typed bool) *Handler {
	var a Approver = &elicitApprover{s}
	if typed {
		a = &formApprover{s}
	}
	return &Handler{s: s, approveFn: requestApproval, approver: a}
}

// tryAutoMint asks for a session-wide approval.
func (h *Handler) tryAutoMint(ctx context.Context) error {
	if err := h.approveFn(ctx, h.s, "session"); err != nil {
		return err
	}
	h.session = true
	return nil
}

// Positives: on a decline of the first question, a second one.

// A session-wide approval, and after a decline the per-call one.
func (h *Handler) Exec(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool handler \(\*mcpgo\.Handler\)\.Exec can elicit 2 times in one call \(\(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+ via \(\*mcpgo\.Handler\)\.tryAutoMint → mcpgo\.requestApproval; \(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+ via mcpgo\.requestApproval\)`
	if err := h.tryAutoMint(ctx); err != nil {
		if err := h.approveFn(ctx, h.s, "exec"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	return mcp.NewToolResultText("done"), nil
}

// Asking the service again after a decline.
func (h *Handler) Retry(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool handler \(\*mcpgo\.Handler\)\.Retry can elicit 2 times in one call \(\(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+ via \(\*mcpgo\.(elicit|form)Approver\)\.Approve[^;]*; \(\*server\.MCPServer\)\.RequestElicitation at mcpgo\.go:\d+ via \(\*mcpgo\.(elicit|form)Approver\)\.Approve`
	if err := h.approver.Approve(ctx, "delete"); err != nil {
		if err := h.approver.Approve(ctx, "delete (last chance)"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	return mcp.NewToolResultText("deleted"), nil
}

// Negative twins: a decline ends the call, one question per path (the
// service is one of two implementations, each asking once).

func (h *Handler) ExecOnce(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.tryAutoMint(ctx); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("done"), nil
}

func (h *Handler) RetryNot(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.approver.Approve(ctx, "delete"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (h *Handler) Register(s *server.MCPServer) {
	for _, fn := range []server.ToolHandlerFunc{h.Exec, h.Retry, h.ExecOnce, h.RetryNot} {
		s.AddTool(mcp.NewTool("t"), fn)
	}
}
