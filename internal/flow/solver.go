package flow

// The solver is an inclusion-based (Andersen-style) propagation of labels
// over nodes: a flow-insensitive, context-insensitive, field-sensitive
// points-to analysis of one package. Labels are function values, concrete
// types (for interface method calls), abstract memory objects, and taints
// (prompt-derived data). Nodes are SSA values and the contents of abstract
// objects.
//
// Objects are allocation sites, globals, and their sub-objects: the field f
// of object o, or the elements of o. Two maps made at two sites are two
// objects, so a user-command table and a model-tool table of the same type
// stay apart, which a type-based analysis such as VTA cannot do.

type label int32

type node int32

type labelKind uint8

const (
	lFunc   labelKind = iota // a function value: an *ssa.Function
	lType                    // a concrete type stored in an interface
	lObj                     // an abstract memory object
	lPrompt                  // data derived from a prompts/list source
	lParam                   // the value of a parameter of a function of this package, for summaries
	lExt                     // a function value from another package known (by fact) to reach a sink
)

// edge is a subset constraint: labels of the source flow to dst: all of
// them, only the taints, or all but the taints.
type edge struct {
	dst  node
	kind edgeKind
}

type edgeKind uint8

const (
	allLabels edgeKind = iota
	taintOnly
	noTaint
)

func (k edgeKind) passes(taint bool) bool {
	switch k {
	case taintOnly:
		return taint
	case noTaint:
		return !taint
	}
	return true
}

type solver struct {
	kinds    []labelKind
	payload  []any
	labelIDs map[any]label

	sets     []map[label]struct{}
	order    [][]label // labels of a node in insertion order, for determinism
	edges    [][]edge
	watchers [][]func(label)
	queue    []pending
	head     int
	edgeSet  map[uint64]struct{}
	steps    int
}

// maxSteps bounds the propagation work for one package. A package whose
// analysis needs more (pathological pointer games) gets a partial result;
// the bound is deterministic, so the output still is.
const maxSteps = 5_000_000

type pending struct {
	n node
	l label
}

func newSolver() *solver {
	return &solver{labelIDs: map[any]label{}, edgeSet: map[uint64]struct{}{}}
}

func (s *solver) newNode() node {
	s.sets = append(s.sets, nil)
	s.order = append(s.order, nil)
	s.edges = append(s.edges, nil)
	s.watchers = append(s.watchers, nil)
	return node(len(s.sets) - 1)
}

// label interns a label of the given kind for key.
func (s *solver) label(kind labelKind, key any, payload any) label {
	type lk struct {
		k   labelKind
		key any
	}
	k := lk{kind, key}
	if l, ok := s.labelIDs[k]; ok {
		return l
	}
	l := s.newLabel(kind, payload)
	s.labelIDs[k] = l
	return l
}

// newLabel makes a label that is not interned: for callers that keep
// their own index of the labels they make (objects).
func (s *solver) newLabel(kind labelKind, payload any) label {
	l := label(len(s.kinds))
	s.kinds = append(s.kinds, kind)
	s.payload = append(s.payload, payload)
	return l
}

func (s *solver) isTaint(l label) bool {
	k := s.kinds[l]
	return k == lPrompt || k == lParam
}

// smallSet is the size up to which a node's labels are searched linearly;
// larger sets get a map.
const smallSet = 16

// add puts l into n's set and schedules its propagation.
func (s *solver) add(n node, l label) {
	if s.has(n, l) {
		return
	}
	s.order[n] = append(s.order[n], l)
	if set := s.sets[n]; set != nil {
		set[l] = struct{}{}
	} else if len(s.order[n]) > smallSet {
		set = make(map[label]struct{}, 2*smallSet)
		for _, x := range s.order[n] {
			set[x] = struct{}{}
		}
		s.sets[n] = set
	}
	s.queue = append(s.queue, pending{n, l})
}

// flow adds the constraint src ⊆ dst.
func (s *solver) flow(src, dst node) { s.addEdge(src, dst, allLabels) }

// taint adds the constraint taints(src) ⊆ dst.
func (s *solver) taint(src, dst node) { s.addEdge(src, dst, taintOnly) }

// flowValues adds the constraint (src - taints) ⊆ dst.
func (s *solver) flowValues(src, dst node) { s.addEdge(src, dst, noTaint) }

func (s *solver) addEdge(src, dst node, kind edgeKind) {
	if src == dst {
		return
	}
	e := edge{dst, kind}
	if s.hasEdge(src, e) {
		return
	}
	s.edges[src] = append(s.edges[src], e)
	if es := s.edges[src]; len(es) == smallSet+1 {
		for _, x := range es {
			s.edgeSet[edgeKey(src, x)] = struct{}{}
		}
	} else if len(es) > smallSet+1 {
		s.edgeSet[edgeKey(src, e)] = struct{}{}
	}
	for _, l := range s.order[src] {
		if kind.passes(s.isTaint(l)) {
			s.add(dst, l)
		}
	}
}

// hasEdge reports whether src has edge e: a search of a short edge list,
// a set lookup for a long one.
func (s *solver) hasEdge(src node, e edge) bool {
	es := s.edges[src]
	if len(es) <= smallSet {
		for _, x := range es {
			if x == e {
				return true
			}
		}
		return false
	}
	_, ok := s.edgeSet[edgeKey(src, e)]
	return ok
}

func edgeKey(src node, e edge) uint64 {
	return uint64(src)<<34 | uint64(e.dst)<<2 | uint64(e.kind)
}

// watch calls f for every label that n has or will have.
func (s *solver) watch(n node, f func(label)) {
	s.watchers[n] = append(s.watchers[n], f)
	for i := 0; i < len(s.order[n]); i++ {
		f(s.order[n][i])
	}
}

// solve propagates until nothing changes.
func (s *solver) solve() {
	for s.head < len(s.queue) && s.steps < maxSteps {
		p := s.queue[s.head]
		s.head++
		s.steps += 1 + len(s.edges[p.n]) + len(s.watchers[p.n])
		taint := s.isTaint(p.l)
		for i := 0; i < len(s.edges[p.n]); i++ {
			e := s.edges[p.n][i]
			if e.kind.passes(taint) {
				s.add(e.dst, p.l)
			}
		}
		for i := 0; i < len(s.watchers[p.n]); i++ {
			s.watchers[p.n][i](p.l)
		}
	}
	s.queue, s.head = s.queue[:0], 0
}

// has reports whether n's set holds l.
func (s *solver) has(n node, l label) bool {
	if set := s.sets[n]; set != nil {
		_, ok := set[l]
		return ok
	}
	for _, x := range s.order[n] {
		if x == l {
			return true
		}
	}
	return false
}

// labelsOf returns n's labels in the order they arrived.
func (s *solver) labelsOf(n node) []label { return s.order[n] }
