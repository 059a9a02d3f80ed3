// Package flow tracks values and calls through one package at a time and
// answers the questions mcpvet's analyzers ask: which code a model's tool
// call can run, whether that code reaches a prompts/get sink (and by which
// hops), and which values derive from a prompts/list source.
//
// It runs as an analysis.Analyzer that the mcpvet analyzers require, so
// the work is done once per package whatever analyzers run. It builds on
// the package's SSA form and a points-to analysis (solver.go) precise
// enough to tell apart two tables of the same function type. What crosses
// package boundaries is summarised in facts (facts.go): which functions
// reach a sink, which call or store values their callers provide, which
// globals hold functions that reach a sink.
package flow

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/factpos"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/incomplete"
	"github.com/mcpvet/mcpvet/internal/load"
	"github.com/mcpvet/mcpvet/internal/scope"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssapass"
	"github.com/mcpvet/mcpvet/internal/ssaval"
	"github.com/mcpvet/mcpvet/internal/suppress"
)

// Analyzer computes the package's Result and exports its facts.
var Analyzer = &analysis.Analyzer{
	Name:       "mcpflow",
	Doc:        "track calls and values for mcpvet's analyzers (prompts/get reachability, prompt-derived data)",
	URL:        "https://github.com/mcpvet/mcpvet",
	Requires:   []*analysis.Analyzer{scope.Analyzer, ssapass.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(FuncFact), new(PkgFact)},
	Run:        func(pass *analysis.Pass) (any, error) { return run(pass, sdk.Model{}) },
}

// maxSteps is the solver's step budget, the -maxsteps flag.
var maxSteps = defaultSteps

func init() {
	Analyzer.Flags.IntVar(&maxSteps, "maxsteps", defaultSteps, "the points-to solver's step `budget` per package; a package that needs more is reported as cut short")
}

var debug = os.Getenv("MCPVET_DEBUG") != ""

// Result is what the analyzers may ask of a package.
type Result struct {
	// Dispatch lists the paths from model dispatch entries to prompts/get.
	Dispatch []*Dispatch
	// Flattened lists tool definitions whose identity derives from a
	// listed prompt.
	Flattened []*Flattened
	// Directives lists malformed or misplaced //mcpvet: directives.
	Directives []Problem
	// Strict lists, in strict mode (-strict, or //mcpvet:strict in the
	// package's doc comment), the paths to prompts/get from roots that
	// are not user selections, and Stale the user-selection marks on
	// functions that reach no prompts/get.
	Strict []*Strict
	Stale  []StaleMark
	// Cuts lists the bounds the analysis of the package reached.
	Cuts []incomplete.Cut
	// DispatchMatched lists the -dispatch entries that name a function of
	// the package.
	DispatchMatched []string
	// Entries counts the model dispatch entries found in the package, and
	// Sinks its prompts/get call sites (SDK calls and hand-rolled
	// requests).
	Entries, Sinks int
	// Audit is the package's inventory for the audit report, when
	// AuditMode is set (audit.go).
	Audit *Audit

	g     *graph
	calls map[ssa.CallInstruction][]*ssa.Function // query.go's Callees, kept past Release
}

// Dispatch is a path from a model dispatch entry to a prompts/get sink.
type Dispatch struct {
	Pos   token.Pos // where to report: the call that starts the path
	Entry string    // the entry's name
	Kind  string    // what makes it an entry
	Path  *Path     // from the entry to the sink
	// Others holds, for each other prompts/get the same call reaches, the
	// shortest path to it, ordered by the sink's position.
	Others []*Path
	// Wiring, if set, is the call in this package into an entry of
	// another package; Path then starts inside that entry. Lead holds the
	// hops from the function Wiring calls to the entry, when the entry is
	// further in (a layer of a third package that starts the agent).
	Wiring *Hop
	Lead   []Hop
}

// Flattened is a tool definition built from prompt data.
type Flattened struct {
	Pos    token.Pos
	What   string // the field or constructor argument
	Source *PromptSource
}

// Problem is a diagnostic about mcpvet's own directives.
type Problem struct {
	Pos     token.Pos
	Message string
}

