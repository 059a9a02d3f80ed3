// Package valueflow is mcpvet's value-flow engine: an inclusion-based
// (Andersen-style) propagation of labels over nodes, the solver under the
// field-sensitive points-to and taint analysis of one package.
//
// It knows nothing of MCP, LLMs or SSA. A client makes nodes (for values
// and for the contents of abstract memory objects) and labels (for
// functions, types, objects and the taints it tracks), states subset
// constraints between nodes as edges, and states the constraints that
// depend on what a node holds (a load through a pointer, a call of a
// function value) as watchers: functions called once for every label the
// node has or will have, which may add nodes, edges and labels.
//
// # Algorithm
//
// The solver is a worklist of nodes with labels still to propagate. A
// label is propagated once per node, when it first arrives there: it is
// pushed along the node's edges and shown to its watchers, so only the
// difference of a set is ever propagated (difference propagation, as in
// Pearce, Kelly and Hankin, "Online Cycle Detection and Difference
// Propagation for Pointer Analysis", 2003). A new edge carries the labels
// its source already has; a new watcher is shown them at once. Labels are
// a taint or a value: an edge carries all labels, only taints, or only
// values, so that reading a struct through a pointer can take the taint
// of its contents without taking its pointees.
//
// Cycles of edges that carry all labels are collapsed (cycle
// elimination): the nodes of such a cycle end with the same set, so they
// are merged into one, which holds the set once, with the union of their
// edges and watchers. The cycles are found periodically by Tarjan's
// algorithm over the whole edge graph: before solving, and each time the
// number of such edges has grown by half since the last search (periodic
// cycle detection, where Pearce, Kelly and Hankin's online detection
// checks each new edge, and Hardekopf and Lin's lazy and hybrid detection,
// "The Ant and the Grasshopper", PLDI 2007, search when a propagation
// finds nothing new or where an offline pass predicts a cycle). Most
// cycles are made while solving, by watchers: a struct's field read
// through one pointer and written back through another (m.items =
// append(m.items, x) in methods of a terminal UI's model that every copy
// of the model reaches). A merged node's watchers are shown, at the
// merge, the labels the other nodes had shown theirs, so that every
// watcher still sees every label of its node once. On mcpvet's costliest
// corpus package (a terminal UI's model, codog's internal/tui), merging
// cut the steps from 17.2M to 12.2M; searching twice as often saved
// 0.3% more, half as often lost 1.6%.
//
// # Cost
//
// A step is one label arriving in a node's set (the set entries are most
// of the memory), one label propagated from a node plus one unit for each
// edge and watcher it visits, and, at a merge, one unit for each label
// shown to an edge or watcher that had not seen it. Counting the arrivals
// bounds memory too: a widget tree whose interfaces reach one another
// (memcode's vendored vaxis/ui) made 65M set entries in 10M steps counted
// without them, and ran out of memory at the 100M budget; the merges of
// cycle elimination stop once the budget is spent, and so does Add (a
// watcher run after the solve stopped, by a Watch of the analysis that
// shows the labels there, makes no more entries). The solver stops after a
// budget of steps (SetBudget) and then reports that it was cut; the bound
// is deterministic, so a cut result is still the same on every run.
// Steps reports the work done, which mcpvet prints per package
// (MCPVET_DEBUG) beside the package's SSA size.
//
// # Determinism
//
// A node's labels are kept in the order they arrived (Labels; for merged
// nodes, the order the merge gives them), the worklist is first in, first
// out, and the cycle searches run at points that depend only on the
// constraints, so the same constraints added in the same order give the
// same sets in the same order.
package valueflow

// A Node is a set of labels: the value of an SSA value, the contents of an
// abstract object, or any other set a client needs.
type Node int32

// A Label is an element of the nodes' sets. What it stands for is the
// client's; the solver knows only whether it is a taint.
type Label int32

