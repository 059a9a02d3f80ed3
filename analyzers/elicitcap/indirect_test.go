package elicitcap_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/elicitcap"
	"github.com/mcpvet/mcpvet/internal/suitetest"
)

// TestIndirect checks the suites under testdata/mod/elicit/indirect/cap
// (go-sdk and mcp-go): elicitations reached through the server's own
// abstractions (a function kept in a struct field, an interface of its
// own, a closure handed to a helper), which internal/elicit resolves with
// the value-flow engine, with and without a capability check on the way.
func TestIndirect(t *testing.T) {
	suitetest.Suite{Analyzer: elicitcap.Analyzer, Pattern: "./elicit/indirect/cap/...", VetTool: "./testdata/vettool"}.Run(t)
}
