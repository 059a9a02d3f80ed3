// Package pool keeps one client session per server and runs every request
// through one generic helper that is handed the request as a closure.
package pool

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Pool holds the sessions.
type Pool struct{ sessions map[string]*mcp.ClientSession }

// New returns a pool of the given sessions.
func New(sessions map[string]*mcp.ClientSession) *Pool { return &Pool{sessions: sessions} }

// request runs call on the named server's session: the instance of this
// function for each result type is where the closure is called.
func request[T any](ctx context.Context, p *Pool, server string, call func(context.Context, *mcp.ClientSession) (T, error)) (T, error) {
	var zero T
	s, ok := p.sessions[server]
	if !ok {
		return zero, errors.New("no such server")
	}
	return call(ctx, s)
}

// GetPrompt fetches a prompt through the generic helper.
func (p *Pool) GetPrompt(ctx context.Context, server, name string) (string, error) {
	res, err := request(ctx, p, server, func(ctx context.Context, s *mcp.ClientSession) (*mcp.GetPromptResult, error) {
		return s.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

// ListTools lists a server's tools through the same helper: another
// instance, with no prompts/get.
func (p *Pool) ListTools(ctx context.Context, server string) ([]string, error) {
	res, err := request(ctx, p, server, func(ctx context.Context, s *mcp.ClientSession) (*mcp.ListToolsResult, error) {
		return s.ListTools(ctx, nil)
	})
	if err != nil {
		return nil, err
	}
	var names []string
	for _, t := range res.Tools {
		names = append(names, t.Name)
	}
	return names, nil
}
