package dualreg

import (
	"bytes"
	"encoding/gob"
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/facttest"
)

// FuzzFacts gob-decodes any bytes into each fact type of dualreg
// (registrar, globalRegs, entryTable, recordTable), as a driver decodes
// the facts of an imported package, and uses a fact that decodes as the
// analyzer does: String (-debug=f), the keys of its refs (what names and
// servers are matched by) and its positions (internal/factpos, the Related
// entries). The property: nothing panics; a decoded fact encodes again and
// decodes to a fact that prints the same, its refs with the same keys; a
// position maps to one that prints as it.
func FuzzFacts(f *testing.F) {
	at := func(line int) token.Position {
		return token.Position{Filename: "/m/server/register.go", Offset: 20 * line, Line: line, Column: 4}
	}
	name := accesspath.Path{accesspath.Field("Name"), accesspath.Deref}
	param := func(i int, p accesspath.Path) ref { return ref{Root: rootParam, Index: i, Path: p} }
	regs := []reg{
		{API: "(*mcp.Server).AddTool", Server: param(0, nil), Name: param(1, name), Display: "kb.Name", Posn: at(10)},
		{Prompt: true, API: "(*mcp.Server).AddPrompt", Server: ref{Root: rootGlobal, Key: "example.com/srv.S"}, Name: ref{Root: rootConst, Key: "review"}, Posn: at(11)},
		{Remove: true, All: true, API: "(*server.MCPServer).SetTools", Server: ref{Root: rootResult, Index: 0}, Posn: at(12)},
		{Remove: true, API: "(*server.MCPServer).DeleteTools", Server: ref{Root: rootFree, Index: 2}, Name: ref{Root: rootLocal, Key: "f:t3", Path: accesspath.Path{accesspath.AnyElem, accesspath.Deref}}},
		{Server: ref{Root: root(200), Index: -1, Path: accesspath.Path{"[[", "#x"}}},
	}
	for _, fact := range []analysis.Fact{
		&registrar{
			Regs:    regs,
			Names:   []resultName{{Index: 0, Name: param(1, nil)}, {Index: 1, Path: name, Name: ref{Root: rootConst, Key: "kb_search"}}},
			Records: []recordPair{{Index: 0, Path: accesspath.Path{accesspath.AnyElem}, Tool: accesspath.Path{accesspath.Field("tool")}, Prompt: accesspath.Path{accesspath.Field("prompt")}, Posn: at(30)}},
		},
		&globalRegs{Regs: regs[:2]},
		&entryTable{Names: []tableName{{Path: name, Name: "search"}, {Name: "\x00\xff"}}},
		&recordTable{Pairs: []recordPair{{Path: accesspath.Path{accesspath.AnyElem, accesspath.Deref}, Tool: name, Prompt: name, Posn: at(40)}}},
		&registrar{},
	} {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(fact); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes())
	}
	f.Add([]byte{})
	pass := &analysis.Pass{Fset: token.NewFileSet()}
	useRegs := func(t *testing.T, regs []reg) {
		for _, r := range regs {
			useRef(t, r.Server)
			useRef(t, r.Name)
			_ = r.id()
			facttest.CheckPos(t, pass, r.Posn)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if rf, ok := facttest.Decode[registrar](t, data); ok {
			useRegs(t, rf.Regs)
			for _, n := range rf.Names {
				useRef(t, n.Name)
			}
			for _, p := range rf.Records {
				facttest.CheckPos(t, pass, p.Posn)
			}
		}
		if gf, ok := facttest.Decode[globalRegs](t, data); ok {
			useRegs(t, gf.Regs)
		}
		facttest.Decode[entryTable](t, data)
		if rt, ok := facttest.Decode[recordTable](t, data); ok {
			for _, p := range rt.Pairs {
				facttest.CheckPos(t, pass, p.Posn)
			}
		}
	})
}

// useRef computes the key of a ref; encoded and decoded again, a ref has
// the same key.
func useRef(t *testing.T, r ref) {
	k := r.key()
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(r); err != nil {
		t.Fatalf("ref %+v does not encode: %v", r, err)
	}
	var again ref
	if err := gob.NewDecoder(&buf).Decode(&again); err != nil || again.key() != k {
		t.Fatalf("ref %+v (key %q) encoded and decoded again is %+v (key %q, %v)", r, k, again, again.key(), err)
	}
}
