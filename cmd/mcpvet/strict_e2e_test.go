package main_test

import (
	"slices"
	"strings"
	"testing"
)

// The end-to-end module of promptreach's strict mode. Package picker asks
// for it in its doc comment, so TestFindings sees its finding in both
// drivers and module paths without a flag; package tools has no directive
// and is reported only with -promptreach.strict (TestStrictFlag).

const strictMsg = ", reaches prompts/get without a user selection: "

var strictPicker = finding{
	analyzer: "promptreach",
	pkg:      "example.com/stricthost/picker",
	at:       at("picker/picker.go", "res, err := p.get(r.Context(), r.URL.Query()"),
	msg:      "strict: (*picker.Picker).preview, an HTTP handler" + strictMsg + "(*picker.Picker).preview → (*picker.Picker).get → (*mcp.ClientSession).GetPrompt",
	related: []hop{
		{at("picker/picker.go", "res, err := p.get(r.Context(), r.URL.Query()"), "hop 1: (*picker.Picker).preview calls (*picker.Picker).get"},
		{at("picker/picker.go", "return p.cs.GetPrompt("), "hop 2: (*picker.Picker).get calls (*mcp.ClientSession).GetPrompt"},
	},
}

func init() {
	modules = append(modules, module{name: "stricthost", findings: []finding{strictPicker}})
}

// TestStrictFlag runs the module with -promptreach.strict in both drivers:
// the exported fetcher of package tools is reported too, at the same place
// and with the same message by each.
func TestStrictFlag(t *testing.T) {
	m := module{name: "stricthost"}
	for _, v := range variants(t, m) {
		t.Run(v.name, func(t *testing.T) {
			byMcpvet := parseText(t, v.dir, run(t, v.dir, mcpvet, "-promptreach.strict", "./...").stderr)
			vet := run(t, v.dir, "go", "vet", "-vettool="+mcpvet, "-promptreach.strict", "./...")
			byVet := parseText(t, v.dir, vet.stderr)
			want := []string{
				"picker/picker.go:43:19: promptreach: strict: (*picker.Picker).preview, an HTTP handler" + strictMsg,
				"tools/tools.go:13:26: promptreach: strict: tools.Welcome, an exported function of a library package" + strictMsg + "tools.Welcome → (*mcp.ClientSession).GetPrompt",
			}
			for name, got := range map[string][]string{"mcpvet": byMcpvet, "go vet": byVet} {
				if len(got) != len(want) {
					t.Errorf("%s -promptreach.strict: %d findings, want %d:\n%s", name, len(got), len(want), strings.Join(got, "\n"))
					continue
				}
				for i, w := range want {
					// go vet prints no "promptreach: " prefix.
					if g := got[i]; !strings.HasPrefix(g, w) && !strings.HasPrefix(g, strings.Replace(w, "promptreach: ", "", 1)) {
						t.Errorf("%s -promptreach.strict: finding %d\n got %s\nwant %s…", name, i+1, g, w)
					}
				}
			}
			// Without the flag only the package with the directive.
			plain := parseText(t, v.dir, run(t, v.dir, mcpvet, "./...").stderr)
			if slices.ContainsFunc(plain, func(s string) bool { return strings.HasPrefix(s, "tools/") }) {
				t.Errorf("mcpvet without -promptreach.strict reports package tools:\n%s", strings.Join(plain, "\n"))
			}
		})
	}
}
