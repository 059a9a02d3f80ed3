package promptname

import (
	"fmt"
	"go/token"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/internal/factpos"
)

// Deriv is how a value came from a listed prompt's display string: the
// field read, where, and the hops since (stores into the host's structs,
// map keys, helpers' results). Positions are token.Positions, so that they
// survive in facts under drivers that do not load the package they are in.
type Deriv struct {
	Field string // "mcp.Prompt.Title"
	Posn  token.Position
	Hops  []Hop
	// NameToo: the value may also be the prompt's Name (a fallback such
	// as title := p.Title; if title == "" { title = p.Name }).
	NameToo bool
}

// Hop is one step of a derivation or of the way to prompts/get.
type Hop struct {
	Posn token.Position
	Msg  string
}

// maxHops bounds the hops a derivation or a chain keeps; the oldest are
// kept (they say where the display string came from), the rest dropped.
const maxHops = 12

// with returns d with one more hop.
func (d *Deriv) with(h Hop) *Deriv {
	if len(d.Hops) >= maxHops {
		return d
	}
	e := *d
	e.Hops = append(slices.Clip(d.Hops), h)
	return &e
}

// Set is what a value may derive from: a display string (the first
// derivation found), the parameters of its function (index 2*i for the
// value of parameter i, 2*i+1 for its map keys; free variables of a
// closure count after the parameters), and fields of structs (by key, for
// the fields other packages fill).
type Set struct {
	D      *Deriv
	Params []int
	Fields []string
	// Name: the value may be a prompt's Name (only kept to word a
	// fallback).
	Name bool
}

func (s *Set) empty() bool { return s.D == nil && !s.Name && len(s.Params) == 0 && len(s.Fields) == 0 }

// bare reports whether s says nothing callers can use: at most that the
// value may be a Name.
func (s *Set) bare() bool { return s.D == nil && len(s.Params) == 0 && len(s.Fields) == 0 }

// union adds o to s; it reports whether s changed.
func (s *Set) union(o Set) bool {
	changed := false
	if s.D == nil && o.D != nil {
		s.D, changed = o.D, true
	}
	if o.Name && !s.Name {
		s.Name, changed = true, true
	}
	for _, p := range o.Params {
		if i, found := slices.BinarySearch(s.Params, p); !found {
			s.Params, changed = slices.Insert(s.Params, i, p), true
		}
	}
	for _, f := range o.Fields {
		if i, found := slices.BinarySearch(s.Fields, f); !found {
			s.Fields, changed = slices.Insert(s.Fields, i, f), true
		}
	}
	return changed
}

// Cell is what a location holds: its value (a string; a container's
// elements; what a pointer points to) and, for maps, its keys.
type Cell struct {
	Val, Key Set
}

func (c *Cell) union(o Cell) bool {
	a := c.Val.union(o.Val)
	b := c.Key.union(o.Key)
	return a || b
}

func (c *Cell) empty() bool { return c.Val.empty() && c.Key.empty() }

// ParamSink says that parameter Param (2*i or 2*i+1) of a function is sent
// as a prompts/get name, by the hops of Chain (the last is the request).
type ParamSink struct {
	Param int
	Chain []Hop
}

// ParamField says that a function stores parameter Param into the field
// Field (a key, see fieldKey), at Hop.
type ParamField struct {
	Param int
	Field string
	Hop   Hop
}

// ParamStore says that a function stores Src into what parameter Target
// (2*i: the value of parameter i; 2*i+1: its keys) holds.
type ParamStore struct {
	Target int
	Src    Set
}

// FuncFact is the summary of a function for the packages that call it.
type FuncFact struct {
	Results     []Cell
	Sinks       []ParamSink
	ParamFields []ParamField
	Stores      []ParamStore
}

// AFact marks FuncFact as an analysis fact.
func (*FuncFact) AFact() {}

func (f *FuncFact) String() string {
	var parts []string
	for i, r := range f.Results {
		if !r.Val.bare() || !r.Key.bare() {
			parts = append(parts, fmt.Sprintf("result %d %s", i, r.String()))
		}
	}
	for _, s := range f.Sinks {
		parts = append(parts, paramString(s.Param)+" to prompts/get at "+requestAt(s.Chain))
	}
	for _, p := range f.ParamFields {
		parts = append(parts, fmt.Sprintf("%s stored in %s", paramString(p.Param), p.Field))
	}
	for _, s := range f.Stores {
		parts = append(parts, fmt.Sprintf("into %s: %s", paramString(s.Target), s.Src.String()))
	}
	return factString(parts)
}

func (c Cell) String() string {
	s := c.Val.String()
	if !c.Key.empty() {
		s += " keys " + c.Key.String()
	}
	return s
}

func (s Set) String() string {
	var parts []string
	if s.D != nil {
		parts = append(parts, s.D.Field+"@"+factpos.Short(s.D.Posn))
	}
	for _, p := range s.Params {
		parts = append(parts, paramString(p))
	}
	parts = append(parts, s.Fields...)
	return "{" + strings.Join(parts, " ") + "}"
}

func paramString(p int) string {
	if p%2 == 1 {
		return fmt.Sprintf("keys of param %d", p/2)
	}
	return fmt.Sprintf("param %d", p/2)
}

// FieldDisplay says that this package stores a display string into the
// field Field (of any package's struct type).
type FieldDisplay struct {
	Field string
	Cell  Cell // concrete derivations only (no parameters)
}

// FieldSink says that this package sends what the field Field holds (its
// map keys when the key ends in "#keys") as a prompts/get name, by Chain.
type FieldSink struct {
	Field string
	Chain []Hop
}

// PkgFact is what a package says of the fields of structs: those it fills
// with display strings, and those it sends as prompt names.
type PkgFact struct {
	Display []FieldDisplay
	Sinks   []FieldSink
}

// AFact marks PkgFact as an analysis fact.
func (*PkgFact) AFact() {}

func (f *PkgFact) String() string {
	var parts []string
	for _, d := range f.Display {
		parts = append(parts, d.Field+" "+d.Cell.String())
	}
	for _, s := range f.Sinks {
		parts = append(parts, s.Field+" to prompts/get at "+requestAt(s.Chain))
	}
	return factString(parts)
}

// factString renders the parts of a fact as its String does:
// "promptname(part; part)".
func factString(parts []string) string {
	return "promptname(" + strings.Join(parts, "; ") + ")"
}

// requestAt renders where the last hop of a chain, the prompts/get
// request, is: "file.go:line" ("?" for a chain without hops).
func requestAt(chain []Hop) string {
	if len(chain) == 0 {
		return "?"
	}
	return factpos.Short(chain[len(chain)-1].Posn)
}
