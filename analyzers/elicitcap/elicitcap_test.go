package elicitcap_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/elicitcap"
	"github.com/mcpvet/mcpvet/internal/elicit/elicittest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestAnalyzer checks the suites under testdata/mod/elicit/cap (go-sdk and
// mcp-go; checks and elicitations in helpers of another package; both
// forms of elicitation) on the module as it is and renamed to a dotless
// path.
func TestAnalyzer(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		analysistest.Run(t, m.Dir, elicitcap.Analyzer, "./elicit/cap/...")
	})
}

// TestVet checks that go vet -vettool reports the same findings, with the
// same evidence, as analysistest: the predicates and helpers of package
// check are known in gosdk and mcpgo through their facts alone.
func TestVet(t *testing.T) {
	elicittest.Vet(t, elicitcap.Analyzer, "./testdata/vettool", "./elicit/cap/...")
}
