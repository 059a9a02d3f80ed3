// Package approval is an approval service that asks through interfaces of
// its own, which the SDKs' server and session satisfy (as nokey's
// approval.Request): the value comes from the callers.
package approval

import (
	"context"
	"errors"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Requester abstracts mcp-go's elicitation; *server.MCPServer satisfies it.
type Requester interface {
	RequestElicitation(ctx context.Context, request mcp.ElicitationRequest) (*mcp.ElicitationResult, error)
}

// Request asks r to approve op. (The SDK's type that satisfies Requester
// must be known here: the package imports mcp-go's server.)
func Request(ctx context.Context, r Requester, op string) error {
	res, err := r.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: "approve " + op + "?"}})
	if errors.Is(err, server.ErrNoActiveSession) {
		return errors.New("no session")
	}
	if err != nil {
		return err
	}
	if res.Action != mcp.ElicitationResponseActionAccept {
		return errors.New("declined")
	}
	return nil
}

// Elicitor abstracts go-sdk's elicitation; *mcp.ServerSession satisfies it.
type Elicitor interface {
	Elicit(ctx context.Context, params *gomcp.ElicitParams) (*gomcp.ElicitResult, error)
}

// Ask asks e to approve op.
func Ask(ctx context.Context, e Elicitor, op string) error {
	res, err := e.Elicit(ctx, &gomcp.ElicitParams{Message: "approve " + op + "?"})
	if err != nil {
		return err
	}
	if res.Action != "accept" {
		return errors.New("declined")
	}
	return nil
}
