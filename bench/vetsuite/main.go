// Command vetsuite runs the analyzers of the standard go vet suite
// (golang.org/x/tools/go/analysis/suite/vet) on the same driver as mcpvet
// (multichecker, the go/packages-based x/tools checker), from the same
// x/tools version as mcpvet: the yardstick of bench/compare.
//
// Usage:
//
//	vetsuite [flags] packages
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"
	"golang.org/x/tools/go/analysis/suite/vet"
)

func main() {
	multichecker.Main(vet.Suite...)
}
