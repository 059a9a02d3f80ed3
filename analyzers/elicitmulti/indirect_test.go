package elicitmulti_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/elicitmulti"
	"github.com/mcpvet/mcpvet/internal/suitetest"
)

// TestIndirect checks the suites under testdata/mod/elicit/indirect/multi
// (go-sdk and mcp-go): a second question on the retry path of a call (ask
// again after a decline), through a function kept in a struct field and
// through the server's own approval service, which internal/elicit
// resolves with the value-flow engine; and their twins, where a decline
// ends the call.
func TestIndirect(t *testing.T) {
	suitetest.Suite{Analyzer: elicitmulti.Analyzer, Pattern: "./elicit/indirect/multi/...", VetTool: "./testdata/vettool"}.Run(t)
}
