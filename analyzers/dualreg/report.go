package dualreg

import (
	"fmt"
	"go/token"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/factpos"
)

// pairFunction reports the capabilities that fn registers on one server
// both as a tool and as a prompt, in one run: pairs whose two registrations
// came into fn by different calls, or by one call to a callee that did not
// yet know them to be one capability on one server. Pairs a callee saw are
// the callee's to report. Pairs on a package-level server that fn sees are
// judged here, and left alone by pairGlobals.
func (c *checker) pairFunction(fn *ssa.Function, s *summary) {
	var rms []*reg
	for i := range s.all {
		if s.all[i].Remove {
			rms = append(rms, &s.all[i])
		}
	}
	c.pair(s.all, func(t, p *reg) bool {
		if t.via == p.via && t.callee == p.callee && t.inner == p.inner {
			return false
		}
		c.judged[pairID(t, p)] = true
		if removedFor(fn, t.via, p.via, removing(rms, t)) || removedFor(fn, p.via, t.via, removing(rms, p)) {
			return false // one of them is taken off again (removal.go)
		}
		deps := slices.Concat(t.Server.deps, t.Name.deps, p.Server.deps, p.Name.deps)
		if t.exec == p.exec && t.callee != p.callee {
			// Two functions of a table, called in turn by one call.
			return again(t.exec, deps)
		}
		return together(t.exec, p.exec, deps) && !c.exclusive(t.exec, p.exec, deps)
	})
}

// pair groups regs by server and name and, in each group, reports one pair
// of a tool and a prompt that ok accepts (the one completed earliest in
// source order), unless this package already reported it there. A tool
// and a prompt on one server whose names are not one value but the parts
// of one record of one capability (records.go) are a group of their own.
func (c *checker) pair(regs []reg, ok func(t, p *reg) bool) {
	regs = c.expandTables(regs)
	groups := map[string][][2]int{}
	var order []string
	add := func(k string, i, j int) {
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], [2]int{i, j})
	}
	byName := map[string][]int{}
	var names []string
	servers := map[string][]int{}
	var serverOrder []string
	for i := range regs {
		sk, nk := regs[i].Server.key(), regs[i].Name.key()
		if sk == "" || nk == "" || regs[i].Remove {
			continue
		}
		k := sk + "|" + nk
		if byName[k] == nil {
			names = append(names, k)
		}
		byName[k] = append(byName[k], i)
		if servers[sk] == nil {
			serverOrder = append(serverOrder, sk)
		}
		servers[sk] = append(servers[sk], i)
	}
	for _, k := range names {
		for _, i := range byName[k] {
			for _, j := range byName[k] {
				if regs[i].orig != "" && regs[i].orig == regs[j].orig {
					continue // the elements of one table: its own group has them
				}
				if !regs[i].Prompt && regs[j].Prompt {
					add(k, i, j)
				}
			}
		}
	}
	record, index := map[string]bool{}, map[string]bool{}
	for _, sk := range serverOrder {
		for _, i := range servers[sk] {
			for _, j := range servers[sk] {
				if regs[i].Prompt || !regs[j].Prompt {
					continue
				}
				if rk, ok := c.recordKey(&regs[i], &regs[j]); ok {
					k := sk + "|record|" + rk
					record[k] = true
					add(k, i, j)
				} else if rk, ok := c.indexKey(&regs[i], &regs[j]); ok {
					k := sk + "|" + rk
					index[k] = true
					add(k, i, j)
				}
			}
		}
	}
	for _, k := range order {
		var (
			fresh        []string
			tool, prompt *reg
		)
		for _, tp := range groups[k] {
			t, p := &regs[tp[0]], &regs[tp[1]]
			if c.reported[c.reportID(t, p)] || !ok(t, p) {
				continue
			}
			fresh = append(fresh, c.reportID(t, p))
			if tool == nil || c.earlier(t, p, tool, prompt) {
				tool, prompt = t, p
			}
		}
		for _, id := range fresh {
			c.reported[id] = true
		}
		if tool != nil {
			kind := oneValue
			switch {
			case record[k]:
				kind = oneRecord
			case index[k]:
				kind = oneIndex
			}
			c.report(tool, prompt, kind)
		}
	}
}

// pairID identifies a pair of registrations.
func pairID(t, p *reg) string {
	return t.id() + "&" + p.id()
}

// reportID identifies a report of a pair: the pair, and where the report
// goes. One pair wired together in two places is reported at both.
func (c *checker) reportID(t, p *reg) string {
	_, at := c.order(t.at, p.at)
	return pairID(t, p) + "@" + strconv.Itoa(int(at))
}

// earlier reports whether the pair (t, p) is complete before the pair (t2,
// p2) in source order: its later registration comes first, or, on a tie,
// its earlier one.
func (c *checker) earlier(t, p, t2, p2 *reg) bool {
	a1, b1 := c.order(t.at, p.at)
	a2, b2 := c.order(t2.at, p2.at)
	if b1 != b2 {
		return c.less(b1, b2)
	}
	return c.less(a1, a2)
}