func run(pass *analysis.Pass, model Model) (any, error) {
	// The packages of a main module and those that use an SDK (without
	// being one), with syntax; the standard library, the SDKs' own library
	// packages and libraries that know nothing of MCP are not analyzed:
	// mcpvet knows what it needs of the SDKs from its tables
	// (internal/sdk), and a call into a package without a summary is
	// assumed to call the functions passed to it (sort.Slice,
	// sync.Once.Do, errgroup.Go).
	sc := pass.ResultOf[scope.Analyzer].(*scope.Result)
	built := ssapass.Of(pass)
	if built == nil || !sc.Relevant() {
		if debug {
			why := "neither in a main module nor using an SDK"
			switch {
			case load.FromExportData(pass):
				why = "read from export data"
			case sc.SDKLibrary:
				why = "an SDK's library package"
			}
			fmt.Fprintf(os.Stderr, "mcpflow %s: not analysed: %s (module %q)\n", pass.Pkg.Path(), why, sc.Module)
		}
		return &Result{}, nil
	}
	defer built.Acquire(pass)()
	pkg, funcs := built.Pkg(), built.SrcFuncs()
	g := newGraph(pass, pkg, model)
	g.scope = sc
	if tracing {
		g.Trace()
	}
	g.SetBudget(maxSteps)
	g.strings = sc.UsesSDK
	g.imported = func(obj *types.Func) *FuncFact {
		var ff FuncFact
		if pass.ImportObjectFact(obj, &ff) {
			return &ff
		}
		return nil
	}
	g.loadHotGlobals()
	g.countCalls(funcs)
	for _, fn := range funcs {
		g.ensure(fn)
	}
	g.seedParamSources()
	if debug {
		start := time.Now()
		defer func() {
			kinds := map[labelKind]int{}
			for _, k := range g.kinds {
				kinds[k]++
			}
			total := 0
			byKind := map[labelKind]int{}
			for n := range g.Nodes() {
				o := g.Labels(node(n))
				total += len(o)
				for _, l := range o {
					byKind[g.kinds[l]]++
				}
			}
			instrs := 0
			for _, fn := range g.funcs {
				for _, b := range fn.Blocks {
					instrs += len(b.Instrs)
				}
			}
			fmt.Fprintf(os.Stderr, "mcpflow %s: %v, %d nodes, %d labels %v, set entries %d %v, steps %d, sites %d, SSA instructions %d, steps per instruction %.1f\n",
				pass.Pkg.Path(), time.Since(start), g.Nodes(), len(g.kinds), kinds, total, byKind, g.Steps(), len(g.sites), instrs, float64(g.Steps())/float64(max(instrs, 1)))
		}()
		fmt.Fprintf(os.Stderr, "mcpflow %s: start\n", pass.Pkg.Path())
	}
	g.Solve()
	g.seedUncalledParams()
	g.Solve()
	g.finishParamStores()
	g.Solve()
	g.applyMadeStores()
	g.Solve()
	g.contextViews()
	g.Solve()

	g.noteWireContainers()
	g.noteOwnToolCalls()
	dirs := parseDirectives(pass)
	entries := g.findEntries(dirs.dispatch)
	if debug {
		printEntries(pass, entries)
	}
	reach := g.computeReach(entries)
	marks := g.userMarks(dirs.userselect)
	userReach := g.computeUserReach(entries, marks)
	res := &Result{g: g, calls: g.resolvedCalls(), Directives: dirs.problems}
	if strictMode || dirs.strict {
		res.Strict = g.strictPaths(entries, marks, userReach)
		res.Stale = g.staleMarks(marks, reach)
	}
	if g.Cut() {
		res.Cuts = append(res.Cuts, incomplete.Cut{Limit: "the points-to solver's step budget", Value: g.Budget(), Flag: "mcpflow.maxsteps"})
	}
	res.DispatchMatched = g.dispatchMatched
	res.Entries = len(entries)
	for _, ss := range g.sinks {
		res.Sinks += len(ss)
	}
	res.Dispatch = g.dispatchPaths(entries, reach)
	bySink := g.reachEachSink(entries)
	g.addOtherSinks(res.Dispatch, entries, bySink)
	res.Flattened = g.flattened()
	if AuditMode {
		res.Audit = g.audit(entries, reach, marks, userReach)
	}
	reported := map[string]bool{}
	for _, d := range res.Dispatch {
		reported[d.Entry] = true
	}
	g.exportFacts(entries, reach, bySink, userReach, reported)
	if g.summaryCut {
		res.Cuts = append(res.Cuts, incomplete.Cut{Limit: "the size of a function's summary (4,096 store descriptions, 1,048,576 steps of a walk over memory it describes, or 4,096 locations of what one call of a caller's function value is handed)", Value: maxFactStores})
	}
	return res, nil
}

