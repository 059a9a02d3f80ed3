package flow

import (
	"go/token"
	"sort"

	"golang.org/x/tools/go/ssa"
)

// A call can reach several prompts/get calls (a tool that fetches through
// a client pool on one branch and with a raw request on the other). The
// finding at the call names them all: reach is computed once over all
// sinks (the shortest path, the finding's own) and then once per sink,
// each run admitting only the paths that end there. The runs share every
// rule of the first; what they add is a path per sink, so the cost is the
// number of sinks the package's paths end at times that of one run.

// sinkReach is reach computed for the paths that end at one sink.
type sinkReach struct {
	key   string
	reach map[*ssa.Function]*Path
}

// sinkKey names the sink a path ends at: the position of its last hop.
func sinkKey(p *Path) string {
	if p == nil || len(p.Hops) == 0 {
		return ""
	}
	return p.Hops[len(p.Hops)-1].Pos.String()
}

// admit reports whether a path may be used in this run: any path in the
// run over all sinks (which records the sink it ends at), and in a run for
// one sink only the paths that end there.
func (g *graph) admit(p *Path) bool {
	k := sinkKey(p)
	if g.onlySink == "" {
		if g.sinkKeys == nil {
			g.sinkKeys = map[string]token.Position{}
		}
		g.sinkKeys[k] = p.Hops[len(p.Hops)-1].Pos
		return true
	}
	return k == g.onlySink
}

// importedSink returns the path of another package's function to a sink
// that this run admits: its shortest one, or in a run for one sink its
// path to that sink.
func (g *graph) importedSink(ff *FuncFact) *Path {
	if g.onlySink == "" {
		for _, p := range ff.MoreSinks {
			g.admit(p)
		}
		return ff.Sink
	}
	if sinkKey(ff.Sink) == g.onlySink {
		return ff.Sink
	}
	for _, p := range ff.MoreSinks {
		if sinkKey(p) == g.onlySink {
			return p
		}
	}
	return nil
}

// reachEachSink computes reach once per sink that the run over all sinks
// found paths to, in the order of the sinks' positions; nil when there is
// only one sink.
func (g *graph) reachEachSink(entries map[*ssa.Function]*Entry) []sinkReach {
	if len(g.sinkKeys) < 2 {
		return nil
	}
	keys := make([]string, 0, len(g.sinkKeys))
	for k := range g.sinkKeys {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return lessPos(g.sinkKeys[keys[i]], g.sinkKeys[keys[j]]) })
	defer func() { g.onlySink = "" }()
	var out []sinkReach
	for _, k := range keys {
		g.onlySink = k
		out = append(out, sinkReach{key: k, reach: g.computeReach(entries)})
	}
	return out
}

// addOtherSinks gives each finding the paths from its call to the other
// sinks that call reaches, found with the same rules one sink at a time.
func (g *graph) addOtherSinks(ds []*Dispatch, entries map[*ssa.Function]*Entry, bySink []sinkReach) {
	if len(bySink) == 0 || len(ds) == 0 {
		return
	}
	type at struct {
		pos    token.Pos
		entry  string
		wiring bool
	}
	index := map[at]*Dispatch{}
	for _, d := range ds {
		index[at{d.Pos, d.Entry, d.Wiring != nil}] = d
	}
	defer func() { g.onlySink = "" }()
	for _, r := range bySink {
		g.onlySink = r.key
		for _, o := range g.dispatchPaths(entries, r.reach) {
			d := index[at{o.Pos, o.Entry, o.Wiring != nil}]
			if d != nil && sinkKey(d.Path) != r.key {
				d.Others = append(d.Others, o.Path)
			}
		}
	}
}

// otherSinks returns fn's paths to the sinks other than the one its
// shortest path (best) ends at, in the order of the sinks' positions.
func otherSinks(fn *ssa.Function, best *Path, bySink []sinkReach) []*Path {
	var out []*Path
	for _, r := range bySink {
		if p := r.reach[fn]; p != nil && r.key != sinkKey(best) {
			out = append(out, p)
		}
	}
	return out
}
