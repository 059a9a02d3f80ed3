package suppress

import (
	"go/token"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		text      string
		analyzers string
		reason    string
		err       string
	}{
		{"//mcpvet:ignore promptreach reviewed in SEC-1", "promptreach", "reviewed in SEC-1", ""},
		{"//mcpvet:ignore promptreach,dualreg two  words", "promptreach,dualreg", "two words", ""},
		{"//mcpvet:ignore promptreach", "", "", "has no reason"},
		{"//mcpvet:ignore", "", "", "needs an analyzer name"},
		{"//mcpvet:ignorepromptreach x", "", "", "malformed directive"},
		{"//mcpvet:ignore ,x reason", "", "", "malformed analyzer list"},
	} {
		a, r, err := Parse(tc.text)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("Parse(%q) error = %v, want %q", tc.text, err, tc.err)
			}
			continue
		}
		if err != nil || strings.Join(a, ",") != tc.analyzers || r != tc.reason {
			t.Errorf("Parse(%q) = %v, %q, %v; want %s, %q", tc.text, a, r, err, tc.analyzers, tc.reason)
		}
	}
}

func TestCheckUnknownAnalyzer(t *testing.T) {
	if msg := Check("//mcpvet:ignore promptrech typo here"); !strings.Contains(msg, `unknown analyzer "promptrech"`) {
		t.Errorf("Check = %q", msg)
	}
	if msg := Check("//mcpvet:ignore all reviewed"); msg != "" {
		t.Errorf("Check(all) = %q, want ok", msg)
	}
}

func TestFileDirectivesAndMatch(t *testing.T) {
	src := `package p

func f() {
	//mcpvet:ignore promptreach reviewed
	g()
	h() //mcpvet:ignore dualreg same line
	// see //mcpvet:ignore promptreach quoted, not a directive
	k("//mcpvet:ignore promptreach in a string, not a directive")
}
`
	ds := FileDirectives("f.go", []byte(src))
	if len(ds) != 2 {
		t.Fatalf("got %d directives, want 2: %+v", len(ds), ds)
	}
	at := func(line int) token.Position { return token.Position{Filename: "f.go", Line: line} }
	if !ds[0].Matches("promptreach", at(5)) || !ds[0].Matches("promptreach", at(4)) {
		t.Error("directive on line 4 should cover lines 4 and 5")
	}
	if ds[0].Matches("promptreach", at(6)) || ds[0].Matches("dualreg", at(5)) {
		t.Error("directive on line 4 covers too much")
	}
	if !ds[1].Matches("dualreg", at(6)) {
		t.Error("trailing directive should cover its own line")
	}
}
