package elicitconfirm_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/elicitconfirm"
	"github.com/mcpvet/mcpvet/internal/elicit/elicittest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestAnalyzer checks the suites under testdata/mod/elicit/confirm (go-sdk
// and mcp-go; destructive by annotation and by call, through a helper of
// another package; both forms of elicitation) on the module as it is and
// renamed to a dotless path.
func TestAnalyzer(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		analysistest.Run(t, m.Dir, elicitconfirm.Analyzer, "./elicit/confirm/...")
	})
}

// TestVet checks that go vet -vettool reports what analysistest reports:
// the destructive helpers of package store are known through their facts.
func TestVet(t *testing.T) {
	elicittest.Vet(t, elicitconfirm.Analyzer, "./testdata/vettool", "./elicit/confirm/...")
}
