// Package m3host is an mcp-go gateway that decorates the tools it builds
// from listed prompts through interfaces and function values, its own and
// package m3impl's.
package m3host

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/hostannot/dynamic/m3impl"
)

// ViaInterface calls m3impl.ReadOnly's method through m3impl.Annotator.
func ViaInterface(ctx context.Context, c *client.Client, s *server.MCPServer, h server.ToolHandlerFunc) error {
	var a m3impl.Annotator = m3impl.ReadOnly{}
	var b m3impl.Annotator = m3impl.Plain{}
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		t := mcp.NewTool(p.Name, mcp.WithDescription(p.Description))
		a.Annotate(&t) // want `ReadOnlyHint=true, in \(m3impl.ReadOnly\).Annotate at m3impl.go:16, on a tool built from a listed prompt \(\(\*client.Client\).ListPrompts at m3host.go:20\)`
		u := mcp.NewTool(p.Name)
		b.Annotate(&u)
		s.AddTool(t, h)
		s.AddTool(u, h)
	}
	return nil
}

// ToolsOnly uses m3impl.ReadOnly on listed tools and its own tools only.
func ToolsOnly(ctx context.Context, c *client.Client, s *server.MCPServer, h server.ToolHandlerFunc) error {
	var a m3impl.Annotator = m3impl.ReadOnly{}
	res, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return err
	}
	for _, lt := range res.Tools {
		t := mcp.NewTool(lt.Name, mcp.WithDescription(lt.Description))
		a.Annotate(&t)
		s.AddTool(t, h)
	}
	clock := mcp.NewTool("clock")
	a.Annotate(&clock)
	s.AddTool(clock, h)
	return nil
}

// Host picks an option helper per prompt from a map of function values.
type Host struct {
	c    *client.Client
	opts map[string]func() mcp.ToolOption
	desc func() mcp.ToolOption
}

func NewHost(c *client.Client) *Host {
	return &Host{c: c, opts: map[string]func() mcp.ToolOption{"idem": m3impl.Idempotent}, desc: m3impl.Describe}
}

func (h *Host) Mount(ctx context.Context, s *server.MCPServer, th server.ToolHandlerFunc) error {
	res, err := h.c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		s.AddTool(mcp.NewTool(p.Name, h.opts[p.Title]()), th) // want `IdempotentHint=true, in m3impl.Idempotent at m3impl.go:28, .*\(\*client.Client\).ListPrompts at m3host.go:65`
		s.AddTool(mcp.NewTool(p.Name, h.desc()), th)
	}
	return nil
}

// hinter returns the option its implementation chooses.
type hinter interface {
	option() mcp.ToolOption
}

type closed struct{}

func (closed) option() mcp.ToolOption {
	return mcp.WithOpenWorldHintAnnotation(false) // want `OpenWorldHint=false .*\(\*client.Client\).ListPrompts at m3host.go:97`
}

type titled struct{}

func (titled) option() mcp.ToolOption {
	return mcp.WithTitleAnnotation("prompt")
}

// ViaLocalInterface builds the prompts' tools with the options of local
// hinters: closed reaches the constructor, titled does not set a hint.
func ViaLocalInterface(ctx context.Context, c *client.Client, s *server.MCPServer, th server.ToolHandlerFunc) error {
	var hn, tn hinter = closed{}, titled{}
	res, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		s.AddTool(mcp.NewTool(p.Name, hn.option()), th)
		s.AddTool(mcp.NewTool(p.Name, tn.option()), th)
	}
	return nil
}
