package main

import (
	"flag"
	"io"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestVetProtocol(t *testing.T) {
	for _, tc := range []struct {
		args []string
		vet  bool
	}{
		{[]string{"-V=full"}, true},
		{[]string{"-flags"}, true},
		{[]string{"-json", "-promptreach.dispatch=a.B", "/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"./..."}, false},
		{[]string{"-json", "./..."}, false},
		{[]string{"help"}, false},
		{[]string{"-format=sarif", "./a", "./b"}, false},
		{nil, false},
	} {
		if got := vetProtocol(tc.args); got != tc.vet {
			t.Errorf("vetProtocol(%q) = %v, want %v", tc.args, got, tc.vet)
		}
	}
}

func TestFlags(t *testing.T) {
	a := &analysis.Analyzer{Name: "a", Doc: "a"}
	b := &analysis.Analyzer{Name: "b", Doc: "b"}
	all := []*analysis.Analyzer{a, b}
	parse := func(args ...string) (*options, error) {
		fs := flag.NewFlagSet("mcpvet", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		o := registerFlags(fs, all)
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		return o, o.check(fs)
	}
	names := func(as []*analysis.Analyzer) string {
		var s []string
		for _, a := range as {
			s = append(s, a.Name)
		}
		return strings.Join(s, ",")
	}
	for _, tc := range []struct {
		args     []string
		format   string
		selected string
		err      string
	}{
		{nil, "text", "a,b", ""},
		{[]string{"-json"}, "json", "a,b", ""},
		{[]string{"-json", "-format=json"}, "json", "a,b", ""},
		{[]string{"-format=sarif", "-a"}, "sarif", "a", ""},
		{[]string{"-b=false"}, "text", "a", ""},
		{[]string{"-json", "-format=sarif"}, "", "", "-json conflicts with -format=sarif"},
		{[]string{"-format=xml"}, "", "", "want text, sarif or json"},
		{[]string{"-fix", "-write-baseline=x"}, "", "", "do not go together"},
	} {
		o, err := parse(tc.args...)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: err = %v, want %q", tc.args, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if o.format != tc.format || names(o.selected(all)) != tc.selected {
			t.Errorf("%q: format %s, analyzers %s; want %s, %s", tc.args, o.format, names(o.selected(all)), tc.format, tc.selected)
		}
	}
	if o, _ := parse("-diff"); !o.fix {
		t.Errorf("-diff does not imply -fix")
	}
}

func TestOverlaps(t *testing.T) {
	for _, tc := range []struct {
		a, b edit
		want bool
	}{
		{edit{0, 5, ""}, edit{5, 8, "x"}, false},
		{edit{0, 5, ""}, edit{4, 8, "x"}, true},
		{edit{3, 3, "a"}, edit{3, 3, "b"}, true},
		{edit{3, 3, "a"}, edit{0, 3, ""}, false},
		{edit{3, 3, "a"}, edit{2, 4, ""}, true},
	} {
		if got := overlaps(tc.a, tc.b); got != tc.want {
			t.Errorf("overlaps(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