// order returns x and y in source order.
func (c *checker) order(x, y token.Pos) (token.Pos, token.Pos) {
	if c.less(y, x) {
		return y, x
	}
	return x, y
}

// less orders positions by file name, then offset.
func (c *checker) less(x, y token.Pos) bool {
	px, py := c.pass.Fset.Position(x), c.pass.Fset.Position(y)
	if px.Filename != py.Filename {
		return px.Filename < py.Filename
	}
	return px.Offset < py.Offset
}

// pairKind says why a tool and a prompt are one capability.
type pairKind uint8

const (
	oneValue  pairKind = iota // their names are one value, or equal constants
	oneRecord                 // their names are made from one value, in one record (records.go)
	oneList                   // their names are made from one value, listed by one hand-rolled server (rawserver.go)
	oneIndex                  // their names are made from one value at one position of parallel tables (tables.go)
)

// recordMade is the Related message at the place a record of one
// capability is made (records.go).
const recordMade = "the record's tool and prompt are named here, from one value"

// report reports a capability registered both as tool t and as prompt p.
// The diagnostic sits on the later of the two in this package's source
// order: the registration call itself when it is in this package, else the
// call (or import) that brought it in or gave it its name. Related lists
// the other registration, and every registration call (or call bringing one
// in) that the diagnostic does not sit on; for the parts of one record,
// last, where the first such record in source order is made.
func (c *checker) report(t, p *reg, kind pairKind) {
	first, second := t, p
	if c.less(p.at, t.at) {
		first, second = p, t
	}
	d := analysis.Diagnostic{Pos: second.at, End: second.atEnd, Message: c.message(t, p, first, second, kind)}
	related := func(pos token.Pos, msg string) {
		if pos.IsValid() {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: pos, Message: msg})
		}
	}
	for _, r := range []*reg{first, second} {
		if r == first && r.at != r.pos {
			related(r.at, fmt.Sprintf("%s %s registered through %s", r.kind(), nameText(r), r.viaName))
		}
		if r == first || r.at != r.pos {
			related(c.sitePos(r), fmt.Sprintf("%s %s registered here with %s", r.kind(), nameText(r), r.API))
		}
	}
	if kind == oneRecord {
		related(c.recordSite(t, p), recordMade)
	}
	c.pass.Report(d)
}

// message says which capability, which two registrations, and why that is
// one too many.
func (c *checker) message(t, p, first, second *reg, kind pairKind) string {
	subject := "capability " + nameText(first)
	if first.Name.Root != rootConst && first.Display == "" {
		subject = "capability " + nameText(second)
	}
	switch {
	case kind == oneList && (t.Name.Root != rootConst || p.Name.Root != rootConst):
		subject = fmt.Sprintf("the capability of one server's tools/list and prompts/list entries (a tool %s and a prompt %s, made from one value)", nameText(t), nameText(p))
	case kind == oneIndex:
		subject = fmt.Sprintf("the capability of one position of parallel tables (a tool %s and a prompt %s, made from one value)", nameText(t), nameText(p))
	case kind == oneRecord:
		subject = "the capability of one record (its tool's and its prompt's names are made from one value)"
		if t.Display != "" && p.Display != "" {
			subject = fmt.Sprintf("the capability of one record (a tool %s and a prompt %s, made from one value)", nameText(t), nameText(p))
		}
	}
	return fmt.Sprintf("%s is registered both as %s and as %s; a capability should have one initiation model: as a tool the model can start it, so %q no longer holds for the prompt",
		subject, c.part(t, first, second), c.part(p, first, second), "a person chose to start this")
}

// part describes one registration of a pair: "a tool ((*mcp.Server).AddTool
// at tools.go:12 via tools.Register)". The registration the diagnostic sits
// on has no position; a name spelled differently from the subject's is
// given.
func (c *checker) part(r, first, second *reg) string {
	s := "a " + r.kind()
	if r.Name.Root == rootConst && first.Name.Root == rootConst && r.Name.Key != first.Name.Key {
		s += " named " + nameText(r)
	}
	s += " (" + r.API
	if r != second || r.at != r.pos {
		s += " at " + factpos.Short(r.Posn)
	}
	if r.at != r.pos && r.viaName != "" {
		s += " via " + r.viaName
	}
	if r.table != "" {
		s += ", an element of " + r.table
	}
	return s + ")"
}

// nameText renders the name of a registration: the constant, quoted, or the
// expression that names it.
func nameText(r *reg) string {
	switch {
	case r.Name.Root == rootConst:
		return fmt.Sprintf("%q", r.Name.Key)
	case r.Display != "":
		return "named by " + r.Display
	}
	return "named by one value"
}
