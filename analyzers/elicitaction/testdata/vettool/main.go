// Command vettool runs elicitaction alone under go vet, for the tests.
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcpvet/mcpvet/analyzers/elicitaction"
)

func main() { unitchecker.Main(elicitaction.Analyzer) }
