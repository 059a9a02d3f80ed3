// Command oracle checks mcpvet's promptreach dispatch findings on one module
// of the real-code corpus against a whole-program call graph.
//
// It loads the module (with its tests) and every dependency from source,
// builds the whole program's SSA form (generic functions instantiated) and
// the x/tools VTA call graph seeded by CHA, as govulncheck does:
//
//	vta.CallGraph(ssautil.AllFunctions(prog), cha.CallGraph(prog))
//
// and lists every path in that graph from a function mcpvet recognises as a
// model dispatch entry or MCP tool handler to a prompts/get sink that mcpvet
// does not report. Each such path must have a row in the triage file
// (testdata/corpus/oracle-triage.tsv): pruned by one of mcpvet's precision
// rules, a miss, or a defect reported elsewhere. An untriaged path makes the
// exit status 1.
//
// What it reads:
//
//   - the entries: the "mcpflow entry" lines mcpvet prints on stderr under
//     MCPVET_DEBUG=1 (flow.run prints one per entry it finds), matched to the
//     program's functions by (*ssa.Function).String();
//   - the findings: mcpvet's -json output. A promptreach finding whose
//     message says "reaches prompts/get" (not a strict-mode one) covers,
//     for each of its paths (Related hops; "path N, hop 1" starts the next
//     one, a path per prompts/get the finding's call reaches), the sink at
//     the path's last hop and every function in which one of the path's
//     hops (or the finding's own position) lies: the innermost function
//     declaring that position, and the functions a range-over-func body is
//     written in.
//
// The sinks are the oracle's own, recognised by go/types identity in the
// module's code (the SDKs' own library packages excluded, as mcpvet
// excludes them): a call whose static callee or interface method is a
// prompts/get method of internal/sdk's table, or that VTA resolves to one;
// a call of a method value of such a method (the wrapper go/ssa makes); and
// a hand-rolled JSON-RPC request: the constant "prompts/get" (or constant
// JSON text with "method":"prompts/get") stored into a struct field, put in
// a map as a value, or passed to a function that is not the standard
// library's; comparisons, map keys and formatting are not requests.
//
// Paths: the callers of a sink's function are followed backwards in the
// VTA graph through the module's own functions and the wrappers go/ssa
// makes (bound methods, thunks, generic instances); the SDKs and other
// libraries are not walked through, but a function value passed to a call
// into them counts as called by the function that passes it (errgroup.Go,
// sort.Slice, an SDK's range-over-func iterator). An (entry, sink) pair is
// reported when a finding covers the entry and the sink, or when every
// path from the entry to the sink runs through another entry that a
// finding covers with that sink (mcpvet reports a path once, at the
// innermost entry). For each unreported pair the shortest path avoiding
// such entries is printed, hop by hop.
//
// What it is not: it is no ground truth. VTA is context-insensitive and
// keeps one node per field, map or slice element type, so it merges a user
// table and a model table of one function type, and it knows nothing of
// which code acts on the tool call; those paths are triaged as pruned. Its
// paths stop at the module's boundary (a path through an SDK or another
// library, such as an in-process client calling the module's own server,
// is not seen), and it does not check the flattening half of promptreach
// (prompt data reaching a tool definition needs data flow, not a call
// graph).
package main

import (
	"flag"
	"fmt"
	"os"
	"time"
)

func main() {
	dir := flag.String("dir", ".", "the module `directory` to load")
	root := flag.String("root", "", "the repository root positions are printed relative to (default -dir)")
	repo := flag.String("repo", "", "the repository (owner/name) for the triage file")
	findings := flag.String("findings", "", "`file` with mcpvet's -json output for the module")
	debug := flag.String("debug", "", "`file` with mcpvet's stderr under MCPVET_DEBUG=1 (the entries)")
	triagePath := flag.String("triage", "", "the triage `file` (repo, entry, sink, verdict, reason)")
	verbose := flag.Bool("v", false, "also print the reported pairs and the triaged paths")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: oracle -repo owner/name -findings mcpvet.json -debug mcpvet.stderr -triage oracle-triage.tsv [-dir module] [-root repo]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *repo == "" || *findings == "" || *debug == "" || *triagePath == "" || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	if *root == "" {
		*root = *dir
	}
	os.Exit(run(config{
		dir: *dir, root: *root, repo: *repo, findings: *findings, debug: *debug,
		triage: *triagePath, verbose: *verbose,
	}))
}

type config struct {
	dir, root, repo, findings, debug, triage string
	verbose                                  bool
}

// run returns the exit status: 0 when every unreported path is triaged, 1
// when one is not, 2 when the inputs cannot be read or the module does not
// load.
func run(c config) int {
	entries, err := readEntries(c.debug)
	if err != nil {
		fmt.Fprintln(os.Stderr, "oracle:", err)
		return 2
	}
	fs, err := readFindings(c.findings)
	if err != nil {
		fmt.Fprintln(os.Stderr, "oracle:", err)
		return 2
	}
	tri, err := readTriage(c.triage, c.repo)
	if err != nil {
		fmt.Fprintln(os.Stderr, "oracle:", err)
		return 2
	}

	t0 := time.Now()
	w, err := load(c.dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "oracle:", err)
		return 2
	}
	tLoad := time.Since(t0)
	t1 := time.Now()
	w.buildGraph()
	tVTA := time.Since(t1)

	w.rel = relativeTo(c.root)
	res := w.check(entries, fs)
	status := report(os.Stdout, c, w, res, tri)
	fmt.Printf("oracle %s: time load+ssa %.1fs, vta %.1fs; %d functions, %d call edges, %d package errors\n",
		c.repo, tLoad.Seconds(), tVTA.Seconds(), len(w.graph.Nodes), w.edges, w.pkgErrors)
	return status
}
