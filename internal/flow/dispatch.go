package flow

import (
	"fmt"
	"go/token"
	"slices"
	"strings"
)

// dispatchFuncs names extra dispatch entries, "pkgpath.Func" or
// "pkgpath.Type.Method", for hosts with their own LLM client: the -dispatch
// flag of this analyzer (which promptreach's -dispatch flag sets: entries
// are the engine's, since the facts it exports say which functions are
// entries).
var dispatchFuncs = funcList{what: "dispatch entry"}

func init() {
	Analyzer.Flags.Var(&dispatchFuncs, "dispatch", "comma-separated `list` of extra dispatch entries: pkgpath.Func or pkgpath.Type.Method (an empty value clears the list; set it as -promptreach.dispatch)")
}

// funcList is a flag.Value of functions named as pkgpath.Func or
// pkgpath.Type.Method, each checked. Each Set adds to the list; an empty
// value clears it.
type funcList struct {
	what  string // what an entry is, for errors
	names []string
}

func (l *funcList) String() string { return strings.Join(l.names, ",") }

func (l *funcList) Set(s string) error {
	if strings.TrimSpace(s) == "" {
		l.names = nil
		return nil
	}
	var entries []string
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if err := checkFuncName(l.what, f); err != nil {
			return err
		}
		entries = append(entries, f)
	}
	l.names = append(l.names, entries...)
	return nil
}

// CheckDispatch checks one dispatch entry: an import path, then a function
// name or a type and method name, separated by dots. Whether it names a
// function is known only once packages are analysed (the mcpvet command
// warns of an entry that names none).
func CheckDispatch(d string) error { return checkFuncName("dispatch entry", d) }

// checkFuncName checks a function named as pkgpath.Func or
// pkgpath.Type.Method; what says what the name is for, in errors.
func checkFuncName(what, d string) error {
	bad := func(why string) error {
		return fmt.Errorf("%s %q %s: want pkgpath.Func or pkgpath.Type.Method, as example.com/llm.Client.Dispatch", what, d, why)
	}
	if strings.TrimSpace(d) != d || strings.ContainsAny(d, ", \t") {
		return bad("has a space or a comma")
	}
	slash := strings.LastIndex(d, "/")
	names := strings.Split(d[slash+1:], ".")
	switch {
	case len(names) < 2 && slash < 0:
		return bad("has no package path")
	case len(names) < 2:
		return bad("has no function name")
	case slices.Contains(names, ""):
		return bad("has an empty name")
	case !token.IsIdentifier(names[len(names)-1]):
		// Only the last name is surely a function's or a method's: the
		// last element of a package path may have dots of its own
		// (gopkg.in/yaml.v3.Decoder.Decode).
		return bad("has a name that is not a Go identifier")
	}
	return nil
}
