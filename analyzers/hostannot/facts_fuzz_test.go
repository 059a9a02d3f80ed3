package hostannot

import (
	"bytes"
	"encoding/gob"
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/facttest"
)

// FuzzFacts gob-decodes any bytes into each fact type of hostannot, as a
// driver decodes the facts of an imported package, and uses a fact that
// decodes as the analyzer does: String (-debug=f), the sorting and keys of
// its hints, and their positions (internal/factpos, the Related entries).
// The property: nothing panics; a decoded fact encodes again and decodes
// to a fact that prints the same; sorting keeps every hint; a position
// maps to one that prints as it.
func FuzzFacts(f *testing.F) {
	at := func(line int) token.Position {
		return token.Position{Filename: "/m/tools/tools.go", Offset: 25 * line, Line: line, Column: 3}
	}
	for _, fact := range []analysis.Fact{
		&HintFact{Hints: []ParamHint{
			{Hint: "ReadOnlyHint", Value: true, Params: []int{0, 2}, HintParam: -1, Pos: at(12), Setter: "tools.readOnly"},
			{Hint: "DestructiveHint", Params: []int{1}, HintParam: 3, Ptr: true, Returned: true, Pos: at(7), Setter: "tools.New",
				Source: &SourceRef{Pos: at(2), Desc: "(*mcp.ClientSession).ListPrompts"}, Host: true},
		}},
		&HintFact{},
		&ReachFact{Carrier: []int{0, 2}, Returned: []int{1}},
		&ReachFact{Carrier: []int{-1, 1 << 40}},
	} {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(fact); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes())
	}
	f.Add([]byte{})
	pass := &analysis.Pass{Fset: token.NewFileSet()}
	f.Fuzz(func(t *testing.T, data []byte) {
		if hf, ok := facttest.Decode[HintFact](t, data); ok {
			hs := append([]ParamHint(nil), hf.Hints...)
			sortHints(hs)
			if len(hs) != len(hf.Hints) {
				t.Fatalf("sortHints: %d hints of %d", len(hs), len(hf.Hints))
			}
			for _, h := range hs {
				_ = h.key()
				facttest.CheckPos(t, pass, h.Pos)
				if h.Source != nil {
					facttest.CheckPos(t, pass, h.Source.Pos)
				}
				if s := h.String(); !strings.HasPrefix(s, h.Hint+"=") {
					t.Fatalf("hint %+v prints as %q", h, s)
				}
			}
		}
		facttest.Decode[ReachFact](t, data)
	})
}
