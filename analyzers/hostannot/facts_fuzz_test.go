package hostannot

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/factpos"
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
		if hf, ok := decodeFact[HintFact](t, data); ok {
			hs := append([]ParamHint(nil), hf.Hints...)
			sortHints(hs)
			if len(hs) != len(hf.Hints) {
				t.Fatalf("sortHints: %d hints of %d", len(hs), len(hf.Hints))
			}
			for _, h := range hs {
				_ = h.key()
				checkPos(t, pass, h.Pos)
				if h.Source != nil {
					checkPos(t, pass, h.Source.Pos)
				}
				if s := h.String(); !strings.HasPrefix(s, h.Hint+"=") {
					t.Fatalf("hint %+v prints as %q", h, s)
				}
			}
		}
		decodeFact[ReachFact](t, data)
	})
}

// decodeFact gob-decodes data into a new fact of type T and reports
// whether it decoded. A fact that decodes must encode again and decode to
// a fact that prints the same.
func decodeFact[T any, F interface {
	*T
	analysis.Fact
	fmt.Stringer
}](t *testing.T, data []byte) (F, bool) {
	fact := F(new(T))
	if gob.NewDecoder(bytes.NewReader(data)).Decode(fact) != nil {
		return nil, false
	}
	s := fact.String()
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(fact); err != nil {
		t.Fatalf("%T %s decoded from %q does not encode again: %v", fact, s, data, err)
	}
	again := F(new(T))
	if err := gob.NewDecoder(&buf).Decode(again); err != nil || again.String() != s {
		t.Fatalf("%T %s decoded from %q, encoded and decoded again, is %s (%v)", fact, s, data, again, err)
	}
	return fact, true
}

// checkPos maps a fact's position into the pass's file set: a valid one
// with a known or unknown column must print as itself.
func checkPos(t *testing.T, pass *analysis.Pass, p token.Position) {
	pos := factpos.Pos(pass, p)
	if !p.IsValid() || p.Column < 0 {
		return
	}
	if got := pass.Fset.Position(pos); got.Filename != p.Filename || got.Line != p.Line || got.Column != p.Column {
		t.Fatalf("factpos.Pos(%#v) prints as %#v", p, got)
	}
}
