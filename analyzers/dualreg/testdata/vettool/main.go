// Command vettool runs dualreg alone under go vet, for the tests.
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcpvet/mcpvet/analyzers/dualreg"
)

func main() { unitchecker.Main(dualreg.Analyzer) }
