// Command vettool runs elicitmulti alone under go vet, for the tests.
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcpvet/mcpvet/analyzers/elicitmulti"
)

func main() { unitchecker.Main(elicitmulti.Analyzer) }
