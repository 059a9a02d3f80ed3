package elicitcap_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/elicitcap"
	"github.com/mcpvet/mcpvet/internal/suitetest"
)

// TestAnalyzer checks the suites under testdata/mod/elicit/cap (go-sdk and
// mcp-go; checks and elicitations in helpers of another package; both
// forms of elicitation; fields.go: checks kept in struct fields that hold
// the capability, with twins whose fields hold something else; quoted.go:
// results of its own that quote the error) on the module as it is and
// renamed to a dotless path, and that go vet -vettool reports the same
// findings, with the same evidence: the predicates, helpers and capability
// fields of package check are known in gosdk and mcpgo through their facts
// alone.
func TestAnalyzer(t *testing.T) {
	suitetest.Suite{Analyzer: elicitcap.Analyzer, Pattern: "./elicit/cap/...", VetTool: "./testdata/vettool"}.Run(t)
}
