package promptname_test

import (
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/promptname"
	"github.com/mcpvet/mcpvet/internal/suitetest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestAnalyzer runs the suites under testdata/mod/promptname (go-sdk,
// mcp-go, mcp-golang, helpers and menu types in other packages) on the module as it is
// and renamed to a dotless path. Every positive has a negative twin
// without a want comment; one positive is suppressed by a directive. Then
// it checks the findings' evidence (checkEvidence), and that go vet
// -vettool reports the same findings with the same evidence: the helpers,
// menus and request builders of other packages are known only by their
// facts there.
func TestAnalyzer(t *testing.T) {
	suitetest.Suite{Analyzer: promptname.Analyzer, Pattern: "./promptname/...", VetTool: "./testdata/vettool"}.Run(t, checkEvidence)
}

var (
	displayLine = regexp.MustCompile(`\.(Title|Description)\b`)
	nameLine    = regexp.MustCompile(`\bName(:| =)|GetPrompt\(`)
)

// checkEvidence checks that every finding's evidence starts at a line that
// reads a display field and ends at a line that sets a prompts/get name.
func checkEvidence(t *testing.T, _ testmod.Module, results []*analysistest.Result) {
	n := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			n++
			pos := r.Pass.Fset.Position(d.Pos)
			if len(d.Related) < 2 {
				t.Errorf("%s: %d related entries, want the display string and the request at least", pos, len(d.Related))
				continue
			}
			first, last := d.Related[0], d.Related[len(d.Related)-1]
			fp, lp := r.Pass.Fset.Position(first.Pos), r.Pass.Fset.Position(last.Pos)
			if !strings.HasPrefix(first.Message, "display string: ") || !displayLine.MatchString(suitetest.SourceLine(t, fp.Filename, fp.Line)) {
				t.Errorf("%s: first related %q at %s, which reads no display field", pos, first.Message, fp)
			}
			if !strings.HasPrefix(last.Message, "sent as the prompts/get name") || !nameLine.MatchString(suitetest.SourceLine(t, lp.Filename, lp.Line)) {
				t.Errorf("%s: last related %q at %s, which sets no prompts/get name", pos, last.Message, lp)
			}
		}
	}
	// gosdk 10, mcpgo 3, crosspkg 5, golang 1.
	if n != 19 {
		t.Errorf("%d findings in the suites, want 19", n)
	}
}
