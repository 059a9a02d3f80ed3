// Package facttest holds the checks that the fuzz tests of mcpvet's
// analysis facts share: a fact decoded from any bytes must encode and
// decode again to a fact that prints the same, and a fact's position must
// map into a pass's file set as itself.
package facttest

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/factpos"
)

// Decode gob-decodes data into a new fact of type T and reports whether it
// decoded. A fact that decodes must encode again and decode to a fact that
// prints the same; t fails otherwise.
func Decode[T any, F interface {
	*T
	analysis.Fact
	fmt.Stringer
}](t *testing.T, data []byte) (F, bool) {
	t.Helper()
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

// CheckPos maps a fact's position into the pass's file set: a valid one
// with a known or unknown column must print as itself.
func CheckPos(t *testing.T, pass *analysis.Pass, p token.Position) {
	t.Helper()
	pos := factpos.Pos(pass, p)
	if !p.IsValid() || p.Column < 0 {
		return
	}
	if got := pass.Fset.Position(pos); got.Filename != p.Filename || got.Line != p.Line || got.Column != p.Column {
		t.Fatalf("factpos.Pos(%#v) prints as %#v", p, got)
	}
}
