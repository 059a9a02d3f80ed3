package promptreach_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/promptreach"
	"github.com/mcpvet/mcpvet/internal/flow"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

func TestPromptreach(t *testing.T) {
	dir := testmod.Dir(t)
	analysistest.Run(t, dir, promptreach.Analyzer, "./promptreach/...")
}

func TestDispatchFlag(t *testing.T) {
	dir := testmod.Dir(t)
	if err := promptreach.Analyzer.Flags.Set("dispatch", "example.com/t/promptreachflag/flagged.Run"); err != nil {
		t.Fatal(err)
	}
	defer func() { flow.DispatchFuncs = nil }()
	analysistest.Run(t, dir, promptreach.Analyzer, "./promptreachflag/flagged")
}
