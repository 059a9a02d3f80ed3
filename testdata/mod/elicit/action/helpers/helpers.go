// Package helpers asks questions for the handlers of other packages and
// returns the answers, or tests answers for them: what a helper that
// returns an answer says of its action reaches the handlers by its fact.
package helpers

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// ErrNotAccepted is returned with an answer the user did not accept.
var ErrNotAccepted = errors.New("not accepted")

// AskName asks for a name; the answer comes with ErrNotAccepted unless the
// user accepted.
func AskName(ctx context.Context, ss *gomcp.ServerSession) (*gomcp.ElicitResult, error) { // want AskName:`answer\(result 0: accept/decline/cancel; with a nil error \(result 1\): accept\)`
	res, err := ss.Elicit(ctx, &gomcp.ElicitParams{Message: "name?"})
	if err != nil {
		return nil, err
	}
	if res.Action != "accept" {
		return res, ErrNotAccepted
	}
	return res, nil
}

// AskProject is AskName's mcp-go twin.
func AskProject(ctx context.Context, s *server.MCPServer) (*mcp.ElicitationResult, error) { // want AskProject:`answer\(result 0: accept/decline/cancel; with a nil error \(result 1\): accept\)`
	res, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: "project?"}})
	if err != nil {
		return nil, err
	}
	if res.Action != mcp.ElicitationResponseActionAccept {
		return res, ErrNotAccepted
	}
	return res, nil
}

// Accepted returns the answer only if the user accepted.
func Accepted(ctx context.Context, ss *gomcp.ServerSession) *gomcp.ElicitResult { // want Accepted:`answer\(result 0: accept; with a nil error \(result -1\): accept\)`
	res, err := ss.Elicit(ctx, &gomcp.ElicitParams{Message: "name?"})
	if err != nil || res.Action != "accept" {
		return nil
	}
	return res
}

// AskAny returns the answer whatever the action: it has no fact.
func AskAny(ctx context.Context, ss *gomcp.ServerSession) (*gomcp.ElicitResult, error) {
	return ss.Elicit(ctx, &gomcp.ElicitParams{Message: "name?"})
}

// Outcome returns an error unless the user accepted.
func Outcome(res *gomcp.ElicitResult) error {
	switch res.Action {
	case "accept":
		return nil
	case "decline":
		return errors.New("declined")
	default:
		return errors.New("cancelled")
	}
}

// OutcomeOf is Outcome's mcp-go twin.
func OutcomeOf(res *mcp.ElicitationResult) error {
	if res.Action != mcp.ElicitationResponseActionAccept {
		return errors.New(string(res.Action))
	}
	return nil
}

// CannedName is the answer a client-side helper builds for a user who
// accepted (kfet/fir's ElicitFormResult): its action is "accept", always.
func CannedName(name string) *gomcp.ElicitResult { // want CannedName:`answer\(result 0: accept; with a nil error \(result -1\): accept\)`
	return &gomcp.ElicitResult{Action: "accept", Content: map[string]any{"name": name}}
}

// CannedAnswer is its twin: the action is whatever the caller gives, so it
// has no fact.
func CannedAnswer(action, name string) *gomcp.ElicitResult {
	return &gomcp.ElicitResult{Action: action, Content: map[string]any{"name": name}}
}

// CannedProject is CannedName's mcp-go twin, through the embedded
// response.
func CannedProject(project string) *mcp.ElicitationResult { // want CannedProject:`answer\(result 0: accept; with a nil error \(result -1\): accept\)`
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: mcp.ElicitationResponseActionAccept, Content: map[string]any{"project": project}}}
}

// CannedResponse is CannedAnswer's mcp-go twin.
func CannedResponse(action mcp.ElicitationResponseAction, project string) *mcp.ElicitationResult {
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: action, Content: map[string]any{"project": project}}}
}
