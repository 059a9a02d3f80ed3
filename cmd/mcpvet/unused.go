package main

import (
	"fmt"
	"go/token"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/internal/output"
	"github.com/mcpvet/mcpvet/internal/suppress"
)

// unusedName is the name under which mcpvet reports directives that
// suppress nothing (in text, JSON and SARIF, as if it were an analyzer).
const unusedName = "unusedignore"

const unusedDoc = `report //mcpvet:ignore directives that suppress nothing

A suppression directive applies to the findings on its line or the line
below, or with evidence there. One that matches no finding of the analyzers
it names is stale (the code changed, or it sits on the wrong line) and would
silently suppress a future finding; mcpvet reports it. It does so only when
every package that could report such a finding was analysed in the run: a
directive at a hop in a library is not reported when the packages that use
the library were not part of the run.`

// directive is a well-formed directive in a root package's file.
type directive struct {
	suppress.Directive
	pkg  *packages.Package // the first root package (by ID) with the file
	pos  token.Pos         // the comment, in pkg.Fset
	end  token.Pos         // just past it (the end of its line)
	used map[string]bool   // analyzer name (or "all") → matched a finding
}

// unusedDirectives returns a diagnostic for every analyzer a directive
// names whose findings it matches none of: suppressed or not, in any
// package of the run (roots and their dependencies). A name is judged only
// if its analyzer ran without error on every root, and every package of
// the module that imports the directive's package (and so could report a
// finding with evidence there) is a root.
func (r *runner) unusedDirectives() []diag {
	byFile := r.directives()
	if len(byFile) == 0 {
		return nil
	}
	for act := range r.graph.All() {
		if act.Err != nil {
			continue
		}
		fset := act.Package.Fset
		name := act.Analyzer.Name
		for _, d := range act.Diagnostics {
			positions := []token.Pos{d.Pos}
			for _, rel := range d.Related {
				positions = append(positions, rel.Pos)
			}
			for _, pos := range positions {
				if !pos.IsValid() {
					continue
				}
				p := fset.Position(pos)
				for _, dir := range byFile[p.Filename] {
					if dir.Matches(name, p) {
						dir.used[name] = true
						dir.used["all"] = true
					}
				}
			}
		}
	}

	ran := make(map[string]bool)
	for _, a := range r.analyzers {
		if !r.failed[a.Name] {
			ran[a.Name] = true
		}
	}
	judgeable := func(name string) bool {
		if name == "all" {
			return len(ran) == len(r.all)
		}
		return ran[name]
	}

	var files []string
	for f := range byFile {
		files = append(files, f)
	}
	sort.Strings(files)
	var out []diag
	for _, file := range files {
		for _, dir := range byFile[file] {
			var unused []string
			for _, name := range dir.Analyzers {
				if !slices.Contains(suppress.Analyzers, name) {
					continue // reported as malformed by promptreach
				}
				if judgeable(name) && !dir.used[name] && !slices.Contains(unused, name) {
					unused = append(unused, name)
				}
			}
			if len(unused) == 0 || !r.importersAnalysed(dir.pkg) {
				continue
			}
			out = append(out, r.unusedDiag(dir, unused))
		}
	}
	return out
}

func (r *runner) unusedDiag(dir *directive, unused []string) diag {
	list := strings.Join(dir.Analyzers, ",")
	var msg string
	if len(unused) == len(dir.Analyzers) {
		what := "no " + strings.Join(unused, " or ") + " finding"
		if list == "all" {
			what = "no finding"
		}
		msg = fmt.Sprintf("%s %s suppresses nothing: %s is on this line or the next, or has evidence there; remove the directive, or move it to the finding it is for",
			suppress.Prefix, list, what)
	} else {
		msg = fmt.Sprintf("%s %s: %s suppresses nothing: no %s finding is on this line or the next, or has evidence there; remove %s from the list",
			suppress.Prefix, list, strings.Join(unused, ", "), strings.Join(unused, " or "), strings.Join(unused, ", "))
	}
	// The comment's own position: in a cgo file, whose compiled file is
	// not the file the directive's position names, it is where the
	// compiled file maps it back to.
	d := analysis.Diagnostic{Pos: dir.pos, End: dir.end, Message: msg}
	return diag{pkg: dir.pkg, analyzer: unusedName, d: d, f: output.FromDiagnostic(dir.pkg.Fset, unusedName, d)}
}

