// Package host makes the application's servers and keeps them in fields
// of its own types.
package host

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func toolH(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }

// App holds an mcp-go server in an exported field.
type App struct {
	Name string
	Srv  *server.MCPServer
}

// New makes an App with a fresh server.
func New() *App {
	return &App{Name: "host", Srv: server.NewMCPServer("host", "1.0.0")}
}

// NewWithTools registers the deploy tool on the server before it stores it.
func NewWithTools() *App { // want NewWithTools:`registrar\(tool "deploy" on r0\.Srv\)`
	s := server.NewMCPServer("host", "1.0.0")
	s.AddTool(mcp.NewTool("deploy"), toolH)
	return &App{Name: "host", Srv: s}
}

// Host keeps its server unexported, behind an accessor.
type Host struct {
	srv *server.MCPServer
}

// NewHost makes a Host with a fresh server.
func NewHost() *Host {
	return &Host{srv: server.NewMCPServer("host", "1.0.0")}
}

// Server returns the host's server.
func (h *Host) Server() *server.MCPServer { return h.srv } // want Server:`registrar\(returns server p0\.srv\)`

// AddTool registers a tool on the host's server.
func (h *Host) AddTool(t mcp.Tool, fn server.ToolHandlerFunc) { // want AddTool:`registrar\(tool p1\.Name on p0\.srv\)`
	h.srv.AddTool(t, fn)
}

// GApp holds a go-sdk server.
type GApp struct {
	S *gomcp.Server
}

// NewG makes a GApp with a fresh server.
func NewG() *GApp {
	return &GApp{S: gomcp.NewServer(&gomcp.Implementation{Name: "host"}, nil)}
}
