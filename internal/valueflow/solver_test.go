package valueflow

import (
	"slices"
	"testing"
)

// TestEdgeKinds checks what each kind of edge carries: Flow everything,
// Taint only taints, Values only values, whether the labels arrive before
// or after the edge is added.
func TestEdgeKinds(t *testing.T) {
	s := New(1000)
	src, all, taints, values := s.NewNode(), s.NewNode(), s.NewNode(), s.NewNode()
	tnt, val := s.NewLabel(true), s.NewLabel(false)
	s.Add(src, tnt) // before the edges
	s.Flow(src, all)
	s.Taint(src, taints)
	s.Values(src, values)
	s.Add(src, val) // after them
	s.Solve()
	for _, c := range []struct {
		name string
		n    Node
		want []Label
	}{
		{"Flow", all, []Label{tnt, val}},
		{"Taint", taints, []Label{tnt}},
		{"Values", values, []Label{val}},
	} {
		if got := s.Labels(c.n); !slices.Equal(got, c.want) {
			t.Errorf("%s edge: labels %v, want %v", c.name, got, c.want)
		}
	}
	if !s.IsTaint(tnt) || s.IsTaint(val) {
		t.Errorf("IsTaint: %v %v, want true false", s.IsTaint(tnt), s.IsTaint(val))
	}
}

// TestTransitiveAndCycle checks propagation along a chain that closes a
// cycle: every node of the cycle ends with every label, each once.
func TestTransitiveAndCycle(t *testing.T) {
	s := New(1000)
	a, b, c := s.NewNode(), s.NewNode(), s.NewNode()
	s.Flow(a, b)
	s.Flow(b, c)
	s.Flow(c, a)
	l1, l2 := s.NewLabel(false), s.NewLabel(false)
	s.Add(b, l1)
	s.Add(c, l2)
	s.Solve()
	for _, n := range []Node{a, b, c} {
		got := slices.Clone(s.Labels(n))
		slices.Sort(got)
		if !slices.Equal(got, []Label{l1, l2}) {
			t.Errorf("node %d: labels %v, want [%d %d]", n, got, l1, l2)
		}
	}
	if s.Cut() {
		t.Error("cut with budget to spare")
	}
}

// TestWatchers checks that a watcher sees the labels its node has when it
// is added and those that arrive later, once each, and that what it adds
// (a new edge, as a load through a pointer would) is solved too.
func TestWatchers(t *testing.T) {
	s := New(1000)
	ptr, dst := s.NewNode(), s.NewNode()
	objs := map[Label]Node{}
	mkObj := func(content Label) Label {
		o := s.NewLabel(false)
		n := s.NewNode()
		s.Add(n, content)
		objs[o] = n
		return o
	}
	c1, c2 := s.NewLabel(true), s.NewLabel(true)
	o1 := mkObj(c1)
	s.Add(ptr, o1)
	var seen []Label
	s.Watch(ptr, func(o Label) {
		seen = append(seen, o)
		s.Flow(objs[o], dst) // dst = *ptr
	})
	o2 := mkObj(c2)
	s.Add(ptr, o2)
	s.Add(ptr, o1) // again: no second call
	s.Solve()
	if !slices.Equal(seen, []Label{o1, o2}) {
		t.Errorf("watcher saw %v, want [%d %d]", seen, o1, o2)
	}
	if got := s.Labels(dst); !slices.Equal(got, []Label{c1, c2}) {
		t.Errorf("*ptr: %v, want [%d %d]", got, c1, c2)
	}
}

// TestBudget checks that the solver stops at its budget, says so, and
// counts the steps it took.
func TestBudget(t *testing.T) {
	s := New(3)
	nodes := make([]Node, 10)
	for i := range nodes {
		nodes[i] = s.NewNode()
		if i > 0 {
			s.Flow(nodes[i-1], nodes[i])
		}
	}
	l := s.NewLabel(false)
	s.Add(nodes[0], l)
	s.Solve()
	if !s.Cut() {
		t.Fatal("not cut with a budget of 3 steps for a chain of 10")
	}
	if s.Steps() < 3 || s.Steps() > 4 {
		t.Errorf("steps %d, want the budget (3) or one node's work past it", s.Steps())
	}
	if s.Has(nodes[9], l) {
		t.Error("the end of the chain was reached although the budget was spent")
	}
	if s.Budget() != 3 {
		t.Errorf("Budget() = %d, want 3", s.Budget())
	}
}