// directives returns the well-formed directives in the comments of the
// root packages' files, by file name. (A directive-like text inside a
// string literal is not a directive.)
func (r *runner) directives() map[string][]*directive {
	pkgs := slices.Clone(r.roots)
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].ID < pkgs[j].ID }) // "p" before "p [p.test]"
	byFile := make(map[string][]*directive)
	seen := make(map[string]bool)
	for _, p := range pkgs {
		for _, f := range p.Syntax {
			tf := p.Fset.File(f.FileStart)
			if tf == nil || seen[tf.Name()] {
				continue
			}
			seen[tf.Name()] = true
			for _, g := range f.Comments {
				for _, c := range g.List {
					if !strings.HasPrefix(c.Text, suppress.Prefix) {
						continue
					}
					analyzers, reason, err := suppress.Parse(strings.TrimSpace(c.Text))
					if err != nil {
						continue // reported by promptreach
					}
					start := p.Fset.Position(c.Slash)
					if at := start.String(); seen[at] {
						continue // the same file compiled twice (cgo, for a test variant)
					}
					seen[start.String()] = true
					byFile[start.Filename] = append(byFile[start.Filename], &directive{
						Directive: suppress.Directive{File: start.Filename, Line: start.Line, Analyzers: analyzers, Reason: reason},
						pkg:       p,
						pos:       c.Slash,
						end:       c.End(),
						used:      make(map[string]bool),
					})
				}
			}
		}
	}
	return byFile
}

// importersAnalysed reports whether every package of pkg's module that
// imports pkg, directly or not, is a root of the run (so its findings,
// which may have evidence in pkg, were seen).
func (r *runner) importersAnalysed(pkg *packages.Package) bool {
	if pkg.Module == nil || pkg.Module.Dir == "" {
		return false
	}
	importers, err := r.moduleImporters(pkg.Module.Dir)
	if err != nil {
		return false
	}
	rootPaths := make(map[string]bool)
	for _, p := range r.roots {
		if !p.IllTyped {
			rootPaths[p.PkgPath] = true
		}
	}
	path := pkg.PkgPath
	seen := map[string]bool{path: true}
	queue := []string{path}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if !rootPaths[p] {
			return false
		}
		for _, imp := range importers[p] {
			if !seen[imp] {
				seen[imp] = true
				queue = append(queue, imp)
			}
		}
	}
	return true
}

// moduleImporters maps the package paths of the module in dir to the
// paths of the module's packages that import them (cached per module).
func (r *runner) moduleImporters(dir string) (map[string][]string, error) {
	if m, ok := r.importersCache[dir]; ok {
		return m, nil
	}
	conf := &packages.Config{
		Mode:  packages.NeedName | packages.NeedImports | packages.NeedModule,
		Dir:   dir,
		Tests: r.opts.test,
	}
	if r.opts.tags != "" {
		conf.BuildFlags = []string{"-tags=" + r.opts.tags}
	}
	pkgs, err := packages.Load(conf, "./...")
	if err != nil {
		return nil, err
	}
	m := make(map[string][]string)
	for _, p := range pkgs {
		if isTestMain(p) {
			continue
		}
		for _, imp := range p.Imports {
			path, _, _ := strings.Cut(imp.ID, " ")
			if !slices.Contains(m[path], p.PkgPath) && path != p.PkgPath {
				m[path] = append(m[path], p.PkgPath)
			}
		}
	}
	if r.importersCache == nil {
		r.importersCache = make(map[string]map[string][]string)
	}
	r.importersCache[dir] = m
	return m, nil
}