// printEntries prints one line per dispatch entry for the call-graph
// oracle (testdata/corpus/oracle), sorted, tab-separated: "mcpflow entry",
// the package path, the function as ssa names it, what makes it an entry
// and where it is declared.
func printEntries(pass *analysis.Pass, entries map[*ssa.Function]*Entry) {
	var lines []string
	for fn, e := range entries {
		lines = append(lines, fmt.Sprintf("mcpflow entry\t%s\t%s\t%s\t%s", pass.Pkg.Path(), fn, e.Kind, pass.Fset.Position(fn.Pos())))
	}
	sort.Strings(lines)
	for _, l := range lines {
		fmt.Fprintln(os.Stderr, l)
	}
}

// dispatchPaths lists, for every dispatch entry, the calls in the code that
// acts on the tool call which start a path to prompts/get. A path that
// passes through another entry is left to that entry, so each defect is
// reported once, at the innermost dispatch. It also lists calls in this
// package into an entry of another package whose path to prompts/get exists
// only because of values this package provides (a registry filled here).
func (g *graph) dispatchPaths(entries map[*ssa.Function]*Entry, reach map[*ssa.Function]*Path) []*Dispatch {
	var out []*Dispatch
	testEntries := map[*Dispatch]bool{} // paths of MCP tool handlers of test files
	for _, fn := range g.funcs {
		e := entries[fn]
		n := len(out)
		if e != nil {
			for _, s := range g.sinks[fn] {
				p := &Path{Hops: []Hop{{Pos: g.position(s.pos), Func: g.name(fn), Callee: s.name}}}
				if (s.instr == nil || e.inRegion(s.instr)) && g.admit(p) {
					out = append(out, &Dispatch{Pos: s.pos, Entry: g.name(fn), Kind: e.Kind, Path: p})
				}
			}
		}
		var closures []*ssa.Function
		if e != nil && e.Region != nil {
			closures = regionClosures(e)
		}
		for _, s := range g.sitesOf(fn) {
			if g.isSink(fn, s.pos) {
				continue
			}
			var best *Path
			var wiring *Dispatch
			if e != nil && e.inRegion(s.at()) {
				paths := g.sitePaths(s, reach, entries)
				if s.param >= 0 {
					// In the entry itself there is no caller to give
					// the context: take every callee.
					for _, c := range s.callees {
						if p := g.pathThrough(s, c, reach, entries); p != nil {
							paths = append(paths, p)
						}
					}
				}
				for _, p := range paths {
					if best == nil || len(p.Hops) < len(best.Hops) {
						best = p
					}
				}
			}
			for _, c := range s.callees {
				if s.param >= 0 {
					break
				}
				p := g.pathThrough(s, c, reach, entries)
				if e != nil && !e.inRegion(s.at()) {
					// A call outside the tool-call code still acts on
					// the tool call if what reaches prompts/get is a
					// function made in that code (a job handed to a
					// worker the entry started).
					if p := g.pathViaClosures(s, c, closures, reach); p != nil && (best == nil || len(p.Hops) < len(best.Hops)) {
						best = p
					}
				}
				if p == nil {
					continue
				}
				// (In the tool-call code the paths were found above; a
				// path through an entry of another package that this
				// package's values make is still this package's to
				// report: an executor entry run by the tool-call code.)
				if wiring == nil {
					wiring = wiredEntry(c, p)
					if wiring != nil {
						wiring.Pos = s.pos
					}
				}
			}
			if best != nil && !anyEntry(best.Hops) {
				out = append(out, &Dispatch{Pos: s.pos, Entry: g.name(fn), Kind: e.Kind, Path: best})
			} else if wiring != nil {
				out = append(out, wiring)
			}
		}
		if e != nil && g.inTestFile(fn.Pos()) {
			for _, d := range out[n:] {
				if d.Wiring == nil {
					testEntries[d] = true
				}
			}
		}
	}
	// A closure of the tool-call code run by a worker the entry started is
	// reported at the call that started the worker, unless the entry's
	// code also hands it over itself (a send of the job): then there.
	out = innermost(out)
	// Test code is not the model (testcode.go).
	out = slices.DeleteFunc(out, func(d *Dispatch) bool { return g.testPath(d, testEntries[d]) })
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos < out[j].Pos })
	return out
}