// edge is a subset constraint: labels of the source flow to dst: all of
// them, only the taints, or all but the taints.
type edge struct {
	dst  Node
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

// key is the edge's key in its source's edge table.
func (e edge) key() uint32 { return uint32(e.dst)<<2 | uint32(e.kind) }

// nodeData is what the solver knows of a node.
type nodeData struct {
	order    []Label // labels in insertion order, for determinism
	set      table   // the labels of order, once there are more than smallSet
	edges    []edge
	eset     table // the keys of edges, once there are more than smallSet
	watchers []func(Label)
	// done counts the labels of order already propagated: those past
	// done are still to be.
	done int
	// up is 0 for a node that stands for itself, and r+1 for a node
	// merged into node r (a union-find forest; find).
	up     int32
	queued bool // on the worklist, or being propagated
}

// chunkSize is the number of nodes allocated at once: growing the node
// table never copies nodes, so a *nodeData stays valid while new nodes
// are made.
const chunkSize = 4096

// smallSet is the size up to which a node's labels and edges are searched
// linearly; larger ones get a table.
const smallSet = 16

// A Solver holds the nodes, labels and constraints of one analysis and
// propagates labels until nothing changes or its budget is spent. The zero
// Solver is not ready; use New.
type Solver struct {
	taints []bool // by label
	nodes  [][]nodeData
	nnodes int
	queue  []Node
	head   int
	steps  int
	budget int
	cut    bool
	// origin, when set (Trace), maps a node and a taint label to the node
	// the label first came from; cur is the node propagating.
	origin map[[2]int32]int32
	cur    Node
	// flowEdges counts the edges that carry all labels; the next search
	// for cycles runs when it reaches nextSearch (collapse). Tests set
	// eager, for a search after every node propagated.
	flowEdges, nextSearch int
	eager                 bool
	merged                int    // nodes merged into others
	mark                  []byte // scratch, by label (merge)
}

// minSearch is the number of edges that carry all labels before which no
// search for cycles runs: a small graph costs little either way.
const minSearch = 1024

// New returns an empty solver with the given step budget.
func New(budget int) *Solver {
	return &Solver{budget: budget, cur: -1, nextSearch: minSearch}
}

// Trace makes the solver remember, for each taint label a node gets, the
// node it came from (see Origin). Call it before adding labels. A traced
// solver does not merge cycles, so that every node keeps its own origins.
func (s *Solver) Trace() { s.origin = map[[2]int32]int32{} }

// SetBudget sets the most steps Solve may take in all.
func (s *Solver) SetBudget(steps int) { s.budget = steps }

// Budget returns the step budget.
func (s *Solver) Budget() int { return s.budget }

// Steps returns the steps taken so far.
func (s *Solver) Steps() int { return s.steps }

// Cut reports whether a Solve stopped with work left, its budget spent.
func (s *Solver) Cut() bool { return s.cut }

// Nodes returns the number of nodes made; they are 0 to Nodes()-1.
func (s *Solver) Nodes() int { return s.nnodes }

// Merged returns the number of nodes merged into others by cycle
// elimination.
func (s *Solver) Merged() int { return s.merged }

// NumLabels returns the number of labels made; they are 0 to NumLabels()-1.
func (s *Solver) NumLabels() int { return len(s.taints) }

func (s *Solver) nd(n Node) *nodeData { return &s.nodes[n/chunkSize][n%chunkSize] }

// find returns the node that n was merged into, or n.
func (s *Solver) find(n Node) Node {
	r := n
	for {
		up := s.nd(r).up
		if up == 0 {
			break
		}
		r = Node(up - 1)
	}
	for n != r { // path compression
		d := s.nd(n)
		n, d.up = Node(d.up-1), int32(r)+1
	}
	return r
}

// NewNode makes an empty node.
func (s *Solver) NewNode() Node {
	if s.nnodes%chunkSize == 0 {
		s.nodes = append(s.nodes, make([]nodeData, chunkSize))
	}
	s.nnodes++
	return Node(s.nnodes - 1)
}

// NewLabel makes a label: a taint (carried by Taint edges) or a value
// (carried by Values edges). Both are carried by Flow edges.
func (s *Solver) NewLabel(taint bool) Label {
	s.taints = append(s.taints, taint)
	return Label(len(s.taints) - 1)
}

// IsTaint reports whether l was made a taint.
func (s *Solver) IsTaint(l Label) bool { return s.taints[l] }

// Add puts l into n's set; Solve propagates it. Once the budget is spent
// it makes no entry and marks the result cut.
func (s *Solver) Add(n Node, l Label) {
	n = s.find(n)
	d := s.nd(n)
	if d.has(l) {
		return
	}
	if s.steps >= s.budget {
		// The budget is spent: the entry is not made, and the result
		// is cut. Watchers that run after a cut (each Watch shows its
		// node's labels at once) would otherwise go on making entries
		// without bound: memcode's vaxis/ui made 8 GB of them after
		// solving stopped.
		s.cut = true
		return
	}
	if s.origin != nil && s.taints[l] {
		s.origin[[2]int32{int32(n), int32(l)}] = int32(s.cur)
	}
	d.insert(l)
	s.steps++ // a set entry made: the memory the budget bounds
	if !d.queued {
		d.queued = true
		s.queue = append(s.queue, n)
	}
}

// insert appends l, which d does not have, to d's labels.
func (d *nodeData) insert(l Label) {
	d.order = append(d.order, l)
	if d.set.slots != nil {
		d.set.insert(uint32(l))
	} else if len(d.order) > smallSet {
		d.set.build(len(d.order))
		for _, x := range d.order {
			d.set.insert(uint32(x))
		}
	}
}

// Flow adds the constraint src ⊆ dst.
func (s *Solver) Flow(src, dst Node) { s.addEdge(src, dst, allLabels) }

// Taint adds the constraint taints(src) ⊆ dst.
func (s *Solver) Taint(src, dst Node) { s.addEdge(src, dst, taintOnly) }

// Values adds the constraint (src - taints) ⊆ dst.
func (s *Solver) Values(src, dst Node) { s.addEdge(src, dst, noTaint) }

func (s *Solver) addEdge(src, dst Node, kind edgeKind) {
	src, dst = s.find(src), s.find(dst)
	if src == dst {
		return
	}
	e := edge{dst, kind}
	d := s.nd(src)
	if !d.addEdge(e) {
		return
	}
	if kind == allLabels {
		s.flowEdges++
	}
	saved := s.cur
	s.cur = src
	for _, l := range d.order {
		if kind.passes(s.taints[l]) {
			s.Add(dst, l)
		}
	}
	s.cur = saved
}

// addEdge adds e to d's edges unless it is there; it reports whether it
// added it.
func (d *nodeData) addEdge(e edge) bool {
	if d.eset.slots != nil {
		if d.eset.has(e.key()) {
			return false
		}
		d.eset.insert(e.key())
		d.edges = append(d.edges, e)
		return true
	}
	for _, x := range d.edges {
		if x == e {
			return false
		}
	}
	d.edges = append(d.edges, e)
	if len(d.edges) > smallSet {
		d.eset.build(len(d.edges))
		for _, x := range d.edges {
			d.eset.insert(x.key())
		}
	}
	return true
}

// Watch calls f for every label that n has or will have, once each: at
// once for the labels already propagated, during Solve for the others. f
// may add nodes, labels, edges and watchers.
func (s *Solver) Watch(n Node, f func(Label)) {
	d := s.nd(s.find(n))
	d.watchers = append(d.watchers, f)
	upto := d.done
	if s.cut {
		upto = len(d.order) // no more propagation: show what is there
	}
	for i := 0; i < upto; i++ {
		f(d.order[i])
	}
}

// Solve propagates until nothing changes or the budget is spent (then Cut
// reports true, and the labels not yet propagated are dropped: the result
// is partial). It may be called again after more constraints are added.
func (s *Solver) Solve() {
	if s.flowEdges >= s.nextSearch {
		s.collapse()
	}
	for s.head < len(s.queue) && s.steps < s.budget {
		n := s.queue[s.head]
		s.head++
		d := s.nd(n)
		if d.up != 0 {
			continue // merged: the node it went into was queued then
		}
		s.cur = n
		for d.done < len(d.order) && s.steps < s.budget {
			l := d.order[d.done]
			s.steps += 1 + len(d.edges) + len(d.watchers)
			taint := s.taints[l]
			// Edges and watchers may be added while this runs: d.edges
			// and d.watchers are read afresh at each step.
			for i := 0; i < len(d.edges); i++ {
				if e := d.edges[i]; e.kind.passes(taint) {
					s.Add(e.dst, l)
				}
			}
			for i := 0; i < len(d.watchers); i++ {
				d.watchers[i](l)
			}
			// Only now: a watcher added by one of the loops above has
			// been called with l by the loop, and Watch must not call
			// it again.
			d.done++
		}
		if d.done < len(d.order) {
			s.head-- // the budget is spent with work left
			break
		}
		d.queued = false
		if s.flowEdges >= s.nextSearch {
			s.collapse()
		}
	}
	for _, n := range s.queue[s.head:] {
		d := s.nd(n)
		d.queued = false
		if d.up == 0 && d.done < len(d.order) {
			s.cut = true
		}
	}
	s.queue, s.head = s.queue[:0], 0
	s.cur = -1
}
