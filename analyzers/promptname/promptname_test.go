package promptname_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/promptname"
	"github.com/mcpvet/mcpvet/internal/elicit/elicittest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestAnalyzer runs the suites under testdata/mod/promptname (go-sdk,
// mcp-go, helpers and menu types in other packages) on the module as it is
// and renamed to a dotless path. Every positive has a negative twin
// without a want comment.
func TestAnalyzer(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		analysistest.Run(t, m.Dir, promptname.Analyzer, "./promptname/...")
	})
}

// TestVet checks that go vet -vettool reports the same findings, with the
// same evidence, as analysistest: the helpers, menus and request builders
// of other packages are known only by their facts there.
func TestVet(t *testing.T) {
	elicittest.Vet(t, promptname.Analyzer, "./testdata/vettool", "./promptname/...")
}
