package flow

import (
	"strings"
	"testing"
)

func TestCheckDispatch(t *testing.T) {
	for _, ok := range []string{
		"example.com/llm.Dispatch",
		"example.com/llm.Client.Dispatch",
		"myhost.Run",                      // the root package of a dotless module
		"myhost/agent.Loop.Step",          // a dotless module's package
		"gopkg.in/x.v3/agent.Run",         // dots in an element before the last
		"gopkg.in/yaml.v3.Decoder.Decode", // dots in the last element
	} {
		if err := CheckDispatch(ok); err != nil {
			t.Errorf("CheckDispatch(%q) = %v, want nil", ok, err)
		}
	}
	for bad, why := range map[string]string{
		"nope":                      "has no package path",
		"example.com/llm":           "has no function name",
		"example.com/llm.":          "has an empty name",
		"example.com/llm.Run ":      "has a space or a comma",
		"example.com/llm.Run,x.Y":   "has a space or a comma",
		"example.com/llm.1Run":      "not a Go identifier",
		"example.com/llm.Client.-x": "not a Go identifier",
		"":                          "has no package path",
	} {
		err := CheckDispatch(bad)
		if err == nil {
			t.Errorf("CheckDispatch(%q) = nil, want an error (%s)", bad, why)
			continue
		}
		if !strings.Contains(err.Error(), why) || !strings.Contains(err.Error(), "want pkgpath.Func or pkgpath.Type.Method") {
			t.Errorf("CheckDispatch(%q) = %q, want it to say %q and what is wanted", bad, err, why)
		}
	}
}
