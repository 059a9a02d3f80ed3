package flow

import (
	"go/types"
	"sort"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"golang.org/x/tools/go/ssa"
)

// ownCalls is what recognising a host's own tool-call type needs (see
// noteOwnToolCalls): the fields read from HTTP response bodies, and which
// functions run a callable they look up by a parameter.
type ownCalls struct {
	// decoded holds, by type key (typeKey, "pkgpath.Name"), the named
	// types whose values this package, or a package it imports (by its
	// PkgFact), reads from an HTTP response body: a nil set for a type
	// decoded whole, else the fields copied from decoded fields. local
	// holds those this package found, for its fact.
	decoded map[string]fieldSet
	local   map[string]fieldSet
	// byName memoises runsByName, and uses what a function does with a
	// parameter as a name (key args -1).
	byName map[byNameKey]bool
	uses   map[byNameKey]*nameUse
	// byUse holds the types noteOwnToolCalls recognised.
	byUse map[*types.Named]bool
}

// fieldSet holds field indices of a struct type; nil stands for all.
type fieldSet map[int]bool

// has reports whether the fields of a decoded type include field i.
func (s fieldSet) has(i int) bool { return s == nil || s[i] }

// httpDecoding is the standard library this package can decode HTTP
// responses with, found by go/types identity: nil where the package does
// not import it, directly or not.
type httpDecoding struct {
	response  types.Type  // net/http.Response
	unmarshal *types.Func // encoding/json.Unmarshal
	decode    *types.Func // (*encoding/json.Decoder).Decode
}

func (g *graph) httpDecoding() httpDecoding {
	var h httpDecoding
	if tn, ok := gotypes.Qualified(g.pass.Pkg, "net/http.Response").(*types.TypeName); ok {
		h.response = tn.Type()
	}
	h.unmarshal, _ = gotypes.Qualified(g.pass.Pkg, "encoding/json.Unmarshal").(*types.Func)
	if tn, ok := gotypes.Qualified(g.pass.Pkg, "encoding/json.Decoder").(*types.TypeName); ok {
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), false, tn.Pkg(), "Decode")
		h.decode, _ = obj.(*types.Func)
	}
	return h
}

// noteDecoded finds what the package reads from an HTTP response body:
//
//   - the types json.Unmarshal or (*json.Decoder).Decode fills from data
//     derived from an *http.Response (its Body, read whole or line by
//     line) or from a decoded field (a JSON text in a reply's content),
//     with every named type their fields, elements and pointers hold;
//   - the fields of a struct type two or more of whose fields one function
//     sets to copies of decoded fields (a provider converting the API's
//     tool_use block into its neutral tool call).
//
// A request's body (*http.Request, what a server reads) is no source, and
// a value computed from decoded data (a history message holding a reply's
// text) is no copy.
func (g *graph) noteDecoded(o *ownCalls) {
	for _, pf := range g.pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*PkgFact); ok {
			for _, d := range f.Decoded {
				key, fields := parseDecoded(d)
				o.merge(o.decoded, key, fields)
			}
		}
	}
	h := g.httpDecoding()
	if h.unmarshal == nil && h.decode == nil && len(o.decoded) == 0 {
		return
	}
	for changed := true; changed; {
		changed = false
		for _, fn := range g.funcs {
			if !g.inSDKLibrary(fn) && g.noteDecodedIn(fn, o, h) {
				changed = true
			}
		}
	}
}

// noteDecodedIn adds what fn reads from a response to o, and reports
// whether it added any.
func (g *graph) noteDecodedIn(fn *ssa.Function, o *ownCalls, h httpDecoding) bool {
	added := false
	copied := map[*types.Named]fieldSet{} // struct fields set to copies of decoded fields
	var decodes []*ssa.CallCommon
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			switch in := in.(type) {
			case *ssa.Store:
				fa, ok := in.Addr.(*ssa.FieldAddr)
				if !ok || !g.decodedRead(in.Val, o) {
					continue
				}
				if n, ok := types.Unalias(gotypes.Deref(fa.X.Type())).(*types.Named); ok && g.hostType(n) {
					if copied[n] == nil {
						copied[n] = fieldSet{}
					}
					copied[n][fa.Field] = true
				}
			case ssa.CallInstruction:
				c := in.Common()
				if callee := c.StaticCallee(); callee != nil && len(c.Args) == 2 && (callee.Object() == h.unmarshal || callee.Object() == h.decode) {
					decodes = append(decodes, c)
				}
			}
		}
	}
	for n, fields := range copied {
		if len(fields) >= 2 && o.merge(o.decoded, typeKey(n), fields) {
			o.merge(o.local, typeKey(n), fields)
			added = true
		}
	}
	if len(decodes) == 0 {
		return added
	}
	seeds := map[ssa.Value]bool{}
	for _, p := range fn.Params {
		if g.fromResponse(p, o, h) {
			seeds[p] = true
		}
	}
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			if v, ok := in.(ssa.Value); ok && g.fromResponse(v, o, h) {
				seeds[v] = true
			}
		}
	}
	if len(seeds) == 0 {
		return added
	}
	d := derive(fn, seeds)
	for _, c := range decodes {
		if !d.has(c.Args[0]) {
			continue
		}
		if p, ok := types.Unalias(unwrapIface(c.Args[1]).Type()).(*types.Pointer); ok && g.addDecoded(p.Elem(), o, map[types.Type]bool{}) {
			added = true
		}
	}
	return added
}