// wiredEntry returns the path through callee c, found by p, of an entry
// of another package that exists only because of what this package
// provides: c was found by resolving, with this package's values, a call
// that a summary of the entry (or of a function reaching it: Run → run →
// executeCalls, the entry) left to its callers. The path is shown from the
// innermost entry on it whose package reported nothing (a hop marks only
// such an entry), or else from the entry the summary came from: an entry
// that runs another (RunTools, taking the tool calls, starting a worker
// that runs Executor.Execute on each) leaves the path to the inner one.
func wiredEntry(c callee, p *Path) *Dispatch {
	if c.fromEntry == "" {
		return nil
	}
	entry, start := c.fromEntry, 1
	for i := len(p.Hops) - 1; i >= 1; i-- {
		if p.Hops[i-1].Entry {
			entry, start = p.Hops[i-1].Callee, i
			break
		}
	}
	if start >= len(p.Hops) {
		return nil
	}
	return &Dispatch{Entry: entry, Kind: "model dispatch entry", Path: &Path{Hops: p.Hops[start:]}, Wiring: &p.Hops[0], Lead: p.Hops[1:start]}
}

// innermost drops a path of an entry that runs through the start of a
// shorter path of the same entry: go worker(jobs) runs what the entry's
// jobs <- job sends, and the defect is reported once, at the send.
func innermost(ds []*Dispatch) []*Dispatch {
	var out []*Dispatch
	for _, d := range ds {
		covered := false
		for _, e := range ds {
			if e != d && e.Wiring == nil && d.Wiring == nil && e.Entry == d.Entry && runsThrough(d.Path, e.Path) {
				covered = true
				break
			}
		}
		if !covered {
			out = append(out, d)
		}
	}
	return out
}

// runsThrough reports whether long ends with short's path after short's
// first call: the same callee, then the same hops to the same sink.
func runsThrough(long, short *Path) bool {
	n, m := len(long.Hops), len(short.Hops)
	if m >= n {
		return false
	}
	for i := 1; i < m; i++ {
		if long.Hops[n-m+i].Pos != short.Hops[i].Pos {
			return false
		}
	}
	return long.Hops[n-m].Callee == short.Hops[0].Callee
}

// regionClosures returns the function literals created in the tool-call
// code of an entry.
func regionClosures(e *Entry) []*ssa.Function {
	var out []*ssa.Function
	for _, b := range e.Fn.Blocks {
		for _, in := range b.Instrs {
			if mc, ok := in.(*ssa.MakeClosure); ok && e.inRegion(in) {
				out = append(out, mc.Fn.(*ssa.Function))
			}
		}
	}
	return out
}

// pathViaClosures returns the shortest path from call site s through
// callee c to one of the closures, and on to prompts/get.
func (g *graph) pathViaClosures(s *site, c callee, closures []*ssa.Function, reach map[*ssa.Function]*Path) *Path {
	if c.fn == nil || c.fn.Blocks == nil {
		return nil
	}
	var best *Path
	for _, k := range closures {
		r := reach[k]
		if r == nil {
			continue
		}
		prefix, ok := g.hopsTo(c.fn, k)
		if !ok {
			continue
		}
		hops := []Hop{{Pos: g.position(s.pos), Func: g.name(s.caller), Callee: g.name(c.fn)}}
		p := &Path{Hops: join(join(hops, prefix), r.Hops)}
		if best == nil || len(p.Hops) < len(best.Hops) {
			best = p
		}
	}
	return best
}

func (g *graph) isSink(fn *ssa.Function, pos token.Pos) bool {
	for _, s := range g.sinks[fn] {
		if s.pos == pos {
			return true
		}
	}
	return false
}

func anyEntry(hops []Hop) bool {
	for _, h := range hops {
		if h.Entry {
			return true
		}
	}
	return false
}

