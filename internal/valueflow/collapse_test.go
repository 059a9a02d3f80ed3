package valueflow

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// TestCycleMerged checks that a cycle of Flow edges is merged into one
// node, that every node of it then has every label, and that each watcher
// of its nodes sees each label once: those propagated before the merge by
// another node of the cycle, and those that arrive after.
func TestCycleMerged(t *testing.T) {
	s := New(1 << 20)
	s.nextSearch, s.eager = 0, true // search however small the graph
	a, b, c := s.NewNode(), s.NewNode(), s.NewNode()
	seen := map[Node][]Label{}
	for _, n := range []Node{a, b, c} {
		s.Watch(n, func(l Label) { seen[n] = append(seen[n], l) })
	}
	l1, l2, l3 := s.NewLabel(false), s.NewLabel(true), s.NewLabel(false)
	s.Add(a, l1)
	s.Add(c, l2)
	s.Solve() // a and c propagate their labels, each to its own watcher
	s.Flow(a, b)
	s.Flow(b, c)
	s.Flow(c, a) // the cycle, found by the next search
	s.Solve()
	if s.Merged() != 2 {
		t.Fatalf("Merged() = %d, want 2 (b and c into a)", s.Merged())
	}
	s.Add(b, l3)
	s.Solve()
	for _, n := range []Node{a, b, c} {
		got := slices.Sorted(slices.Values(s.Labels(n)))
		if !slices.Equal(got, []Label{l1, l2, l3}) {
			t.Errorf("node %d: labels %v, want [%d %d %d]", n, got, l1, l2, l3)
		}
		w := slices.Sorted(slices.Values(seen[n]))
		if !slices.Equal(w, []Label{l1, l2, l3}) {
			t.Errorf("node %d's watcher saw %v, want each of [%d %d %d] once", n, seen[n], l1, l2, l3)
		}
		for _, l := range []Label{l1, l2, l3} {
			if !s.Has(n, l) {
				t.Errorf("Has(%d, %d) false", n, l)
			}
		}
	}
	// A watcher added after the merge sees every label once.
	var late []Label
	s.Watch(c, func(l Label) { late = append(late, l) })
	if got := slices.Sorted(slices.Values(late)); !slices.Equal(got, []Label{l1, l2, l3}) {
		t.Errorf("a watcher added after the merge saw %v", late)
	}
}

// TestTaintCycleKept checks that a cycle closed by an edge that carries
// only taints is not merged: values do not cross that edge.
func TestTaintCycleKept(t *testing.T) {
	s := New(1 << 20)
	s.nextSearch, s.eager = 0, true
	a, b := s.NewNode(), s.NewNode()
	s.Flow(a, b)
	s.Taint(b, a)
	val, tnt := s.NewLabel(false), s.NewLabel(true)
	s.Add(b, val)
	s.Add(b, tnt)
	s.Solve()
	if s.Merged() != 0 {
		t.Errorf("Merged() = %d, want 0", s.Merged())
	}
	if s.Has(a, val) || !s.Has(a, tnt) {
		t.Errorf("a: %v, want only the taint %d", s.Labels(a), tnt)
	}
}

// TestCollapseMatchesPlain compares, on random constraint systems whose
// watchers add edges while solving (as loads and stores through pointers
// do), the sets and the watchers' calls of a solver that merges cycles
// with those of one that does not (a traced solver merges nothing): the
// same labels everywhere, each shown once to each watcher.
func TestCollapseMatchesPlain(t *testing.T) {
	total := 0
	for seed := int64(1); seed <= 200; seed++ {
		plain, plainSeen := randomSystem(seed, false)
		merged, mergedSeen := randomSystem(seed, true)
		total += merged.Merged()
		if plain.Merged() != 0 {
			t.Fatalf("seed %d: the traced solver merged %d nodes", seed, plain.Merged())
		}
		for n := Node(0); int(n) < plain.Nodes(); n++ {
			p := slices.Sorted(slices.Values(plain.Labels(n)))
			m := slices.Sorted(slices.Values(merged.Labels(n)))
			if !slices.Equal(p, m) {
				t.Fatalf("seed %d node %d: %v merged, %v plain", seed, n, m, p)
			}
		}
		if !slices.Equal(plainSeen, mergedSeen) {
			t.Fatalf("seed %d: watchers saw\n%v merged,\n%v plain", seed, mergedSeen, plainSeen)
		}
	}
	if total == 0 {
		t.Error("no system had a cycle to merge")
	}
	t.Logf("%d nodes merged in all", total)
}

// randomSystem builds and solves a random system: nodes, some of which
// stand for objects' contents, labels (some taints, some objects), edges
// of the three kinds, and watchers that, for each object a node gets,
// flow the object's contents somewhere (a load) or something into them (a
// store). It returns the solver and, sorted, what each watcher saw.
func randomSystem(seed int64, merge bool) (*Solver, []string) {
	r := rand.New(rand.NewSource(seed))
	s := New(1 << 30)
	if !merge {
		s.Trace()
	}
	s.nextSearch, s.eager = 0, true
	const nodes, labels = 40, 12
	for range nodes {
		s.NewNode()
	}
	content := map[Label]Node{}
	for i := range labels {
		l := s.NewLabel(i%4 == 0)
		if i%3 == 1 {
			content[l] = Node(r.Intn(nodes))
		}
	}
	var seen []string
	addEdge := func(src, dst Node) {
		switch r.Intn(6) {
		case 0:
			s.Taint(src, dst)
		case 1:
			s.Values(src, dst)
		default:
			s.Flow(src, dst)
		}
	}
	for round := 0; round < 4; round++ {
		for range 25 {
			addEdge(Node(r.Intn(nodes)), Node(r.Intn(nodes)))
		}
		for range 4 {
			n, other, load, id := Node(r.Intn(nodes)), Node(r.Intn(nodes)), r.Intn(2) == 0, len(seen)
			seen = append(seen, "")
			s.Watch(n, func(l Label) {
				seen[id] += fmt.Sprintf(" %d", l)
				c, ok := content[l]
				switch {
				case !ok:
				case load:
					s.Flow(c, other)
				default:
					s.Flow(other, c)
				}
			})
		}
		for range 6 {
			s.Add(Node(r.Intn(nodes)), Label(r.Intn(labels)))
		}
		s.Solve()
	}
	for i, w := range seen { // each watcher's labels, sorted: the order may differ
		ls := splitInts(w)
		slices.Sort(ls)
		seen[i] = fmt.Sprint(ls)
	}
	return s, seen
}

func splitInts(s string) []int {
	var out []int
	var x int
	var in bool
	for _, c := range s + " " {
		if c >= '0' && c <= '9' {
			x, in = 10*x+int(c-'0'), true
		} else if in {
			out = append(out, x)
			x, in = 0, false
		}
	}
	return out
}
