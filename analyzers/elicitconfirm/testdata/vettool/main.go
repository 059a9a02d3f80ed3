// Command vettool runs elicitconfirm alone under go vet, for the tests.
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcpvet/mcpvet/analyzers/elicitconfirm"
)

func main() { unitchecker.Main(elicitconfirm.Analyzer) }
