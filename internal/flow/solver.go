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

	nodes   [][]nodeData // in chunks of chunkSize: growing never copies them
	nnodes  int
	queue   []pending
	head    int
	edgeSet map[uint64]struct{}
	steps   int
	budget  int  // the most steps the solver may take
	cut     bool // it stopped with work left
	// trace, when set (MCPVET_TRACE), maps a node and a taint label to
	// the node the label first came from; cur is the node propagating.
	trace map[[2]int32]int32
	cur   node
}

// defaultSteps bounds the propagation work for one package (the -maxsteps
// flag of mcpflow). A package whose analysis needs more (pathological
// pointer games) gets a partial result, reported as a cut; the bound is
// deterministic, so the output still is. A million steps take about 60 ms
// (measured on the corpus: clawgo's agent package needs 5.2M steps in
// 0.3 s; the largest corpus packages are terminal UIs: docker-agent's
// pkg/tui needs 34M, the test variant of supercode's internal/tui 55M in
// about 14 s on a loaded machine), so the bound is seconds to half a
// minute of solving.
const defaultSteps = 100_000_000

// nodeData is what the solver knows of a node.
type nodeData struct {
	set      map[label]struct{} // for large sets; nil while order is short
	order    []label            // labels in insertion order, for determinism
	edges    []edge
	watchers []func(label)
}

const chunkSize = 4096

func (s *solver) nd(n node) *nodeData { return &s.nodes[n/chunkSize][n%chunkSize] }

type pending struct {
	n node
	l label
}

func newSolver() *solver {
	return &solver{labelIDs: map[any]label{}, edgeSet: map[uint64]struct{}{}, budget: defaultSteps}
}

func (s *solver) newNode() node {
	if s.nnodes%chunkSize == 0 {
		s.nodes = append(s.nodes, make([]nodeData, chunkSize))
	}
	s.nnodes++
	return node(s.nnodes - 1)
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
	d := s.nd(n)
	if d.has(l) {
		return
	}
	if s.trace != nil && s.isTaint(l) {
		s.trace[[2]int32{int32(n), int32(l)}] = int32(s.cur)
	}
	d.order = append(d.order, l)
	if d.set != nil {
		d.set[l] = struct{}{}
	} else if len(d.order) > smallSet {
		d.set = make(map[label]struct{}, 2*smallSet)
		for _, x := range d.order {
			d.set[x] = struct{}{}
		}
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
	d := s.nd(src)
	d.edges = append(d.edges, e)
	if len(d.edges) == smallSet+1 {
		for _, x := range d.edges {
			s.edgeSet[edgeKey(src, x)] = struct{}{}
		}
	} else if len(d.edges) > smallSet+1 {
		s.edgeSet[edgeKey(src, e)] = struct{}{}
	}
	saved := s.cur
	s.cur = src
	for _, l := range d.order {
		if kind.passes(s.isTaint(l)) {
			s.add(dst, l)
		}
	}
	s.cur = saved
}

// hasEdge reports whether src has edge e: a search of a short edge list,
// a set lookup for a long one.
func (s *solver) hasEdge(src node, e edge) bool {
	es := s.nd(src).edges
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
	d := s.nd(n)
	d.watchers = append(d.watchers, f)
	for i := 0; i < len(d.order); i++ {
		f(d.order[i]) // f may add to n: d.order is read afresh
	}
}

// solve propagates until nothing changes.
func (s *solver) solve() {
	for s.head < len(s.queue) && s.steps < s.budget {
		p := s.queue[s.head]
		s.head++
		d := s.nd(p.n)
		s.steps += 1 + len(d.edges) + len(d.watchers)
		taint := s.isTaint(p.l)
		s.cur = p.n
		// Edges and watchers may be added while this runs: d.edges and
		// d.watchers are read afresh at each step.
		for i := 0; i < len(d.edges); i++ {
			if e := d.edges[i]; e.kind.passes(taint) {
				s.add(e.dst, p.l)
			}
		}
		for i := 0; i < len(d.watchers); i++ {
			d.watchers[i](p.l)
		}
	}
	if s.head < len(s.queue) {
		s.cut = true
	}
	s.queue, s.head = s.queue[:0], 0
}

// has reports whether the node's set holds l.
func (d *nodeData) has(l label) bool {
	if d.set != nil {
		_, ok := d.set[l]
		return ok
	}
	for _, x := range d.order {
		if x == l {
			return true
		}
	}
	return false
}

// labelsOf returns n's labels in the order they arrived.
func (s *solver) labelsOf(n node) []label { return s.nd(n).order }
