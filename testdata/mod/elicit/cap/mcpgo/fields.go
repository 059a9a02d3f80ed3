package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/elicit/cap/check"
)

// A check kept in a value: an asker of another package that holds the
// server only when the client declared elicitation, tested through its
// method.
func askerChecked(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a := check.AskerFor(ctx, s)
		if !a.CanAsk() {
			return mcp.NewToolResultText("pass name as an argument"), nil
		}
		_, err := a.Ask(ctx, "name?")
		return mcp.NewToolResultText("ok"), err
	}
}

// Its twin: the asker holds the server whatever the client declared.
func looseAsker(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a := check.LooseAskerFor(ctx, s)
		if !a.CanAsk() {
			return mcp.NewToolResultText("pass name as an argument"), nil
		}
		_, err := a.Ask(ctx, "name?") // want `tool handler mcpgo\.looseAsker\.func1 elicits \(\(\*server\.MCPServer\)\.RequestElicitation at check\.go:\d+ via \(check\.LooseAsker\)\.Ask\) without checking`
		return mcp.NewToolResultText("ok"), err
	}
}

// round keeps whether the client can answer; every ask tests it.
type round struct {
	supported bool
	srv       *server.MCPServer
}

func newRound(ctx context.Context, s *server.MCPServer) *round {
	return &round{supported: check.Supports(ctx), srv: s}
}

func (r *round) ask(ctx context.Context, msg string) string {
	res, err := r.srv.RequestElicitation(ctx, req(msg))
	if err != nil || res.Action != mcp.ElicitationResponseActionAccept {
		return ""
	}
	s, _ := res.Content.(map[string]any)["value"].(string)
	return s
}

func (r *round) askText(ctx context.Context, msg, def string) string {
	if !r.supported {
		return def
	}
	return r.ask(ctx, msg)
}

func roundChecked(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(newRound(ctx, s).askText(ctx, "name?", "anonymous")), nil
	}
}

// Its twin: supported says whether the user named no value.
type wishRound struct {
	supported bool
	srv       *server.MCPServer
}

func newWishRound(name string, s *server.MCPServer) *wishRound {
	return &wishRound{supported: name == "", srv: s}
}

func (r *wishRound) ask(ctx context.Context, msg string) string {
	res, err := r.srv.RequestElicitation(ctx, req(msg))
	if err != nil || res.Action != mcp.ElicitationResponseActionAccept {
		return ""
	}
	s, _ := res.Content.(map[string]any)["value"].(string)
	return s
}

func (r *wishRound) askText(ctx context.Context, msg, def string) string {
	if !r.supported {
		return def
	}
	return r.ask(ctx, msg)
}

func roundUnchecked(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(newWishRound(r.GetString("name", ""), s).askText(ctx, "name?", "anonymous")), nil // want `tool handler mcpgo\.roundUnchecked\.func1 elicits \(\(\*server\.MCPServer\)\.RequestElicitation at fields\.go:\d+ via \(\*mcpgo\.wishRound\)\.askText → \(\*mcpgo\.wishRound\)\.ask\) without checking`
	}
}

// An exported field of another package's struct that holds the
// capability (known here by its fact), read from a captured value.
func capsChecked(s *server.MCPServer, caps check.Caps) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !caps.Elicit {
			return mcp.NewToolResultText("pass name as an argument"), nil
		}
		_, err := s.RequestElicitation(ctx, req("name?"))
		return mcp.NewToolResultText("ok"), err
	}
}

// Its twin: the field of the same shape holds a preference.
func prefsUnchecked(s *server.MCPServer, prefs check.Prefs) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !prefs.Elicit {
			return mcp.NewToolResultText("pass name as an argument"), nil
		}
		_, err := s.RequestElicitation(ctx, req("name?")) // want `tool handler mcpgo\.prefsUnchecked\.func1 elicits \(\(\*server\.MCPServer\)\.RequestElicitation at fields\.go:\d+\) without checking`
		return mcp.NewToolResultText("ok"), err
	}
}

func RegisterFields(ctx context.Context, s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fa"), askerChecked(s))
	s.AddTool(mcp.NewTool("fb"), looseAsker(s))
	s.AddTool(mcp.NewTool("fc"), roundChecked(s))
	s.AddTool(mcp.NewTool("fd"), roundUnchecked(s))
	s.AddTool(mcp.NewTool("fe"), capsChecked(s, check.CapsFrom(ctx)))
	s.AddTool(mcp.NewTool("ff"), prefsUnchecked(s, check.PrefsOf("")))
}

// lazyServer keeps the server it is first given: the field is tested only
// by its own initialisation, which checks no capability.
type lazyServer struct {
	srv *server.MCPServer
}

func (l *lazyServer) bind(s *server.MCPServer) {
	if l.srv == nil {
		l.srv = s
	}
}

func (l *lazyServer) ready() bool { return l.srv != nil }

func lazyBound(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		l := &lazyServer{}
		l.bind(s)
		if !l.ready() {
			return mcp.NewToolResultText("pass name as an argument"), nil
		}
		_, err := l.srv.RequestElicitation(ctx, req("name?")) // want `tool handler mcpgo\.lazyBound\.func1 elicits \(\(\*server\.MCPServer\)\.RequestElicitation at fields\.go:\d+\) without checking`
		return mcp.NewToolResultText("ok"), err
	}
}