// TestNoEntriesPastBudget checks that once the budget is spent a watcher
// run by a later Watch (an analysis reading what the cut solve left) makes
// no set entries: each would add memory without bound.
func TestNoEntriesPastBudget(t *testing.T) {
	s := New(4)
	src := s.NewNode()
	for range 4 {
		s.Add(src, s.NewLabel(false))
	}
	s.Solve()
	if !s.Cut() {
		t.Fatal("not cut: 4 entries and their propagation take more than 4 steps")
	}
	steps := s.Steps()
	dst := s.NewNode()
	s.Watch(src, func(l Label) { s.Add(dst, l) })
	s.Add(dst, s.NewLabel(false))
	if got := s.Labels(dst); len(got) != 0 {
		t.Errorf("labels %v added to a node after the budget was spent, want none", got)
	}
	if s.Steps() != steps {
		t.Errorf("steps %d after the cut, want %d", s.Steps(), steps)
	}
}

// TestDeterministicOrder checks that labels keep their arrival order, past
// the size where a node's set becomes a map.
func TestDeterministicOrder(t *testing.T) {
	s := New(1 << 20)
	src, dst := s.NewNode(), s.NewNode()
	var want []Label
	for i := 0; i < 3*smallSet; i++ {
		l := s.NewLabel(i%2 == 0)
		want = append(want, l)
	}
	for i := len(want) - 1; i >= 0; i-- {
		s.Add(src, want[i])
	}
	s.Flow(src, dst)
	s.Solve()
	slices.Reverse(want)
	if got := s.Labels(dst); !slices.Equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
	for _, l := range want {
		if !s.Has(dst, l) {
			t.Errorf("Has(%d) false on a large set", l)
		}
	}
	if s.Has(dst, s.NewLabel(false)) {
		t.Error("Has true for a label never added")
	}
}

// TestManyEdges checks that duplicate edges are found past the size where
// a node's edges get a set, so a label is not propagated twice.
func TestManyEdges(t *testing.T) {
	s := New(1 << 20)
	src := s.NewNode()
	var dsts []Node
	for range 2 * smallSet {
		d := s.NewNode()
		dsts = append(dsts, d)
		s.Flow(src, d)
		s.Flow(src, d)
	}
	l := s.NewLabel(false)
	s.Add(src, l)
	s.Solve()
	// The pair (src, l) costs one step for its arrival, one for its
	// propagation and one per edge it visits, and each destination's
	// pair one for its arrival and one for its propagation: a duplicate
	// edge would cost one more.
	if want := 2 + 3*len(dsts); s.Steps() != want {
		t.Errorf("steps %d, want %d", s.Steps(), want)
	}
}

// TestOrigin checks the trace of a taint: each node names the node it got
// the label from, and a source has none.
func TestOrigin(t *testing.T) {
	s := New(1000)
	s.Trace()
	a, b, c := s.NewNode(), s.NewNode(), s.NewNode()
	s.Flow(a, b)
	s.Taint(b, c)
	l := s.NewLabel(true)
	s.Add(a, l)
	s.Solve()
	if _, ok := s.Origin(a, l); ok {
		t.Error("the source has an origin")
	}
	if from, ok := s.Origin(c, l); !ok || from != b {
		t.Errorf("Origin(c) = %d, %v, want %d", from, ok, b)
	}
	if from, ok := s.Origin(b, l); !ok || from != a {
		t.Errorf("Origin(b) = %d, %v, want %d", from, ok, a)
	}
}

// TestWatchAddedWhilePropagating checks that a watcher added to a node by
// another watcher of that node, while a label propagates, is called once
// with that label.
func TestWatchAddedWhilePropagating(t *testing.T) {
	s := New(1000)
	n := s.NewNode()
	l := s.NewLabel(false)
	calls := 0
	added := false
	s.Watch(n, func(Label) {
		if !added {
			added = true
			s.Watch(n, func(Label) { calls++ })
		}
	})
	s.Add(n, l)
	s.Solve()
	if calls != 1 {
		t.Errorf("the inner watcher was called %d times, want 1", calls)
	}
}
