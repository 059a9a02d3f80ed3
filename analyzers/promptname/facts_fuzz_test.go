package promptname

import (
	"bytes"
	"encoding/gob"
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/facttest"
)

// FuzzFacts gob-decodes any bytes into each fact type of promptname, as a
// driver decodes the facts of an imported package, and uses a fact that
// decodes as the analyzer does: String (-debug=f), the union of an
// imported package's display cells, and the report of a finding through
// its chains (message and Related positions, internal/factpos). The
// property: nothing panics; a decoded fact encodes again and decodes to a
// fact that prints the same; a position maps to one that prints as it; a
// finding's message names its display string.
func FuzzFacts(f *testing.F) {
	at := func(line int) token.Position {
		return token.Position{Filename: "/m/menu/menu.go", Offset: 30 * line, Line: line, Column: 5}
	}
	d := &Deriv{Field: "mcp.Prompt.Title", Posn: at(4), Hops: []Hop{{Posn: at(6), Msg: "stored in menu.Item.Label"}}, NameToo: true}
	chain := []Hop{{Posn: at(10), Msg: "passed to menu.fetch"}, {Posn: at(20), Msg: "sent as the name of prompts/get"}}
	for _, fact := range []analysis.Fact{
		&FuncFact{
			Results:     []Cell{{Val: Set{D: d, Params: []int{0, 3}, Fields: []string{"menu.Item.Label"}}, Key: Set{Name: true}}},
			Sinks:       []ParamSink{{Param: 2, Chain: chain}},
			ParamFields: []ParamField{{Param: 1, Field: "menu.Item.Label", Hop: chain[0]}},
			Stores:      []ParamStore{{Target: 1, Src: Set{D: d}}},
		},
		&FuncFact{Sinks: []ParamSink{{Param: -1, Chain: chain[:1]}}},
		&PkgFact{
			Display: []FieldDisplay{{Field: "menu.Item.Label", Cell: Cell{Val: Set{D: d}}}},
			Sinks:   []FieldSink{{Field: "menu.Item.Label#keys", Chain: chain}},
		},
		&PkgFact{},
		&PkgFact{Sinks: []FieldSink{{Field: "menu.Item.Label"}}}, // a chain without hops
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
		if ff, ok := facttest.Decode[FuncFact](t, data); ok {
			for _, r := range ff.Results {
				useSet(t, pass, r.Val)
				useSet(t, pass, r.Key)
			}
			for _, s := range ff.Sinks {
				report(t, pass, d, s.Chain)
			}
			for _, p := range ff.ParamFields {
				facttest.CheckPos(t, pass, p.Hop.Posn)
			}
			for _, s := range ff.Stores {
				useSet(t, pass, s.Src)
			}
		}
		if pf, ok := facttest.Decode[PkgFact](t, data); ok {
			var c Cell
			for _, x := range pf.Display {
				c.union(x.Cell)
				useSet(t, pass, x.Cell.Val)
			}
			_ = c.String()
			for _, s := range pf.Sinks {
				report(t, pass, d, s.Chain)
			}
		}
	})
}

// useSet reports the derivation of a set, if it has one, as a finding.
func useSet(t *testing.T, pass *analysis.Pass, s Set) {
	_ = s.String()
	if s.D != nil {
		report(t, pass, s.D, nil)
	}
}

// report makes the diagnostic of a finding of derivation d sent by chain.
func report(t *testing.T, pass *analysis.Pass, d *Deriv, chain []Hop) {
	diag := finding{d: d, chain: chain}.diagnostic(pass)
	if !strings.Contains(diag.Message, d.Field) {
		t.Fatalf("the message %q does not name the display string %q", diag.Message, d.Field)
	}
	facttest.CheckPos(t, pass, d.Posn)
	for _, h := range append(d.Hops, chain...) {
		facttest.CheckPos(t, pass, h.Posn)
	}
}
