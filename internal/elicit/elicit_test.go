package elicit_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/internal/elicit"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestFacts checks the facts that carry a function's elicitations, checks
// and destructive calls to other packages (testdata/mod/elicit/facts):
// the count, the error that leaves through a result, a fallback, a loop,
// a check on the way, a predicate, and no fact for a function that does
// none of it.
func TestFacts(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		analysistest.Run(t, m.Dir, elicit.Analyzer, "./elicit/facts/...")
	})
}
