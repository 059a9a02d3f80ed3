// Package check has capability predicates and elicitation helpers that
// tool handlers of other packages use.
package check

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// CanElicit reports whether a go-sdk client declared elicitation.
func CanElicit(ss *gosdk.ServerSession) bool {
	ip := ss.InitializeParams()
	return ip != nil && ip.Capabilities != nil && ip.Capabilities.Elicitation != nil
}

// Supports reports whether an mcp-go client declared elicitation.
func Supports(ctx context.Context) bool {
	s, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	if !ok {
		return false
	}
	if s.GetClientCapabilities().Elicitation == nil {
		return false
	}
	return true
}

// Ask elicits through go-sdk and passes the error on.
func Ask(ctx context.Context, ss *gosdk.ServerSession, msg string) (*gosdk.ElicitResult, error) {
	return ss.Elicit(ctx, &gosdk.ElicitParams{Message: msg})
}

// AskOr elicits through go-sdk and falls back to a default on error.
func AskOr(ctx context.Context, ss *gosdk.ServerSession, msg, def string) string {
	res, err := ss.Elicit(ctx, &gosdk.ElicitParams{Message: msg})
	if err != nil {
		return def
	}
	if res.Action != "accept" {
		return def
	}
	s, _ := res.Content["value"].(string)
	return s
}

// Choose elicits through mcp-go without a check.
func Choose(ctx context.Context, s *server.MCPServer, msg string) (*mcp.ElicitationResult, error) {
	return s.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: msg}})
}

// Client asks through a go-sdk session it keeps only when the client
// declared elicitation (gitlab-mcp-server's elicitation.Client): its
// session field holds the capability, so IsSupported is a check.
type Client struct {
	session *gosdk.ServerSession
}

// FromSession returns a Client that can ask only if the client can answer.
func FromSession(ss *gosdk.ServerSession) Client {
	if !CanElicit(ss) {
		return Client{}
	}
	return Client{session: ss}
}

// IsSupported reports whether the client declared elicitation.
func (c Client) IsSupported() bool { return c.session != nil }

// Ask elicits through go-sdk and passes the error on.
func (c Client) Ask(ctx context.Context, msg string) (*gosdk.ElicitResult, error) {
	return c.session.Elicit(ctx, &gosdk.ElicitParams{Message: msg})
}

// LooseClient is Client with a session kept whatever the client declared:
// its IsSupported is no check.
type LooseClient struct {
	session *gosdk.ServerSession
}

// LooseFromSession returns a LooseClient for any session.
func LooseFromSession(ss *gosdk.ServerSession) LooseClient {
	if ss == nil {
		return LooseClient{}
	}
	return LooseClient{session: ss}
}

// IsSupported reports whether there is a session.
func (c LooseClient) IsSupported() bool { return c.session != nil }

// Ask elicits through go-sdk and passes the error on.
func (c LooseClient) Ask(ctx context.Context, msg string) (*gosdk.ElicitResult, error) {
	return c.session.Elicit(ctx, &gosdk.ElicitParams{Message: msg})
}

// Asker asks through an mcp-go server it keeps only when the client
// declared elicitation: CanAsk is a check.
type Asker struct {
	srv *server.MCPServer
}

// AskerFor returns an Asker that can ask only if the client can answer.
func AskerFor(ctx context.Context, srv *server.MCPServer) Asker {
	if !Supports(ctx) {
		return Asker{}
	}
	return Asker{srv: srv}
}

// CanAsk reports whether the client declared elicitation.
func (a Asker) CanAsk() bool { return a.srv != nil }

// Ask elicits through mcp-go.
func (a Asker) Ask(ctx context.Context, msg string) (*mcp.ElicitationResult, error) {
	return a.srv.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: msg}})
}

// LooseAsker is Asker with a server kept whatever the client declared.
type LooseAsker struct {
	srv *server.MCPServer
}

// LooseAskerFor returns a LooseAsker for any server.
func LooseAskerFor(ctx context.Context, srv *server.MCPServer) LooseAsker {
	if ctx == nil {
		return LooseAsker{}
	}
	return LooseAsker{srv: srv}
}

// CanAsk reports whether there is a server.
func (a LooseAsker) CanAsk() bool { return a.srv != nil }

// Ask elicits through mcp-go.
func (a LooseAsker) Ask(ctx context.Context, msg string) (*mcp.ElicitationResult, error) {
	return a.srv.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{Message: msg}})
}

// Caps is what a client declared, for handlers of other packages: its
// exported field Elicit holds the capability (a fact says so).
type Caps struct {
	Elicit bool
}

// CapsOf returns a go-sdk client's declarations.
func CapsOf(ss *gosdk.ServerSession) Caps { return Caps{Elicit: CanElicit(ss)} }

// CapsFrom returns an mcp-go client's declarations.
func CapsFrom(ctx context.Context) Caps { return Caps{Elicit: Supports(ctx)} }

// Prefs is Caps with a field set from what the user asked for: it holds
// no capability.
type Prefs struct {
	Elicit bool
}

// PrefsOf returns the preferences of a user who named no value.
func PrefsOf(name string) Prefs { return Prefs{Elicit: name == ""} }
