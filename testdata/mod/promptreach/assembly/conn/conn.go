// Package conn connects to the configured MCP servers concurrently and
// turns what each offers into tools: its tools, and two tools of its own
// per server for the server's prompts, each running a closure kept in a
// field of an unexported tool type.
package conn

import (
	"context"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/assembly/tool"
)

type methodTool struct {
	name    string
	execute func(ctx context.Context, args string) (string, error)
}

func (t *methodTool) Name() string { return t.name }

func (t *methodTool) Execute(ctx context.Context, args string) (string, error) {
	return t.execute(ctx, args)
}

func promptTools(server string, session *mcp.ClientSession) []tool.Tool {
	return []tool.Tool{
		&methodTool{name: server + "_prompts_list", execute: func(ctx context.Context, _ string) (string, error) {
			res, err := session.ListPrompts(ctx, nil)
			if err != nil {
				return "", err
			}
			return res.NextCursor, nil
		}},
		&methodTool{name: server + "_prompts_get", execute: func(ctx context.Context, name string) (string, error) {
			res, err := session.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
			if err != nil {
				return "", err
			}
			return res.Description, nil
		}},
	}
}

type discovered struct {
	name  string
	tools []tool.Tool
}

type discoverer func(ctx context.Context, name string) (discovered, error)

func discover(ctx context.Context, name string) (discovered, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "host"}, nil)
	session, err := client.Connect(ctx, &mcp.CommandTransport{}, nil)
	if err != nil {
		return discovered{}, err
	}
	d := discovered{name: name}
	d.tools = append(d.tools, promptTools(name, session)...)
	return d, nil
}

// Manager holds what the servers offer.
type Manager struct {
	tools []tool.Tool
}

// Tools returns every server's tools.
func (m *Manager) Tools() []tool.Tool { return append([]tool.Tool(nil), m.tools...) }

// ConnectAll connects to every named server.
func ConnectAll(ctx context.Context, names []string) *Manager {
	return connectAll(ctx, names, discover)
}

func connectAll(ctx context.Context, names []string, disc discoverer) *Manager {
	type outcome struct {
		d   discovered
		err error
	}
	m := &Manager{}
	outcomes := make([]outcome, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Add(1)
		go func(i int, name string) {
			defer wg.Done()
			result := make(chan outcome)
			go func() {
				d, err := disc(ctx, name)
				result <- outcome{d: d, err: err}
			}()
			select {
			case outcomes[i] = <-result:
			case <-ctx.Done():
			}
		}(i, name)
	}
	wg.Wait()
	for _, o := range outcomes {
		if o.err == nil {
			m.tools = append(m.tools, o.d.tools...)
		}
	}
	return m
}
