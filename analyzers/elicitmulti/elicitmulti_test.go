package elicitmulti_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/elicitmulti"
	"github.com/mcpvet/mcpvet/internal/suitetest"
)

// TestAnalyzer checks the suites under testdata/mod/elicit/multi (go-sdk
// and mcp-go, helpers in another package, both forms of elicitation) on
// the module as it is and renamed to a dotless path, and that go vet
// -vettool reports the same findings, with the same evidence: the helpers
// of package asker count in the handlers of gosdk and mcpgo through their
// facts alone.
func TestAnalyzer(t *testing.T) {
	suitetest.Suite{Analyzer: elicitmulti.Analyzer, Pattern: "./elicit/multi/...", VetTool: "./testdata/vettool"}.Run(t)
}
