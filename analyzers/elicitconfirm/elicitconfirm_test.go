package elicitconfirm_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/elicitconfirm"
	"github.com/mcpvet/mcpvet/internal/suitetest"
)

// TestAnalyzer checks the suites under testdata/mod/elicit/confirm (go-sdk
// and mcp-go; destructive by annotation, by the specification's default
// (defaults.go: no annotations, annotations without the hint, mcp-go's
// NewTool) and by call, through a helper of another package; both forms
// of elicitation; tools whose annotations say they are not destructive;
// schemas.go: schemas in package-level variables, set in init, and of
// package schemas, with form twins, and tools annotated by variables of
// package annot; dialogs.go: helpers that ask with the schema they are
// given; owntool.go: tools registered through an interface of the
// package's own, their hints from its implementations' methods) on the
// module as it is and renamed to
// a dotless path, and that go vet -vettool reports what analysistest
// reports: the destructive helpers of package store, and the schemas of
// package schemas, are known through their facts.
func TestAnalyzer(t *testing.T) {
	suitetest.Suite{Analyzer: elicitconfirm.Analyzer, Pattern: "./elicit/confirm/...", VetTool: "./testdata/vettool"}.Run(t)
}
