package main

import (
	"go/token"
	"path/filepath"
	"sort"

	"golang.org/x/tools/go/ssa"
)

// pair is an entry and a sink, by name and repo-relative file:line.
type pair struct{ entry, sink string }

// hop is one call on a path: in fn, at the call's position.
type hop struct{ fn, at string }

// path is an unreported path from an entry to a sink.
type path struct {
	pair
	kind, declared string // the entry's kind and position
	what           string // the sink
	hops           []hop
}

// result is what the oracle found on a module.
type result struct {
	entries   int      // entries mcpvet printed
	unmatched []string // entries with no function of that name in the program
	sinks     []string // the prompts/get sites
	callers   []int    // for each site, the functions with a path to it
	pairs     int      // (entry, sink) pairs with a path
	direct    int      // pairs a finding covers
	inner     int      // pairs whose every path runs through an entry a finding covers with that sink
	paths     []*path  // the other pairs, sorted
	// foreign lists the sinks of findings that are not prompts/get sites
	// of the oracle.
	foreign []string
}

// check finds the paths from the entries to the sinks and which of them
// the findings cover.
func (w *world) check(entries map[string]entry, fs []finding) *result {
	res := &result{entries: len(entries)}
	isEntry := map[*ssa.Function]string{}
	found := map[string]bool{}
	for fn := range w.funcs {
		if e, ok := entries[fn.String()]; ok {
			isEntry[fn] = e.name
			found[e.name] = true
		}
	}
	for name := range entries {
		if !found[name] {
			res.unmatched = append(res.unmatched, name)
		}
	}
	sort.Strings(res.unmatched)

	sites := map[string][]sinkSite{}
	for _, s := range w.sinks() {
		sites[s.key] = append(sites[s.key], s)
	}
	for k := range sites {
		res.sinks = append(res.sinks, k)
	}
	sort.Strings(res.sinks)

	covered := map[pair]bool{}
	foreign := map[string]bool{}
	for _, f := range fs {
		for _, hops := range f.paths {
			if len(hops) == 0 {
				continue
			}
			last := hops[len(hops)-1]
			sink := w.rel(token.Position{Filename: last.file, Line: last.line})
			if sites[sink] == nil {
				foreign[sink] = true
			}
			for _, p := range append([]position{f.pos}, hops...) {
				for _, name := range w.enclosing(p) {
					covered[pair{name, sink}] = true
				}
			}
		}
	}
	for k := range foreign {
		res.foreign = append(res.foreign, k)
	}
	sort.Strings(res.foreign)

	for _, key := range res.sinks {
		var starts []*ssa.Function
		for _, s := range sites[key] {
			starts = append(starts, s.fn)
		}
		all := w.backwards(starts, nil)
		res.callers = append(res.callers, len(all))
		reached := map[string]bool{}
		for fn := range all {
			if name, ok := isEntry[fn]; ok {
				reached[name] = true
			}
		}
		unrep := w.backwards(starts, func(fn *ssa.Function) bool {
			name, ok := isEntry[fn]
			return ok && covered[pair{name, key}]
		})
		best := map[string]*path{}
		for fn := range unrep {
			name, ok := isEntry[fn]
			if !ok || covered[pair{name, key}] {
				continue
			}
			p := &path{pair: pair{name, key}, kind: entries[name].kind, declared: entries[name].pos, what: sites[key][0].what}
			for at := fn; ; {
				s := unrep[at]
				if s.to == nil {
					p.hops = append(p.hops, hop{w.name(at), key})
					break
				}
				p.hops = append(p.hops, hop{w.name(at), w.rel(w.prog.Fset.Position(s.site.Pos()))})
				at = s.to
			}
			if b := best[name]; b == nil || len(p.hops) < len(b.hops) || len(p.hops) == len(b.hops) && p.render() < b.render() {
				best[name] = p
			}
		}
		for name := range reached {
			switch {
			case covered[pair{name, key}]:
				res.direct++
			case best[name] != nil:
				res.paths = append(res.paths, best[name])
			default:
				res.inner++
			}
		}
		res.pairs += len(reached)
	}
	sort.Slice(res.paths, func(i, j int) bool {
		a, b := res.paths[i], res.paths[j]
		if a.entry != b.entry {
			return a.entry < b.entry
		}
		return a.sink < b.sink
	})
	return res
}

