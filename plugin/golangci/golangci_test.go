package golangci_test

import (
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"

	"github.com/mcpvet/mcpvet/plugin/golangci"
)

// TestRegistered: one plugin per analyzer, each with its own analyzer and
// type information.
func TestRegistered(t *testing.T) {
	for _, name := range []string{"promptreach", "hostannot", "dualreg"} {
		newPlugin, err := register.GetPlugin(name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := newPlugin(nil)
		if err != nil {
			t.Fatalf("%s with no settings: %v", name, err)
		}
		as, err := p.BuildAnalyzers()
		if err != nil {
			t.Fatal(err)
		}
		if len(as) != 1 || as[0].Name != name {
			t.Errorf("plugin %s builds %v, want the analyzer %s alone", name, as, name)
		}
		if m := p.GetLoadMode(); m != register.LoadModeTypesInfo {
			t.Errorf("plugin %s load mode %q, want %q", name, m, register.LoadModeTypesInfo)
		}
	}
}

func TestSettings(t *testing.T) {
	for _, tc := range []struct {
		plugin string
		conf   any
		err    string // "" for none
	}{
		{"promptreach", map[string]any{}, ""},
		{"promptreach", map[string]any{"dispatch": []any{}}, ""},
		{"promptreach", map[string]any{"dispatch": []any{"example.com/llm.Client.Dispatch", "example.com/x/y.Run"}}, ""},
		{"promptreach", map[string]any{"dispach": []any{"a.B"}}, `promptreach settings (known: dispatch, strict, userselect): decoding settings: json: unknown field "dispach"`},
		{"promptreach", map[string]any{"userselect": []any{"Pick"}}, `user-selection function "Pick" has no package path`},
		{"promptreach", map[string]any{"strict": "yes"}, "cannot unmarshal string"},
		{"promptreach", map[string]any{"dispatch": "example.com/llm.Run"}, "cannot unmarshal string"},
		{"promptreach", map[string]any{"dispatch": []any{"Run"}}, `dispatch entry "Run" has no package path`},
		{"promptreach", map[string]any{"dispatch": []any{"example.com/llm"}}, `dispatch entry "example.com/llm" has no function name`},
		{"promptreach", map[string]any{"dispatch": []any{"example.com/llm.A.1B"}}, "not a Go identifier"},
		{"promptreach", map[string]any{"dispatch": []any{"example.com/llm..Run"}}, "has an empty name"},
		{"promptreach", map[string]any{"dispatch": []any{"example.com/llm.Run,example.com/llm.Go"}}, "has a space or a comma"},
		{"promptreach", map[string]any{"dispatch": []any{" example.com/llm.Run"}}, "has a space or a comma"},
		{"hostannot", map[string]any{}, ""},
		{"hostannot", map[string]any{"strict": true}, `hostannot has no settings: decoding settings: json: unknown field "strict"`},
		{"dualreg", map[string]any{"dispatch": []any{"a.B"}}, `dualreg has no settings: decoding settings: json: unknown field "dispatch"`},
	} {
		newPlugin, err := register.GetPlugin(tc.plugin)
		if err != nil {
			t.Fatal(err)
		}
		_, err = newPlugin(tc.conf)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s %v: %v", tc.plugin, tc.conf, err)
		case tc.err != "" && err == nil:
			t.Errorf("%s %v: no error, want %q", tc.plugin, tc.conf, tc.err)
		case tc.err != "" && !strings.Contains(err.Error(), tc.err):
			t.Errorf("%s %v: error %q, want %q", tc.plugin, tc.conf, err, tc.err)
		}
	}
}

func TestValidate(t *testing.T) {
	s := golangci.PromptreachSettings{Dispatch: []string{"example.com/a/b.T.M", "example.com/a/b.F", "b.F"}}
	if err := s.Validate(); err != nil {
		t.Error(err)
	}
}
