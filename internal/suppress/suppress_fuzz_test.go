package suppress

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParse checks the //mcpvet:ignore parser on any comment text: it
// does not panic; a directive it accepts has analyzer names without
// spaces or commas and a reason, and formatting it back and parsing that
// gives the same directive; an error says what is wrong; Check agrees with
// Parse; and a directive on a line of a Go file is found by FileDirectives
// exactly when Parse accepts it, on that line.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"//mcpvet:ignore promptreach the run_prompt tool is only offered in the operator's console",
		"//mcpvet:ignore promptreach,hostannot reviewed: the names are constants",
		"//mcpvet:ignore all generated code",
		"//mcpvet:ignore\tpromptreach\ttab separated",
		"//mcpvet:ignore promptreach   several   spaces  ",
		"//mcpvet:ignore promptreach",
		"//mcpvet:ignore",
		"//mcpvet:ignore ",
		"//mcpvet:ignorepromptreach reason",
		"//mcpvet:ignore promptreach,,hostannot reason",
		"//mcpvet:ignore ,promptreach reason",
		"//mcpvet:ignore unknown reason",
		"//mcpvet:ignore promptreach reason with ünïcödé and \x00 and \xff",
		"//mcpvet:ignore\u00a0promptreach nbsp",
		"//mcpvet:ignore promptreach\u2003em space reason",
		"// mcpvet:ignore promptreach reason",
		"//mcpvet:dispatch",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		analyzers, reason, err := Parse(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("Parse(%q): empty error", text)
			}
			if msg := Check(text); msg != err.Error() {
				t.Fatalf("Check(%q) = %q, Parse's error is %q", text, msg, err)
			}
		} else {
			if len(analyzers) == 0 || reason == "" {
				t.Fatalf("Parse(%q) = %q, %q, nil: want analyzers and a reason", text, analyzers, reason)
			}
			for _, a := range analyzers {
				if a == "" || strings.ContainsAny(a, ", \t\n") {
					t.Fatalf("Parse(%q): analyzer name %q", text, a)
				}
			}
			if reason != strings.TrimSpace(reason) {
				t.Fatalf("Parse(%q): reason %q has surrounding space", text, reason)
			}
			// Format, parse again: the same directive.
			again := Prefix + " " + strings.Join(analyzers, ",") + " " + reason
			a2, r2, err2 := Parse(again)
			if err2 != nil || !slices.Equal(a2, analyzers) || r2 != reason {
				t.Fatalf("Parse(%q) = %q, %q; formatted as %q it parses as %q, %q, %v", text, analyzers, reason, again, a2, r2, err2)
			}
			msg := Check(text)
			known := true
			for _, a := range analyzers {
				known = known && slices.Contains(Analyzers, a)
			}
			if (msg == "") != known {
				t.Fatalf("Check(%q) = %q, but every analyzer known is %v", text, msg, known)
			}
		}

		// The same text as a line comment of a Go file. A line comment
		// ends at the newline; go/scanner drops a carriage return from
		// it; and the file must scan as Go text up to the comment.
		if !strings.HasPrefix(text, "//") || strings.ContainsAny(text, "\r\n") || !utf8.ValidString(text) || strings.ContainsAny(text, "\x00\ufeff") {
			return
		}
		src := "package p\n\n" + text + "\nfunc f() {}\n"
		ds := FileDirectives("f.go", []byte(src))
		_, _, perr := Parse(strings.TrimSpace(text))
		switch {
		case perr == nil && (len(ds) != 1 || ds[0].Line != 3 || ds[0].File != "f.go"):
			t.Fatalf("FileDirectives of %q = %+v: want the directive, on line 3", src, ds)
		case perr != nil && len(ds) != 0:
			t.Fatalf("FileDirectives of %q = %+v: want none (%v)", src, ds, perr)
		}
	})
}
