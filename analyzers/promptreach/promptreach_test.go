package promptreach_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/promptreach"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

func TestPromptreach(t *testing.T) {
	dir := testmod.Dir(t)
	analysistest.Run(t, dir, promptreach.Analyzer, "./promptreach/...")
}