// fromResponse reports whether v is an HTTP response, a value of a type
// decoded whole from one (or a pointer to either), or a read of a decoded
// field.
func (g *graph) fromResponse(v ssa.Value, o *ownCalls, h httpDecoding) bool {
	t := gotypes.Deref(v.Type())
	if h.response != nil && types.Identical(t, h.response) {
		return true
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		if fields, ok := o.decoded[typeKey(n)]; ok && fields == nil {
			return true
		}
	}
	return g.decodedRead(v, o)
}

// decodedRead reports whether v is a copy of a decoded field: a read of
// it, converted or not.
func (g *graph) decodedRead(v ssa.Value, o *ownCalls) bool {
	for {
		switch x := v.(type) {
		case *ssa.ChangeType:
			v = x.X
			continue
		case *ssa.Convert:
			v = x.X
			continue
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.UnOp:
			if x.Op.String() == "*" {
				v = x.X
				continue
			}
		}
		break
	}
	x, field, ok := fieldRead(v)
	if !ok {
		return false
	}
	n, ok := types.Unalias(gotypes.Deref(x.Type())).(*types.Named)
	if !ok {
		return false
	}
	fields, ok := o.decoded[typeKey(n)]
	return ok && fields.has(field)
}

// hostType reports whether n is a type of the host's code, not of the
// standard library or an SDK (whose types are known otherwise).
func (g *graph) hostType(n *types.Named) bool {
	pkg := n.Obj().Pkg()
	return pkg != nil && !g.scope.Std(pkg) && !g.scope.InSDK(pkg)
}

// addDecoded records t's named host types, and those its fields, elements
// and pointers hold, as decoded whole. It reports whether it added any.
func (g *graph) addDecoded(t types.Type, o *ownCalls, seen map[types.Type]bool) bool {
	if seen[t] {
		return false
	}
	seen[t] = true
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		if !g.hostType(u) {
			return false
		}
		added := o.merge(o.decoded, typeKey(u), nil)
		if added {
			o.merge(o.local, typeKey(u), nil)
		}
		return g.addDecoded(u.Underlying(), o, seen) || added
	case *types.Struct:
		added := false
		for i := range u.NumFields() {
			if g.addDecoded(u.Field(i).Type(), o, seen) {
				added = true
			}
		}
		return added
	}
	if e, ok := gotypes.Elem(t); ok {
		return g.addDecoded(e, o, seen)
	}
	return false
}

// merge adds fields (nil for all) of the type key to m and reports whether
// that added any.
func (o *ownCalls) merge(m map[string]fieldSet, key string, fields fieldSet) bool {
	old, ok := m[key]
	switch {
	case ok && old == nil:
		return false
	case fields == nil || !ok:
		m[key] = fields
		if fields != nil {
			m[key] = fieldSet{}
			for i := range fields {
				m[key][i] = true
			}
		}
		return true
	}
	added := false
	for i := range fields {
		if !old[i] {
			old[i], added = true, true
		}
	}
	return added
}

// decodedFact renders o.local for PkgFact.Decoded, sorted: "pkgpath.Name"
// for a type decoded whole, "pkgpath.Name#1,2" for fields 1 and 2.
func (o *ownCalls) decodedFact() []string {
	var out []string
	for key, fields := range o.local {
		if fields == nil {
			out = append(out, key)
			continue
		}
		var idx []int
		for i := range fields {
			idx = append(idx, i)
		}
		sort.Ints(idx)
		s := make([]string, len(idx))
		for j, i := range idx {
			s[j] = strconv.Itoa(i)
		}
		out = append(out, key+"#"+strings.Join(s, ","))
	}
	sort.Strings(out)
	return out
}

// parseDecoded reads an entry of PkgFact.Decoded; an index that does not
// parse is left out.
func parseDecoded(s string) (string, fieldSet) {
	key, idx, ok := strings.Cut(s, "#")
	if !ok {
		return key, nil
	}
	fields := fieldSet{}
	for _, f := range strings.Split(idx, ",") {
		if i, err := strconv.Atoi(f); err == nil && i >= 0 {
			fields[i] = true
		}
	}
	return key, fields
}

// fieldRead returns the struct (or pointer to it) and the field index that
// v reads, for a Field or FieldAddr instruction.
func fieldRead(v any) (x ssa.Value, field int, ok bool) {
	switch r := v.(type) {
	case *ssa.Field:
		return r.X, r.Field, true
	case *ssa.FieldAddr:
		return r.X, r.Field, true
	}
	return nil, 0, false
}
