package promptname_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/promptname"
	"github.com/mcpvet/mcpvet/internal/elicit/elicittest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestAnalyzer runs the suites under testdata/mod/promptname (go-sdk,
// mcp-go, mcp-golang, helpers and menu types in other packages) on the module as it is
// and renamed to a dotless path. Every positive has a negative twin
// without a want comment; one positive is suppressed by a directive.
func TestAnalyzer(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		results := analysistest.Run(t, m.Dir, promptname.Analyzer, "./promptname/...")
		t.Run("evidence", func(t *testing.T) { checkEvidence(t, results) })
	})
}

var (
	displayLine = regexp.MustCompile(`\.(Title|Description)\b`)
	nameLine    = regexp.MustCompile(`\bName(:| =)|GetPrompt\(`)
)

// checkEvidence checks that every finding's evidence starts at a line that
// reads a display field and ends at a line that sets a prompts/get name.
func checkEvidence(t *testing.T, results []*analysistest.Result) {
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
			if !strings.HasPrefix(first.Message, "display string: ") || !displayLine.MatchString(sourceLine(t, fp.Filename, fp.Line)) {
				t.Errorf("%s: first related %q at %s, which reads no display field", pos, first.Message, fp)
			}
			if !strings.HasPrefix(last.Message, "sent as the prompts/get name") || !nameLine.MatchString(sourceLine(t, lp.Filename, lp.Line)) {
				t.Errorf("%s: last related %q at %s, which sets no prompts/get name", pos, last.Message, lp)
			}
		}
	}
	// gosdk 9, mcpgo 3, crosspkg 5, golang 1.
	if n != 18 {
		t.Errorf("%d findings in the suites, want 18", n)
	}
}

func sourceLine(t *testing.T, file string, line int) string {
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	if line < 1 || line > len(lines) {
		t.Fatalf("%s has no line %d", file, line)
	}
	return lines[line-1]
}

// TestVet checks that go vet -vettool reports the same findings, with the
// same evidence, as analysistest: the helpers, menus and request builders
// of other packages are known only by their facts there.
func TestVet(t *testing.T) {
	elicittest.Vet(t, promptname.Analyzer, "./testdata/vettool", "./promptname/...")
}
