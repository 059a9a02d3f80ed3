// Command mcpvet runs mcpvet's analyzers: checks for Go code that hosts,
// proxies or serves MCP (Model Context Protocol).
//
// Usage:
//
//	mcpvet [flags] packages
//	go vet -vettool=$(which mcpvet) packages
//
// Run "mcpvet help" for the analyzers and their flags.
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/mcpvet/mcpvet/analyzers/dualreg"
	"github.com/mcpvet/mcpvet/analyzers/hostannot"
	"github.com/mcpvet/mcpvet/analyzers/promptreach"
)

func main() {
	multichecker.Main(
		promptreach.Analyzer,
		hostannot.Analyzer,
		dualreg.Analyzer,
	)
}
