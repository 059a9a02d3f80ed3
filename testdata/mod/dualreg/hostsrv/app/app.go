// Package app wires the servers of package host to the registrations of
// packages tools and prompts.
package app

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/t/dualreg/hostsrv/host"
	"example.com/t/dualreg/hostsrv/prompts"
	"example.com/t/dualreg/hostsrv/tools"
)

func promptH(ctx context.Context, r mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

// One app, its server given to both packages.
func Wire() {
	app := host.New()
	tools.Register(app)
	prompts.Register(app) // want `capability "triage" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at tools\.go:\d+ via tools\.Register\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt at prompts\.go:\d+ via prompts\.Register\)`
}

// Two apps, two servers.
func TwoApps() {
	a, b := host.New(), host.New()
	tools.Register(a)
	prompts.Register(b)
}

// The constructor registered the deploy tool on the server it stored.
func Constructed() {
	app := host.NewWithTools()
	app.Srv.AddPrompt(mcp.NewPrompt("deploy"), promptH) // want `capability "deploy" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at host\.go:\d+ via host\.NewWithTools\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

// The deploy tool is on another app's server.
func ConstructedTwice() {
	_ = host.NewWithTools()
	other := host.New()
	other.Srv.AddPrompt(mcp.NewPrompt("deploy"), promptH)
}

// The server behind the accessor, in two packages.
func Accessor() {
	h := host.NewHost()
	tools.RegisterHost(h)
	prompts.RegisterHost(h) // want `capability "triage" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at tools\.go:\d+ via tools\.RegisterHost\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt at prompts\.go:\d+ via prompts\.RegisterHost\)`
}

// Two hosts.
func TwoHosts() {
	h1, h2 := host.NewHost(), host.NewHost()
	tools.RegisterHost(h1)
	prompts.RegisterHost(h2)
}

// The host's own method and its accessor, here.
func HostMethods() {
	h := host.NewHost()
	h.AddTool(mcp.NewTool("handover"), nil)
	h.Server().AddPrompt(mcp.NewPrompt("handover"), promptH) // want `capability "handover" is registered both as a tool \(\(\*server\.MCPServer\)\.AddTool at host\.go:\d+ via \(\*host\.Host\)\.AddTool\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt\)`
}

// go-sdk, one app.
func WireG() {
	a := host.NewG()
	tools.RegisterG(a)
	prompts.RegisterG(a) // want `capability "summarize" is registered both as a tool \(mcp\.AddTool at tools\.go:\d+ via tools\.RegisterG\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt at prompts\.go:\d+ via prompts\.RegisterG\)`
}

// go-sdk, two apps.
func TwoG() {
	a, b := host.NewG(), host.NewG()
	tools.RegisterG(a)
	prompts.RegisterG(b)
}
