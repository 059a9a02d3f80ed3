package analysisdoc

import (
	"strings"
	"testing"
)

func TestExtract(t *testing.T) {
	const src = `// Package p defines two Analyzers.
//
// # Analyzer one
//
// one: report the first thing
//
// One's text.
//
// # One's own heading
//
// More of one.
//
// # Analyzer onetwo
//
// onetwo: report the second thing
//
// Its text.
package p
`
	for _, tc := range []struct{ name, want string }{
		{"one", "report the first thing\n\nOne's text.\n\n# One's own heading\n\nMore of one."},
		{"onetwo", "report the second thing\n\nIts text."},
	} {
		got, err := Extract(src, tc.name)
		if err != nil || got != tc.want {
			t.Errorf("Extract(%s) = %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ src, name, err string }{
		{"", "one", "empty"},
		{"not go", "one", "not a Go source file"},
		{"package p\n", "one", "no package doc comment"},
		{src, "two", "no 'Analyzer two' heading"},
		{src, "on", "no 'Analyzer on' heading"},
		{"// Package p.\n//\n// # Analyzer one\n//\n// Text.\npackage p\n", "one", "not followed by 'one: summary...'"},
	} {
		if _, err := Extract(tc.src, tc.name); err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("Extract(%q, %s): error %v, want one containing %q", tc.src, tc.name, err, tc.err)
		}
	}
}