// flattened lists the tool definitions whose name or description derives
// from prompt data, one per definition.
func (g *graph) flattened() []*Flattened {
	var out []*Flattened
	done := map[any]bool{}
	ctorIn := map[*ssa.Function]bool{}
	// Options (mcp.WithDescription) last: they are evaluated before the
	// constructor they are passed to, and one definition is one finding.
	for _, options := range []bool{false, true} {
		for _, d := range g.defs {
			// The instances of a generic function share positions:
			// one finding per position.
			if d.option != options || done[d.group] || done[d.pos] || (d.option && ctorIn[d.fn]) {
				continue
			}
			if src := g.promptSource(d.val); src != nil {
				done[d.group], done[d.pos] = true, true
				if d.ctor {
					ctorIn[d.fn] = true
				}
				out = append(out, &Flattened{Pos: d.pos, What: d.what, Source: src})
				g.printTrace(d.pos, d.val)
			}
		}
	}
	// Arguments to functions of other packages that name a tool with them.
	for _, s := range g.sites {
		if s.instr == nil {
			continue
		}
		for _, c := range s.callees {
			if c.fn == nil || c.fn.Blocks != nil {
				continue
			}
			obj := ssaval.FuncObject(c.fn)
			if obj == nil {
				continue
			}
			ff := g.imported(obj)
			if ff == nil {
				continue
			}
			args := s.instr.Common().Args
			if s.instr.Common().IsInvoke() {
				args = append([]ssa.Value{s.instr.Common().Value}, args...)
			}
			for _, d := range ff.Defs {
				if d.Param < len(args) && !done[s] {
					if src := g.promptSource(g.val(args[d.Param])); src != nil {
						done[s] = true
						out = append(out, &Flattened{Pos: s.pos, What: d.What + " (in " + gotypes.ShortFuncName(obj) + " at " + factpos.Short(d.Pos) + ")", Source: src})
					}
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos < out[j].Pos })
	return out
}

// promptSource returns the prompts/list source of the value at n, if it
// derives from one; a listing call is preferred to a parameter.
func (g *graph) promptSource(n node) *PromptSource {
	var first *PromptSource
	for _, l := range g.Labels(n) {
		if g.kinds[l] != lPrompt {
			continue
		}
		src := g.payload[l].(*PromptSource)
		if src.call {
			return src
		}
		if first == nil {
			first = src
		}
	}
	return first
}

// loadHotGlobals reads which globals upstream packages filled with
// functions, or values of types, that reach prompts/get.
func (g *graph) loadHotGlobals() {
	for _, pf := range g.pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*PkgFact); ok {
			for i := range f.Hot {
				h := &f.Hot[i]
				g.hotSeeds[h.Global+h.Path] = append(g.hotSeeds[h.Global+h.Path], h)
			}
		}
	}
}

// seedContent gives the contents of a global's location the hot values
// that upstream packages stored there.
func (g *graph) seedContent(o label, n node) {
	obj := g.obj(o)
	if obj.global == "" || len(g.hotSeeds) == 0 {
		return
	}
	for _, h := range g.hotSeeds[obj.global+obj.path] {
		if len(h.Methods) > 0 {
			g.Add(n, g.label(lMethods, h, &methodsOf{name: h.Name, methods: h.Methods}))
			continue
		}
		g.Add(n, g.label(lExt, h, &extValue{name: h.Name, path: h.Hot}))
	}
}

// directives are the //mcpvet: directives of a package: the functions
// marked as dispatch entries and as user selections, whether a package doc
// comment asks for strict mode, and the directives that are malformed or
// misplaced.
type directives struct {
	dispatch, userselect map[*ast.FuncDecl]bool
	strict               bool
	problems             []Problem
}

// parseDirectives finds the //mcpvet: directives of the package's files.
func parseDirectives(pass *analysis.Pass) directives {
	d := directives{dispatch: map[*ast.FuncDecl]bool{}, userselect: map[*ast.FuncDecl]bool{}}
	for _, f := range pass.Files {
		docs := map[*ast.CommentGroup]*ast.FuncDecl{}
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Doc != nil {
				docs[fd.Doc] = fd
			}
		}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				text, ok := strings.CutPrefix(c.Text, "//mcpvet:")
				if !ok {
					continue
				}
				verb, _, _ := strings.Cut(strings.ReplaceAll(text, "\t", " "), " ") // a tab separates too, as after ignore
				switch verb {
				case "dispatch", "userselect":
					marked := d.dispatch
					if verb == "userselect" {
						marked = d.userselect
					}
					if fd := docs[cg]; fd != nil {
						marked[fd] = true
					} else {
						d.problems = append(d.problems, Problem{c.Pos(), "misplaced //mcpvet:" + verb + ": it must be in the doc comment of a function declaration"})
					}
				case "strict":
					if cg == f.Doc {
						d.strict = true
					} else {
						d.problems = append(d.problems, Problem{c.Pos(), "misplaced //mcpvet:strict: it must be in the package's doc comment"})
					}
				case "ignore":
					if msg := suppress.Check(c.Text); msg != "" {
						d.problems = append(d.problems, Problem{c.Pos(), msg})
					}
				default:
					d.problems = append(d.problems, Problem{c.Pos(), "unknown directive //mcpvet:" + verb + " (known: dispatch, ignore, strict, userselect)"})
				}
			}
		}
	}
	return d
}
