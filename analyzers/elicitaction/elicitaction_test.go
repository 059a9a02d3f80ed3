package elicitaction_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/elicitaction"
	"github.com/mcpvet/mcpvet/internal/elicit/elicittest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestAnalyzer checks the suites under testdata/mod/elicit/action (go-sdk
// and mcp-go; answers from Elicit, from InputResponses and from a helper
// of another package) on the module as it is and renamed to a dotless
// path.
func TestAnalyzer(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		analysistest.Run(t, m.Dir, elicitaction.Analyzer, "./elicit/action/...")
	})
}

// TestVet checks that go vet -vettool reports what analysistest reports.
func TestVet(t *testing.T) {
	elicittest.Vet(t, elicitaction.Analyzer, "./testdata/vettool", "./elicit/action/...")
}
