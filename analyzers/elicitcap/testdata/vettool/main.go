// Command vettool runs elicitcap alone under go vet, for the tests.
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcpvet/mcpvet/analyzers/elicitcap"
)

func main() { unitchecker.Main(elicitcap.Analyzer) }
