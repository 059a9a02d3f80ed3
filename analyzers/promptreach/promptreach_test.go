package promptreach_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/promptreach"
	"github.com/mcpvet/mcpvet/internal/suitetest"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestPromptreach runs the suite under testdata/mod/promptreach, on the
// module as it is (example.com/t) and renamed to a dotless path (mcptest):
// the findings must be the same.
func TestPromptreach(t *testing.T) {
	suitetest.Suite{Analyzer: promptreach.Analyzer, Pattern: "./promptreach/..."}.Run(t)
}

// TestDispatchFlag names a dispatch entry with -dispatch, by the import
// path of the module it is run on.
func TestDispatchFlag(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		setFlags(t, map[string]string{"dispatch": m.Pkg("promptreachflag/flagged") + ".Run"})
		analysistest.Run(t, m.Dir, promptreach.Analyzer, "./promptreachflag/flagged")
	})
}

// TestStrict runs the strict-mode suite under testdata/mod/promptreachstrict
// with -strict, and with one user-selection function named by -userselect
// (flagpick.Pick) instead of marked.
func TestStrict(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		setFlags(t, map[string]string{"strict": "true", "userselect": m.Pkg("promptreachstrict/flagpick") + ".Pick"})
		analysistest.Run(t, m.Dir, promptreach.Analyzer, "./promptreachstrict/...")
	})
}

// setFlags sets flags of the analyzer for the rest of the test and puts
// their values back when it ends.
func setFlags(t *testing.T, flags map[string]string) {
	t.Helper()
	for name, value := range flags {
		f := promptreach.Analyzer.Flags.Lookup(name)
		if f == nil {
			t.Fatalf("promptreach has no flag -%s", name)
		}
		old := f.Value.String()
		if err := promptreach.Analyzer.Flags.Set(name, value); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { promptreach.Analyzer.Flags.Set(name, old) })
	}
}
