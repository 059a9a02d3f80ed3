package main

import (
	"fmt"
	"sort"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/promptreach"
	"github.com/mcpvet/mcpvet/internal/flow"
	"github.com/mcpvet/mcpvet/internal/incomplete"
	"github.com/mcpvet/mcpvet/internal/output"
)

// cuts are the places where the analysis did less than it should have:
// bounds reached (the analyzers' incomplete diagnostics, in any package,
// since a dependency's cut can hide a root's finding) and -dispatch
// entries that name nothing.
// None is a finding; each is a warning, and the summary line counts the
// packages cut short.
type cuts struct {
	warnings []string
	byLimit  map[string]map[string]bool // limit → packages
}

// collectCuts gathers the cuts of the analysis graph.
func (r *runner) collectCuts() {
	r.cuts.byLimit = make(map[string]map[string]bool)
	seen := make(map[string]bool)
	matched := make(map[string]bool)
	for act := range r.graph.All() {
		if act.Err != nil {
			continue
		}
		for _, d := range act.Diagnostics {
			if d.Category != incomplete.Category {
				continue
			}
			limit := incomplete.Limit(d.Message)
			if r.cuts.byLimit[limit] == nil {
				r.cuts.byLimit[limit] = make(map[string]bool)
			}
			r.cuts.byLimit[limit][act.Package.PkgPath] = true
			f := output.FromDiagnostic(act.Package.Fset, act.Analyzer.Name, d)
			w := fmt.Sprintf("%s: %s: %s", f.Pos.Display(r.paths), act.Analyzer.Name, d.Message)
			if !seen[w] {
				seen[w] = true
				r.cuts.warnings = append(r.cuts.warnings, w)
			}
		}
		if res, ok := act.Result.(*promptreach.Result); ok {
			for _, m := range res.DispatchMatched {
				matched[m] = true
			}
		}
	}
	for _, d := range strings.Split(flow.Analyzer.Flags.Lookup("dispatch").Value.String(), ",") {
		if d = strings.TrimSpace(d); d != "" && !matched[d] {
			w := fmt.Sprintf("-promptreach.dispatch entry %s names no function or method of the analysed packages", d)
			if !seen[w] {
				seen[w] = true
				r.cuts.warnings = append(r.cuts.warnings, w)
			}
		}
	}
	sort.Strings(r.cuts.warnings)
}

// cutShort describes the packages cut short for the summary line: ""
// when none was.
func (c *cuts) cutShort() string {
	pkgs := make(map[string]bool)
	var why []string
	for limit, ps := range c.byLimit {
		for p := range ps {
			pkgs[p] = true
		}
		why = append(why, fmt.Sprintf("%s: %d", limit, len(ps)))
	}
	if len(pkgs) == 0 {
		return ""
	}
	sort.Strings(why)
	return fmt.Sprintf(", %s cut short (%s)", plural(len(pkgs), "package"), strings.Join(why, "; "))
}