// step is where a path goes from a function toward the sink: the call at
// site of function to; to is nil in the sink's own function.
type step struct {
	to   *ssa.Function
	site ssa.CallInstruction
}

// backwards walks the callers of starts breadth first, not walking on
// from a function stop accepts, and returns each function reached with
// its next step on a shortest path to a start.
func (w *world) backwards(starts []*ssa.Function, stop func(*ssa.Function) bool) map[*ssa.Function]step {
	seen := map[*ssa.Function]step{}
	sort.Slice(starts, func(i, j int) bool { return w.name(starts[i]) < w.name(starts[j]) })
	var queue []*ssa.Function
	for _, fn := range starts {
		if _, ok := seen[fn]; !ok {
			seen[fn] = step{}
			queue = append(queue, fn)
		}
	}
	for len(queue) > 0 {
		fn := queue[0]
		queue = queue[1:]
		if stop != nil && stop(fn) {
			continue
		}
		for _, c := range w.callers(fn) {
			if _, ok := seen[c.fn]; !ok {
				seen[c.fn] = step{to: fn, site: c.site}
				queue = append(queue, c.fn)
			}
		}
	}
	return seen
}

// callers returns the callers of fn, sorted by name and position so that
// the paths found are the same on every run.
func (w *world) callers(fn *ssa.Function) []caller {
	cs := w.rev[fn]
	if w.sorted[fn] {
		return cs
	}
	w.sorted[fn] = true
	sort.SliceStable(cs, func(i, j int) bool {
		ni, nj := w.name(cs[i].fn), w.name(cs[j].fn)
		if ni != nj {
			return ni < nj
		}
		return cs[i].site.Pos() < cs[j].site.Pos()
	})
	return cs
}

// name returns fn.String(), cached.
func (w *world) name(fn *ssa.Function) string {
	n, ok := w.names[fn]
	if !ok {
		n = fn.String()
		w.names[fn] = n
	}
	return n
}

// extent is the source of a function.
type extent struct {
	start, end token.Position
	fn         *ssa.Function
}

// enclosing returns the names of the innermost functions whose source
// holds p (instances of one generic function share it), and of the
// functions a range-over-func body among them is written in.
func (w *world) enclosing(p position) []string {
	if w.extents == nil {
		w.extents = map[string][]extent{}
		for fn := range w.funcs {
			if syn := fn.Syntax(); syn != nil && w.kind(fn) == own {
				s, e := w.prog.Fset.Position(syn.Pos()), w.prog.Fset.Position(syn.End())
				f := filepath.Clean(s.Filename)
				w.extents[f] = append(w.extents[f], extent{s, e, fn})
			}
		}
	}
	before := func(a, b token.Position) bool { return a.Line < b.Line || a.Line == b.Line && a.Column <= b.Column }
	at := token.Position{Line: p.line, Column: p.col}
	var inner []extent
	for _, x := range w.extents[filepath.Clean(p.file)] {
		if !before(x.start, at) || !before(at, x.end) {
			continue
		}
		if len(inner) > 0 && x.start != inner[0].start {
			if before(x.start, inner[0].start) {
				continue // encloses the innermost found so far
			}
			inner = inner[:0]
		}
		inner = append(inner, x)
	}
	var out []string
	for _, x := range inner {
		for fn := x.fn; fn != nil; fn = fn.Parent() {
			out = append(out, w.name(fn))
			if fn.Synthetic != rangeBody {
				break
			}
		}
	}
	return out
}
