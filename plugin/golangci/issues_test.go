package golangci_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wantIssue is an issue golangci-lint must report: of linter, on the line of
// file (relative to the module) that holds frag, with text in its message.
type wantIssue struct {
	linter, file, frag, text string
}

// checkIssues compares the issues golangci-lint reported on the module in
// dir with wants: each want matches one issue, and no issue is left over.
func checkIssues(t *testing.T, dir string, got []issue, wants []wantIssue) {
	t.Helper()
	line := func(file, frag string) int {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(data), "\n") {
			if strings.Contains(l, frag) {
				return i + 1
			}
		}
		t.Fatalf("%q is not in %s", frag, file)
		return 0
	}
	used := make([]bool, len(got))
	for _, w := range wants {
		l := line(w.file, w.frag)
		found := false
		for i, g := range got {
			if !used[i] && g.FromLinter == w.linter && g.Pos.Filename == w.file && g.Pos.Line == l && strings.Contains(g.Text, w.text) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("missing %s issue at %s:%d (%q) containing:\n\t%s", w.linter, w.file, l, w.frag, w.text)
		}
	}
	for i, g := range got {
		if !used[i] {
			t.Errorf("unexpected %s issue at %s:%d: %s", g.FromLinter, g.Pos.Filename, g.Pos.Line, g.Text)
		}
	}
}
