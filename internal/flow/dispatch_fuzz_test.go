package flow

import (
	"go/token"
	"slices"
	"strings"
	"testing"
)

// FuzzDispatchFlag checks the value parser of -promptreach.dispatch and
// -promptreach.userselect (funcList, CheckDispatch) on any text value and
// on names built from any import path and identifiers:
//
//   - an entry it accepts has no space or comma, a package path (a dot after
//     the last slash) and non-empty dotted names, the last of which is a Go
//     identifier (the name of a function or method, what it is matched by);
//   - every function a Go program can have, named as internal/gotypes.FuncKey
//     names it (pkgpath.Func, pkgpath.Type.Method), is accepted;
//   - Set keeps the list as it was when it fails, and adds the value's
//     entries when it succeeds; the list written by String sets the same
//     list again; an empty value clears it; an error names the entry.
func FuzzDispatchFlag(f *testing.F) {
	for _, s := range [][4]string{
		{"example.com/llm.Client.Dispatch", "example.com/llm", "Client", "Dispatch"},
		{"example.com/llm.Dispatch, example.com/agent.Loop.Step", "example.com/agent", "", "Run"},
		{"myhost.Run", "myhost", "", "Run"},
		{"gopkg.in/x.v3/agent.Run", "gopkg.in/x.v3/agent", "Agent", "Run"},
		{"github.com/acme/bot/internal/llm.(*Client).Dispatch", "github.com/acme/bot/internal/llm", "Client", "Dispatch"},
		{"example.com/llm.", "example.com/a-b_c~d", "T", "M"},
		{"example.com/llm.A.B.C", "x", "", "_"},
		{",,", "example.com/llm", "ñ", "Ünïcode"},
		{" ", "example.com/llm", "", "1x"},
		{"example.com/llm.Run,", "", "", ""},
		{"/.x", "a/b/c", "T", "init"},
	} {
		f.Add(s[0], s[1], s[2], s[3])
	}
	f.Fuzz(func(t *testing.T, value, path, typ, name string) {
		// What CheckDispatch accepts.
		for _, d := range append(strings.Split(value, ","), value) {
			if err := CheckDispatch(d); err != nil {
				if !strings.Contains(err.Error(), "dispatch entry") {
					t.Fatalf("CheckDispatch(%q) = %v: the error does not say what is wrong", d, err)
				}
				continue
			}
			if strings.ContainsAny(d, ", \t") || strings.TrimSpace(d) != d {
				t.Fatalf("CheckDispatch(%q) accepts a space or a comma", d)
			}
			last := d[strings.LastIndex(d, "/")+1:]
			names := strings.Split(last, ".")
			if len(names) < 2 || slices.Contains(names, "") || !token.IsIdentifier(names[len(names)-1]) {
				t.Fatalf("CheckDispatch(%q) accepts an entry without a package path and a function name", d)
			}
		}

		// Every function of a Go program can be named.
		if validImportPath(path) && token.IsIdentifier(name) && (typ == "" || token.IsIdentifier(typ)) {
			key := path + "." + name
			if typ != "" {
				key = path + "." + typ + "." + name
			}
			if err := CheckDispatch(key); err != nil {
				t.Fatalf("CheckDispatch(%q) = %v, but it names a function a Go program can have", key, err)
			}
		}

		// funcList.Set.
		l := funcList{what: "dispatch entry", names: []string{"example.com/llm.Run"}}
		before := slices.Clone(l.names)
		err := l.Set(value)
		switch {
		case err != nil:
			if !slices.Equal(l.names, before) {
				t.Fatalf("Set(%q) failed (%v) but changed the list from %q to %q", value, err, before, l.names)
			}
			if !strings.HasPrefix(err.Error(), "dispatch entry ") {
				t.Fatalf("Set(%q): error %q does not name the entry", value, err)
			}
		case strings.TrimSpace(value) == "":
			if len(l.names) != 0 {
				t.Fatalf("Set(%q) = %q, want the list cleared", value, l.names)
			}
		default:
			added := l.names[len(before):]
			if !slices.Equal(l.names[:len(before)], before) || len(added) != len(strings.Split(value, ",")) {
				t.Fatalf("Set(%q): list %q, want %q and one entry per comma-separated part", value, l.names, before)
			}
			for _, n := range added {
				if CheckDispatch(n) != nil {
					t.Fatalf("Set(%q) added %q, which CheckDispatch rejects", value, n)
				}
			}
			var again funcList
			if err := again.Set(l.String()); err != nil || !slices.Equal(again.names, l.names) {
				t.Fatalf("Set(%q): list %q written as %q sets %q (%v)", value, l.names, l.String(), again.names, err)
			}
		}
	})
}

// validImportPath is a conservative form of the rules the go command has
// for import paths: non-empty elements of letters, digits and "-._~", no
// two dots in a row, none starting or ending with a dot.
func validImportPath(p string) bool {
	if p == "" {
		return false
	}
	for _, elem := range strings.Split(p, "/") {
		if elem == "" || elem[0] == '.' || elem[len(elem)-1] == '.' || strings.Contains(elem, "..") {
			return false
		}
		for _, r := range elem {
			if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || strings.ContainsRune("-._~", r)) {
				return false
			}
		}
	}
	return true
}
