package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// render returns the path's hops as one line.
func (p *path) render() string {
	var b strings.Builder
	for i, h := range p.hops {
		if i > 0 {
			b.WriteString(" -> ")
		}
		fmt.Fprintf(&b, "%s (%s)", h.fn, h.at)
	}
	return b.String()
}

// report prints the oracle's result for the module and compares the
// unreported paths with the triage; it returns the exit status.
func report(out io.Writer, c config, w *world, res *result, tri map[[2]string]*triageRow) int {
	count := map[string]int{}
	var untriaged int
	for _, p := range res.paths {
		row := tri[[2]string{p.entry, p.sink}]
		verdict := "UNTRIAGED"
		if row != nil {
			row.used = true
			verdict = row.verdict
			count[verdict]++
		} else {
			untriaged++
		}
		if row != nil && !c.verbose {
			continue
		}
		fmt.Fprintf(out, "%s\t%s\t%s\t%s\n", verdict, c.repo, p.entry, p.sink)
		fmt.Fprintf(out, "\tentry (%s) declared at %s\n", p.kind, w.rel(parsePosn(p.declared).token()))
		for _, h := range p.hops {
			fmt.Fprintf(out, "\t%s (%s)\n", h.fn, h.at)
		}
		fmt.Fprintf(out, "\tsink: %s at %s\n", p.what, p.sink)
		if row != nil {
			fmt.Fprintf(out, "\treason: %s\n", row.reason)
		}
	}
	var gone []string
	for _, r := range tri {
		if !r.used {
			gone = append(gone, fmt.Sprintf("GONE\t%s\t%s\t%s: triaged as %s, no longer an unreported path (delete the row)", c.repo, r.entry, r.sink, r.verdict))
		}
	}
	sort.Strings(gone)
	for _, g := range gone {
		fmt.Fprintln(out, g)
	}
	for _, e := range res.unmatched {
		fmt.Fprintf(out, "NOTE\t%s\tentry %s: no function of that name in the whole program\n", c.repo, e)
	}
	for _, s := range res.foreign {
		fmt.Fprintf(out, "NOTE\t%s\ta finding's sink %s is not a prompts/get site of the oracle\n", c.repo, s)
	}
	if c.verbose {
		// Each site with the number of functions that have a path to it.
		var sinks []string
		for i, s := range res.sinks {
			sinks = append(sinks, fmt.Sprintf("%s(%d)", s, res.callers[i]))
		}
		fmt.Fprintf(out, "SINKS\t%s\t%s\n", c.repo, strings.Join(sinks, " "))
	}
	fmt.Fprintf(out, "oracle %s: %d entries (%d not in the program), %d prompts/get sites, %d entry-sink pairs with a VTA path: "+
		"%d reported, %d reported at an inner entry, %d unreported (%d pruned, %d miss, %d true-reported-elsewhere, %d untriaged)\n",
		c.repo, res.entries, len(res.unmatched), len(res.sinks), res.pairs, res.direct, res.inner, len(res.paths),
		count["pruned"], count["miss"], count["true-reported-elsewhere"], untriaged)
	if untriaged > 0 {
		return 1
	}
	return 0
}
