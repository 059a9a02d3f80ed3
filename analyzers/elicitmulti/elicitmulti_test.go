package elicitmulti_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/elicitmulti"
	"github.com/mcpvet/mcpvet/internal/elicit/elicittest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestAnalyzer checks the suites under testdata/mod/elicit/multi (go-sdk
// and mcp-go, helpers in another package, both forms of elicitation) on
// the module as it is and renamed to a dotless path.
func TestAnalyzer(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		analysistest.Run(t, m.Dir, elicitmulti.Analyzer, "./elicit/multi/...")
	})
}

// TestVet checks that go vet -vettool reports the same findings, with the
// same evidence, as analysistest: the helpers of package asker count in
// the handlers of gosdk and mcpgo through their facts alone.
func TestVet(t *testing.T) {
	elicittest.Vet(t, elicitmulti.Analyzer, "./testdata/vettool", "./elicit/multi/...")
}
