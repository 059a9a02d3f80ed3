package promptreach_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/promptreach"
	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestPromptreach runs the suite under testdata/mod/promptreach, on the
// module as it is (example.com/t) and renamed to a dotless path (mcptest):
// the findings must be the same.
func TestPromptreach(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		analysistest.Run(t, m.Dir, promptreach.Analyzer, "./promptreach/...")
	})
}

// TestDispatchFlag names a dispatch entry with -dispatch, by the import
// path of the module it is run on.
func TestDispatchFlag(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		if err := promptreach.Analyzer.Flags.Set("dispatch", m.Pkg("promptreachflag/flagged")+".Run"); err != nil {
			t.Fatal(err)
		}
		defer promptreach.Analyzer.Flags.Set("dispatch", "")
		analysistest.Run(t, m.Dir, promptreach.Analyzer, "./promptreachflag/flagged")
	})
}

// TestStrict runs the strict-mode suite under testdata/mod/promptreachstrict
// with -strict, and with one user-selection function named by -userselect
// (flagpick.Pick) instead of marked.
func TestStrict(t *testing.T) {
	testmod.Each(t, func(t *testing.T, m testmod.Module) {
		for flag, value := range map[string]string{"strict": "true", "userselect": m.Pkg("promptreachstrict/flagpick") + ".Pick"} {
			if err := promptreach.Analyzer.Flags.Set(flag, value); err != nil {
				t.Fatal(err)
			}
		}
		defer promptreach.Analyzer.Flags.Set("strict", "false")
		defer promptreach.Analyzer.Flags.Set("userselect", "")
		analysistest.Run(t, m.Dir, promptreach.Analyzer, "./promptreachstrict/...")
	})
}
