// Package gatewaycache is an aggregator that caches each upstream's listed
// tools and prompts in one record per upstream, behind setters, and exposes
// the cached tools as tools and the cached prompts as prompts under
// prefixed names, also through one generic function for both kinds. No
// prompt becomes a tool there: the tool list is built from the listed tools
// only. The positive twin is MountPromptTools (flatten.go), which makes
// tools of the prompts through a generic function.
package gatewaycache

import (
	"context"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Upstream is the part of an MCP client the cache uses.
type Upstream interface {
	ListTools(ctx context.Context) ([]mcp.Tool, error)
	ListPrompts(ctx context.Context) ([]mcp.Prompt, error)
}

type upstream struct {
	mu      sync.RWMutex
	client  Upstream
	tools   []mcp.Tool
	prompts []mcp.Prompt
}

func (u *upstream) setTools(t []mcp.Tool) {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.tools = t
}

func (u *upstream) setPrompts(p []mcp.Prompt) {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.prompts = p
}

// Cache holds the upstreams by name.
type Cache struct {
	mu        sync.RWMutex
	upstreams map[string]*upstream
	prefix    string
}

func (c *Cache) exposed(server, name string) string { return c.prefix + "_" + server + "_" + name }

// Refresh lists one upstream's tools and prompts.
func (c *Cache) Refresh(ctx context.Context, u *upstream) error {
	tools, err := u.client.ListTools(ctx)
	if err != nil {
		return err
	}
	u.setTools(tools)
	prompts, err := u.client.ListPrompts(ctx)
	if err != nil {
		u.setPrompts(nil)
		return nil
	}
	u.setPrompts(prompts)
	return nil
}

// Tools returns every upstream's tools under exposed names.
func (c *Cache) Tools() []mcp.Tool {
	c.mu.RLock()
	defer c.mu.RUnlock()
	var out []mcp.Tool
	for name, u := range c.upstreams {
		u.mu.RLock()
		for _, t := range u.tools {
			e := t
			e.Name = c.exposed(name, t.Name)
			out = append(out, e)
		}
		u.mu.RUnlock()
	}
	return out
}

// Prompts returns every upstream's prompts under exposed names.
func (c *Cache) Prompts() []mcp.Prompt {
	var out []mcp.Prompt
	for name, u := range c.upstreams {
		for _, p := range u.prompts {
			e := p
			e.Name = c.exposed(name, p.Name)
			out = append(out, e)
		}
	}
	return out
}

// Mount registers the cached tools as tools and prompts as prompts.
func (c *Cache) Mount(s *server.MCPServer, call server.ToolHandlerFunc, get server.PromptHandlerFunc) {
	for _, t := range c.Tools() {
		s.AddTool(t, call)
	}
	for _, p := range c.Prompts() {
		s.AddPrompt(p, get)
	}
}

// Add connects an upstream and lists what it has.
func (c *Cache) Add(ctx context.Context, name string, client Upstream) error {
	u := &upstream{client: client}
	c.mu.Lock()
	c.upstreams[name] = u
	c.mu.Unlock()
	return c.Refresh(ctx, u)
}

// Reconnect replaces an upstream's client and lists again.
func (c *Cache) Reconnect(ctx context.Context, name string, client Upstream) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	u, ok := c.upstreams[name]
	if !ok {
		return nil
	}
	u.client = client
	return c.Refresh(ctx, u)
}

// Manager owns the cache.
type Manager struct {
	cache *Cache
}

// AfterAuth reconnects an upstream once it is authorised.
func (m *Manager) AfterAuth(ctx context.Context, name string, client Upstream) error {
	return m.cache.Reconnect(ctx, name, client)
}
