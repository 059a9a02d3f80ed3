// Package wire builds the server from the tools and prompts packages.
package wire

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/dualreg/crosspkg/prompts"
	"example.com/t/dualreg/crosspkg/tools"
)

// Build wires both packages into one server: the capability
// triage_incident is then both a tool and a prompt.
func Build() *mcp.Server { // want Build:`registrar\(tool "triage_incident" on r0; tool "fetch_deploys" on r0; prompt "triage-incident" on r0; prompt "write_postmortem" on r0\)`
	s := mcp.NewServer(&mcp.Implementation{Name: "incidents"}, nil)
	tools.Register(s)
	prompts.Register(s) // want `capability "triage_incident" is registered both as a tool \(mcp\.AddTool at tools\.go:\d+ via tools\.Register\) and as a prompt named "triage-incident" \(\(\*mcp\.Server\)\.AddPrompt at prompts\.go:\d+ via prompts\.Register\)`
	return s
}

// Split gives the tools and the prompts to two servers.
func Split() (*mcp.Server, *mcp.Server) { // want Split:`registrar\(tool "triage_incident" on r0; tool "fetch_deploys" on r0; prompt "triage-incident" on r1; prompt "write_postmortem" on r1\)`
	a := mcp.NewServer(&mcp.Implementation{Name: "tools"}, nil)
	b := mcp.NewServer(&mcp.Implementation{Name: "prompts"}, nil)
	tools.Register(a)
	prompts.Register(b)
	return a, b
}

// Either registers one of the two.
func Either(prompt bool) {
	s := mcp.NewServer(&mcp.Implementation{Name: "incidents"}, nil)
	if prompt {
		prompts.Register(s)
	} else {
		tools.Register(s)
	}
}

// Table wires both packages through a table of registration functions.
func Table() {
	s := mcp.NewServer(&mcp.Implementation{Name: "incidents"}, nil)
	for _, register := range []func(*mcp.Server){tools.Register, prompts.Register} {
		register(s) // want `capability "triage_incident" is registered both as a tool \(mcp\.AddTool at tools\.go:\d+ via tools\.Register\) and as a prompt named "triage-incident" \(\(\*mcp\.Server\)\.AddPrompt at prompts\.go:\d+ via prompts\.Register\)`
	}
}

var registrars = []func(*mcp.Server){tools.Register, prompts.Register}

// TableVar does the same with a package-level table.
func TableVar() {
	s := mcp.NewServer(&mcp.Implementation{Name: "incidents"}, nil)
	for _, register := range registrars {
		register(s) // want `capability "triage_incident" is registered both`
	}
}

// TableSplit calls each registration function on its own server.
func TableSplit() {
	servers := []*mcp.Server{mcp.NewServer(&mcp.Implementation{Name: "a"}, nil), mcp.NewServer(&mcp.Implementation{Name: "b"}, nil)}
	for i, register := range registrars {
		register(servers[i])
	}
}
