package flow

import (
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// computeReach finds, for every function with a body, the shortest call
// path to a prompts/get sink, if there is one. Ties go to the earliest call
// site, so the chosen path is the same on every run.
func (g *graph) computeReach(entries map[*ssa.Function]*Entry) map[*ssa.Function]*Path {
	reach := map[*ssa.Function]*Path{}
	better := func(p, q *Path) bool {
		return q == nil || len(p.Hops) < len(q.Hops)
	}
	for changed := true; changed; {
		changed = false
		for _, fn := range g.funcs {
			if g.barrier[fn] != "" {
				continue
			}
			best := reach[fn]
			for _, s := range g.sinks[fn] {
				p := &Path{Hops: []Hop{{Pos: g.position(s.pos), Func: g.name(fn), Callee: s.name}}}
				if g.admit(p) && better(p, best) {
					best = p
				}
			}
			for _, s := range g.sitesOf(fn) {
				for _, p := range g.sitePaths(s, reach, entries) {
					if better(p, best) {
						best = p
					}
				}
				if g.userMode {
					for _, p := range g.implPaths(s, reach, entries) {
						if better(p, best) {
							best = p
						}
					}
				}
			}
			if best != reach[fn] {
				reach[fn], changed = best, true
			}
		}
	}
	return reach
}

// sitePaths returns the paths to a sink that start at call site s: one per
// callee, except that a call of a parameter is not resolved where it is
// (every caller's function would be merged there) but at each call of the
// function holding it, with the functions that call site passes.
func (g *graph) sitePaths(s *site, reach map[*ssa.Function]*Path, entries map[*ssa.Function]*Entry) []*Path {
	if s.param >= 0 {
		return nil
	}
	var out []*Path
	for _, c := range s.callees {
		if p := g.pathThrough(s, c, reach, entries); p != nil {
			out = append(out, p)
		}
		if c.fn == nil || c.fn.Blocks == nil {
			continue
		}
		// The callee's calls through its parameters, with what s passes.
		for _, ps := range g.sitesOf(c.fn) {
			if ps.param < 0 || ps.param >= len(s.args) {
				continue
			}
			view := s.args[ps.param]
			if ps.paramPath != "" {
				view = g.views[[2]*site{s, ps}]
			}
			for _, l := range g.Labels(view) {
				var target *ssa.Function
				switch g.kinds[l] {
				case lFunc:
					if !ps.instr.Common().IsInvoke() {
						target = g.payload[l].(*ssa.Function)
					}
				case lType:
					if ps.instr.Common().IsInvoke() {
						target = g.lookupMethod(g.payload[l].(types.Type), ps.instr.Common().Method)
					}
				}
				if target == nil {
					continue
				}
				inner := g.pathThrough(ps, callee{fn: target}, reach, entries)
				if inner == nil {
					continue
				}
				first := Hop{Pos: g.position(s.pos), Func: g.name(s.caller), Callee: g.name(c.fn)}
				out = append(out, &Path{Hops: append([]Hop{first}, inner.Hops...)})
			}
		}
	}
	return out
}

// pathThrough returns the path from call site s through callee c to a sink,
// or nil.
func (g *graph) pathThrough(s *site, c callee, reach map[*ssa.Function]*Path, entries map[*ssa.Function]*Entry) *Path {
	var rest []Hop
	var name string
	entry := false
	switch {
	case c.ext != nil:
		rest, name = c.ext.Hops, c.name
	case c.fn.Blocks != nil:
		p := reach[c.fn]
		if p == nil {
			return nil
		}
		if isWrapper(c.fn) {
			// A wrapper (method value, thunk): show what it calls.
			rest, name, entry = p.Hops[1:], p.Hops[0].Callee, p.Hops[0].Entry
		} else {
			rest, name = p.Hops, g.name(c.fn)
			_, entry = entries[c.fn]
		}
	default:
		obj := ssaval.FuncObject(c.fn)
		if obj == nil {
			return nil
		}
		name = gotypes.ShortFuncName(obj)
		ff := g.imported(obj)
		switch {
		case g.model.Sink(obj):
			rest = nil
		case g.userMode && (isLibraryRoot(obj) || isUserMark(obj)):
			// Another package's root reports its own paths; a
			// user selection is where a path may start.
			return nil
		case g.userMode && ff != nil && ff.UserSink != nil:
			rest, entry = ff.UserSink.Hops, ff.Entry
		case !g.userMode && ff != nil && g.importedSink(ff) != nil:
			rest, entry = g.importedSink(ff).Hops, ff.Entry
		default:
			return nil
		}
	}
	hops := []Hop{{Pos: g.position(s.pos), Func: g.name(s.caller), Callee: name, Entry: entry}}
	if len(c.via) > 0 {
		// The callee was called inside a summarised function: the first
		// hop enters it, the via hops lead to the call of the callee.
		hops[0].Callee = c.via[0].Func
		hops = append(hops, c.via...)
		hops[len(hops)-1].Callee = name
		hops[len(hops)-1].Entry = entry
	}
	p := &Path{Hops: append(hops, rest...)}
	if !g.admit(p) {
		return nil
	}
	return p
}

// isWrapper reports whether fn is a synthetic function whose call a path
// shows as a call of what it calls (a bound method value, an interface
// method thunk, a promoted method's wrapper, a range-over-func body); an
// instance of a generic function is not one.
func isWrapper(fn *ssa.Function) bool {
	return fn.Synthetic != "" && fn.Origin() == nil
}

// funcObj returns the function or method fn is the code of: for an
// instance of a generic function or of a method of a generic type, the
// generic one (whose facts and table entries there are).

func (g *graph) sitesOf(fn *ssa.Function) []*site {
	if g.bySite == nil {
		g.bySite = map[*ssa.Function][]*site{}
		for _, s := range g.sites {
			g.bySite[s.caller] = append(g.bySite[s.caller], s)
		}
		for _, ss := range g.bySite {
			sort.SliceStable(ss, func(i, j int) bool { return ss[i].pos < ss[j].pos })
		}
	}
	return g.bySite[fn]
}

func (g *graph) position(pos token.Pos) token.Position {
	return g.pass.Fset.Position(pos)
}

// name renders a function as users see it (ssaval.FuncName), once per
// function.
func (g *graph) name(fn *ssa.Function) string {
	if n, ok := g.names[fn]; ok {
		return n
	}
	n := ssaval.FuncName(fn)
	g.names[fn] = n
	return n
}
