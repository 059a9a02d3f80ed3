package main_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/internal/testmod"
)

// The command's exit codes (docs/output.md: Exit status).
const (
	exitError = 1
	exitUsage = 2
)

// TestCuts checks that every bound the analyses can reach is loud: the
// summary line counts the packages cut short and why, each cut is a
// warning naming the package, the bound and the flag that raises it, and
// SARIF carries it as a tool execution notification. With the default
// bounds the same packages are not cut.
func TestCuts(t *testing.T) {
	mod := testmod.Dir(t)
	for _, tc := range []struct {
		name    string
		dir     string
		args    []string
		limit   string // as the summary line names it
		flag    string
		checker string // the analyzer whose warning is expected
	}{
		{"solver", mod, []string{"-mcpflow.maxsteps=50", "./promptreach/chanfuncs"}, "the points-to solver's step budget", "-mcpflow.maxsteps", "promptreach"},
		{"hostannot rounds", mod, []string{"-hostannot.maxrounds=1", "./hostannot/..."}, "the limit of rounds over call sites", "-hostannot.maxrounds", "hostannot"},
		{"dualreg steps", mod, []string{"-dualreg.maxsteps=2", "./dualreg/..."}, "the step budget for tracing a name or a server", "-dualreg.maxsteps", "dualreg"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := run(t, tc.dir, mcpvet, tc.args...)
			stderr := string(r.stderr)
			if r.code == exitError || r.code == exitUsage {
				t.Fatalf("exit %d:\n%s", r.code, stderr)
			}
			summary := regexp.MustCompile(`(?m)^mcpvet: checked .*, (\d+) packages? cut short \(([^)]*)\)$`).FindStringSubmatch(stderr)
			if summary == nil {
				t.Fatalf("summary line does not count packages cut short:\n%s", stderr)
			}
			if !strings.Contains(summary[2], tc.limit+": ") {
				t.Errorf("summary %q does not name %q", summary[0], tc.limit)
			}
			warn := regexp.MustCompile(`(?m)^mcpvet: warning: [^:]+\.go:\d+:\d+: ` + tc.checker + `: analysis of \S+ cut short: ` +
				regexp.QuoteMeta(tc.limit) + ` \(\d+\) was reached, .*raise it with ` + regexp.QuoteMeta(tc.flag) + `=N`)
			if !warn.MatchString(stderr) {
				t.Errorf("no %s warning for %s:\n%s", tc.checker, tc.limit, stderr)
			}
			// The defaults are not reached on these packages.
			def := run(t, tc.dir, mcpvet, tc.args[1:]...)
			if strings.Contains(string(def.stderr), "cut short") {
				t.Errorf("cut with the default bounds:\n%s", def.stderr)
			}
		})
	}

	t.Run("sarif", func(t *testing.T) {
		r := run(t, mod, mcpvet, "-format=sarif", "-mcpflow.maxsteps=50", "./promptreach/chanfuncs")
		var log struct {
			Runs []struct {
				Invocations []struct {
					Notes []struct {
						Level   string `json:"level"`
						Message struct {
							Text string `json:"text"`
						} `json:"message"`
					} `json:"toolExecutionNotifications"`
				} `json:"invocations"`
			} `json:"runs"`
		}
		if err := json.Unmarshal(r.stdout, &log); err != nil {
			t.Fatalf("%v\n%s", err, r.stdout)
		}
		found := false
		for _, run := range log.Runs {
			for _, inv := range run.Invocations {
				for _, n := range inv.Notes {
					if n.Level == "warning" && strings.Contains(n.Message.Text, "cut short: the points-to solver's step budget (50)") {
						found = true
					}
				}
			}
		}
		if !found {
			t.Errorf("no warning notification for the cut:\n%s", r.stdout)
		}
	})
}

// TestDispatchFlagValues checks -promptreach.dispatch: a value that is not
// pkgpath.Func or pkgpath.Type.Method is a usage error, and an entry that
// names no function of the analysed packages is a warning naming it.
func TestDispatchFlagValues(t *testing.T) {
	dir := moduleDir(t, module{name: "anthropichost"})
	for _, bad := range []string{"nope", "example.com/x", "example.com/x.", "x.F y.G", "example.com/x.1F"} {
		r := run(t, dir, mcpvet, "-promptreach.dispatch="+bad, "./...")
		if r.code != exitUsage {
			t.Errorf("-promptreach.dispatch=%q: exit %d, want %d (usage)\n%s", bad, r.code, exitUsage, r.stderr)
		}
		if !strings.Contains(string(r.stderr), "want pkgpath.Func or pkgpath.Type.Method") {
			t.Errorf("-promptreach.dispatch=%q: the error does not say what is wanted:\n%s", bad, r.stderr)
		}
	}
	r := run(t, dir, mcpvet, "-promptreach.dispatch=example.com/anthropichost.NoSuchFunc,anthropichost.Nothing.Here", "./...")
	if r.code == exitUsage || r.code == exitError {
		t.Fatalf("exit %d:\n%s", r.code, r.stderr)
	}
	for _, d := range []string{"example.com/anthropichost.NoSuchFunc", "anthropichost.Nothing.Here"} {
		if !strings.Contains(string(r.stderr), "mcpvet: warning: -promptreach.dispatch entry "+d+" names no function or method of the analysed packages") {
			t.Errorf("no warning for the unmatched entry %s:\n%s", d, r.stderr)
		}
	}
}
