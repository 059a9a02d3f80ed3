package output

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// FuzzReadBaseline checks the baseline file reader on any file content: it
// does not panic; it accepts only a version 1 baseline; an error names the
// file; a baseline it accepts, written again with Marshal, reads back the
// same; and Split accounts for every finding once.
func FuzzReadBaseline(f *testing.F) {
	written := NewBaseline([]Finding{
		{Analyzer: "promptreach", Pos: Position{File: "/m/agent/loop.go", Line: 12}, Message: "model dispatch entry reaches prompts/get: a → b", Fingerprint: "0123456789abcdef"},
		{Analyzer: "hostannot", Pos: Position{File: "/m/tools.go", Line: 3}, Message: "ReadOnlyHint=true", Fingerprint: "fedcba9876543210"},
	}, Paths{Cwd: "/m", Root: "/m"}).Marshal()
	for _, s := range []string{
		string(written),
		`{"version":1,"tool":"mcpvet","findings":[]}`,
		`{"version":1,"tool":"mcpvet","findings":null}`,
		`{"version":1}`,
		`{"version":2,"tool":"mcpvet","findings":[]}`,
		`{"version":1,"tool":"mcpvet","findings":[{"analyzer":"a","file":"f.go","message":"m","fingerprint":"x"},{"fingerprint":"x"}]}`,
		`{"version":1,"tool":"mcpvet","findings":[],"extra":true}`,
		`{"version":1,"findings":[{"fingerprint":1}]}`,
		`{"VERSION":1,"Findings":[{"Fingerprint":"\u00e9\ud800"}]}`,
		`{"version":1} trailing`,
		`{"version":1}{"version":2}`,
		"\ufeff{\"version\":1}",
		`[]`,
		`null`,
		``,
		`{"version":1e400}`,
	} {
		f.Add([]byte(s))
	}
	dir := f.TempDir() // one per fuzzing process, which runs one input at a time
	f.Fuzz(func(t *testing.T, data []byte) {
		file := filepath.Join(dir, "baseline.json")
		if err := os.WriteFile(file, data, 0o666); err != nil {
			t.Fatal(err)
		}
		b, err := ReadBaseline(file)
		if err != nil {
			if b != nil {
				t.Fatalf("ReadBaseline(%q) = %+v and error %v", data, b, err)
			}
			if !strings.HasPrefix(err.Error(), file+": ") {
				t.Fatalf("ReadBaseline(%q): error %q does not name the file", data, err)
			}
			return
		}
		if b.Version != BaselineVersion {
			t.Fatalf("ReadBaseline(%q) accepts version %d", data, b.Version)
		}

		// Written again, it reads back the same.
		again := filepath.Join(dir, "again.json")
		if err := os.WriteFile(again, b.Marshal(), 0o666); err != nil {
			t.Fatal(err)
		}
		b2, err := ReadBaseline(again)
		if err != nil || !reflect.DeepEqual(b, b2) {
			t.Fatalf("ReadBaseline(%q) = %+v; written as %q it reads %+v, %v", data, b, b.Marshal(), b2, err)
		}

		// Split: every finding is fresh or known, once; an entry accounts
		// for one finding.
		var fs []Finding
		for _, e := range b.Findings {
			fs = append(fs, Finding{Analyzer: e.Analyzer, Message: e.Message, Fingerprint: e.Fingerprint})
		}
		fs = append(fs, Finding{Analyzer: "promptreach", Fingerprint: "not in the baseline"})
		fs = append(fs, fs...)
		fresh, known := b.Split(fs)
		if len(fresh)+len(known) != len(fs) || len(known) != len(b.Findings) {
			t.Fatalf("Split of %d findings against %d entries: %d fresh, %d known", len(fs), len(b.Findings), len(fresh), len(known))
		}
	})
}
