// Package deps assembles what a host needs; the tool factory it returns
// builds a fresh tool set for each workspace, with the MCP tools added.
package deps

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/factory/bridge"
	"example.com/t/promptreach/factory/tools"
)

// Deps is what a host is built from.
type Deps struct {
	Name     string
	NewTools func(root string) []tools.Tool
}

// Build assembles the host's dependencies.
func Build(cs *mcp.ClientSession) (*Deps, error) {
	var extra []tools.Tool
	if cs != nil {
		extra = append(extra, bridge.Tools(cs)...)
	}
	newTools := func(root string) []tools.Tool {
		return append([]tools.Tool{tools.Clock{}}, extra...)
	}
	return &Deps{Name: "host", NewTools: newTools}, nil
}

// Local is a factory of local tools only.
func Local(root string) []tools.Tool { return []tools.Tool{tools.Clock{}} }
