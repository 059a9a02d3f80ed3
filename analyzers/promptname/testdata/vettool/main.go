// Command vettool runs promptname alone under go vet, for the tests.
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcpvet/mcpvet/analyzers/promptname"
)

func main() { unitchecker.Main(promptname.Analyzer) }
