// Command compare is the body of bench/compare: it builds mcpvet,
// bench/vetsuite and bench/floor from this module, prepares the benchmark
// modules (go-sdk and mcp-go copied from the module cache, synthetic hosts
// written by bench/gen, corpus repositories extracted from their
// snapshots), checks that mcpvet reports exactly the expected findings on
// each (on a corpus module: that it finishes cleanly), then runs the three
// commands alternately (A B C A B C ...) on each module and prints the
// median wall time and peak RSS of each, the ratios mcpvet/vetsuite and
// mcpvet/floor, a scaling line and, last, the worst mcpvet/vetsuite wall
// ratio.
//
// Run it through the script: bench/compare [flags].
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/mcpvet/mcpvet/bench/internal/synth"
)

// SDK modules benchmarked as they are, from the module cache, with the
// findings expected in them, written by hand from their source: go-sdk's
// "everything" example registers "greet" and "greet (with Icons)" both as
// tools (main.go:63, :65) and as prompts (:75, :76). The elicitation
// findings are those of the SDKs' examples and conformance servers, which
// ask without a capability check (triaged in testdata/corpus/README.md),
// and three tools without annotations, destructive by default, that ask a
// single-boolean confirmation (elicitconfirm; testdata/corpus/triage.tsv).
var sdkModules = []struct {
	key, path, version string
	want               []synth.Expected
}{
	{"go-sdk", "github.com/modelcontextprotocol/go-sdk", "v1.8.0", []synth.Expected{
		{File: "examples/server/everything/main.go", Line: 75, Analyzer: "dualreg", Message: `capability "greet" is registered both as a tool (mcp.AddTool at main.go:63)`},
		{File: "examples/server/everything/main.go", Line: 76, Analyzer: "dualreg", Message: `capability "greet (with Icons)" is registered both as a tool (mcp.AddTool at main.go:65)`},
		{File: "conformance/everything-server/main.go", Line: 446, Analyzer: "elicitcap", Message: "tool handler main.testElicitationHandler elicits ((*mcp.ServerSession).Elicit at main.go:446)"},
		{File: "conformance/everything-server/main.go", Line: 471, Analyzer: "elicitcap", Message: "tool handler main.testElicitationDefaultsHandler elicits ((*mcp.ServerSession).Elicit at main.go:471)"},
		{File: "conformance/everything-server/main.go", Line: 517, Analyzer: "elicitcap", Message: "tool handler main.testElicitationEnumsHandler elicits ((*mcp.ServerSession).Elicit at main.go:517)"},
		{File: "conformance/everything-server/main.go", Line: 761, Analyzer: "elicitcap", Message: "tool handler main.testInputRequiredElicitationHandler elicits (mcp.InputRequestMap entry (*mcp.ElicitParams)"},
		{File: "conformance/everything-server/main.go", Line: 841, Analyzer: "elicitcap", Message: "tool handler main.testInputRequiredRequestStateHandler elicits (mcp.InputRequestMap entry (*mcp.ElicitParams)"},
		{File: "conformance/everything-server/main.go", Line: 877, Analyzer: "elicitcap", Message: "tool handler main.testInputRequiredMultipleInputsHandler elicits (mcp.InputRequestMap entry (*mcp.ElicitParams)"},
		{File: "conformance/everything-server/main.go", Line: 904, Analyzer: "elicitcap", Message: "tool handler main.testInputRequiredMultiRoundHandler elicits (mcp.InputRequestMap entry (*mcp.ElicitParams)"},
		{File: "conformance/everything-server/main.go", Line: 918, Analyzer: "elicitcap", Message: "tool handler main.testInputRequiredMultiRoundHandler elicits (mcp.InputRequestMap entry (*mcp.ElicitParams)"},
		{File: "conformance/everything-server/main.go", Line: 962, Analyzer: "elicitcap", Message: "tool handler main.testInputRequiredTamperedStateHandler elicits (mcp.InputRequestMap entry (*mcp.ElicitParams)"},
		{File: "conformance/everything-server/main.go", Line: 841, Analyzer: "elicitconfirm", Message: `tool handler main.testInputRequiredRequestStateHandler asks for confirmation (a single boolean "ok"`},
		{File: "conformance/everything-server/main.go", Line: 962, Analyzer: "elicitconfirm", Message: `tool handler main.testInputRequiredTamperedStateHandler asks for confirmation (a single boolean "ok"`},
		{File: "examples/server/everything/main.go", Line: 240, Analyzer: "elicitcap", Message: "tool handler main.elicitFormTool elicits ((*mcp.ServerSession).Elicit at main.go:240)"},
		{File: "examples/server/everything/main.go", Line: 254, Analyzer: "elicitaction", Message: "main.elicitFormTool asserts a value of the accepted content to string"},
		{File: "examples/server/everything/main.go", Line: 254, Analyzer: "elicitaction", Message: "main.elicitFormTool reads the content of an elicitation's answer"},
		{File: "examples/server/everything/main.go", Line: 263, Analyzer: "elicitcap", Message: "tool handler main.elicitURLTool elicits ((*mcp.ServerSession).Elicit at main.go:263)"},
	}},
	{"mcp-go", "github.com/mark3labs/mcp-go", "v1.2.1", []synth.Expected{
		{File: "examples/conformance/main.go", Line: 110, Analyzer: "elicitcap", Message: "tool handler main.registerTools.func8 elicits ((*server.MCPServer).RequestElicitation at main.go:110)"},
		{File: "examples/conformance/main.go", Line: 142, Analyzer: "elicitcap", Message: "tool handler main.registerTools.func9 elicits ((*server.MCPServer).RequestElicitation at main.go:142)"},
		{File: "examples/conformance/main.go", Line: 161, Analyzer: "elicitcap", Message: "tool handler main.registerTools.func10 elicits ((*server.MCPServer).RequestElicitation at main.go:161)"},
		{File: "examples/elicitation/main.go", Line: 48, Analyzer: "elicitcap", Message: "tool handler main.demoElicitationHandler.func1 elicits ((*server.MCPServer).RequestElicitation at main.go:48)"},
		{File: "examples/elicitation/main.go", Line: 182, Analyzer: "elicitcap", Message: "tool handler main.main.func1 elicits ((*server.MCPServer).RequestElicitation at main.go:182)"},
		{File: "examples/elicitation/main.go", Line: 260, Analyzer: "elicitcap", Message: "tool handler main.main.func2 elicits ((*server.MCPServer).RequestURLElicitation at main.go:260)"},
		{File: "examples/multi_round_trip/main.go", Line: 126, Analyzer: "elicitcap", Message: "tool handler main.deploy elicits ((*server.InputRequestBuilder).Elicit at main.go:126)"},
		{File: "examples/multi_round_trip/main.go", Line: 126, Analyzer: "elicitconfirm", Message: `tool handler main.deploy asks for confirmation (a single boolean "approve"`},
	}},
}

var tools = []string{"mcpvet", "vetsuite", "floor"}

// floorEnv is added to floor's environment (-floor-source).
var floorEnv []string

type module struct {
	name    string
	dir     string
	lines   int              // lines of the .go files measured (without _test.go files when args has -test=false)
	want    []synth.Expected // nil for a corpus module
	host    bool
	env     []string // environment of every command run in dir
	args    []string // flags of all three commands, before ./...
	corpus  string   // owner/name of a corpus module, "" for the others
	summary string   // a corpus module's summary line, from the check
}

type sample struct {
	wall   time.Duration
	maxRSS int64 // bytes
}

func main() {
	log := func(format string, args ...any) { fmt.Fprintf(os.Stderr, "compare: "+format+"\n", args...) }
	rounds := flag.Int("rounds", envInt("BENCH_ROUNDS", 5), "timed rounds after the warm-up (env BENCH_ROUNDS)")
	sizesFlag := flag.String("sizes", envStr("BENCH_SIZES", "10000,50000,200000"), "comma-separated `lines` of the generated hosts (env BENCH_SIZES)")
	defaultMods := "go-sdk,mcp-go,hosts," + corpusPrefix + strings.Join(corpusDefault, ","+corpusPrefix)
	modsFlag := flag.String("modules", envStr("BENCH_MODULES", defaultMods), "comma-separated subset of go-sdk, mcp-go, hosts and corpus:OWNER/NAME (a row of "+manifestPath+", extracted from its snapshot; the default ones are skipped when their snapshot is absent) (env BENCH_MODULES)")
	mirror := flag.String("mirror", envStr("MCPVET_CORPUS_MIRROR", "/work/.mirror"), "`directory` of the corpus snapshots: DIR/OWNER+NAME/repo (env MCPVET_CORPUS_MIRROR)")
	seed := flag.Uint64("seed", 1, "generator seed")
	work := flag.String("work", envStr("BENCH_WORK", ""), "work `directory`; modules already prepared in it are reused (default: a new temporary directory, removed at the end unless -keep)")
	keep := flag.Bool("keep", false, "keep the work directory")
	quick := flag.Bool("quick", false, "quick run: -rounds 1 -sizes 10000, and without -modules no corpus module (a smoke test, not a measurement)")
	verifyOnly := flag.Bool("verify-only", false, "check findings and stop, no timing")
	floorSource := flag.Bool("floor-source", false, "run floor with FLOOR_FACTS=1: dependencies loaded from source, as the facts-based suites do (default: from export data)")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: bench/compare [flags]\n\nmcpvet against the go vet suite and a load-only floor; see bench/README.md.\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	floorName := "floor"
	if *floorSource {
		floorEnv = append(floorEnv, "FLOOR_FACTS=1")
		floorName = "floor(src)"
	}
	explicitMods := *modsFlag != defaultMods
	if *quick {
		*rounds, *sizesFlag = 1, "10000"
		if !explicitMods {
			*modsFlag = "go-sdk,mcp-go,hosts"
		}
	}
	sizes, err := parseSizes(*sizesFlag)
	if err != nil || *rounds < 1 {
		log("bad -sizes or -rounds: %v", err)
		os.Exit(2)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	root, err := os.Getwd()
	must(err)
	if _, err := os.Stat(filepath.Join(root, "bench", "vetsuite")); err != nil {
		log("run from the mcpvet module root (bench/compare does)")
		os.Exit(2)
	}

	// The modules asked for; corpus ones are looked up now, before any
	// build: a bad name fails at once.
	wantMods := map[string]bool{}
	var corpora []*corpusRepo
	var skipped []string // default corpus modules without a snapshot
	for _, m := range strings.Split(*modsFlag, ",") {
		m = strings.TrimSpace(m)
		switch {
		case m == "":
		case m == "go-sdk" || m == "mcp-go" || m == "hosts":
			wantMods[m] = true
		case strings.HasPrefix(m, corpusPrefix):
			repo := strings.TrimPrefix(m, corpusPrefix)
			if wantMods[m] {
				continue
			}
			wantMods[m] = true
			c, err := findCorpus(ctx, root, *mirror, repo)
			if errors.Is(err, errNoSnapshot) && !explicitMods {
				skipped = append(skipped, fmt.Sprintf("SKIPPED %s (a default module): %v", m, err))
				log("%s", skipped[len(skipped)-1])
				continue
			}
			if err != nil {
				log("-modules %s: %v", m, err)
				os.Exit(2)
			}
			corpora = append(corpora, c)
		default:
			log("unknown module %q in -modules (want go-sdk, mcp-go, hosts or corpus:OWNER/NAME)", m)
			os.Exit(2)
		}
	}
	if *work == "" {
		*work, err = os.MkdirTemp("", "mcpvet-bench-")
		must(err)
		if !*keep {
			defer os.RemoveAll(*work)
		}
	}
	*work, err = filepath.Abs(*work)
	must(err)
	fail := func(format string, args ...any) {
		log(format, args...)
		if !*keep {
			os.RemoveAll(*work)
		}
		os.Exit(1)
	}

	// 1. Build the three commands from this module: same x/tools.
	bin := filepath.Join(*work, "bin")
	for _, t := range tools {
		pkg := "./bench/" + t
		if t == "mcpvet" {
			pkg = "./cmd/mcpvet"
		}
		log("go build %s", pkg)
		if out, err := goCmd(ctx, root, "build", "-o", filepath.Join(bin, t), pkg); err != nil {
			fail("go build %s: %v\n%s", pkg, err, out)
		}
	}

	// 2. Prepare the modules.
	var mods []*module
	for _, s := range sdkModules {
		if !wantMods[s.key] {
			continue
		}
		dir := filepath.Join(*work, "mods", s.key)
		log("copying %s@%s from the module cache to %s", s.path, s.version, dir)
		if err := copySDK(ctx, *work, s.path, s.version, dir); err != nil {
			fail("%v", err)
		}
		want := s.want
		if want == nil {
			want = []synth.Expected{}
		}
		mods = append(mods, &module{name: s.key + "@" + s.version, dir: dir, lines: countLines(dir, true), want: want, env: synth.GoEnv()})
	}
	if wantMods["hosts"] {
		for _, n := range sizes {
			name := "host-" + kLines(n)
			dir := filepath.Join(*work, "mods", name)
			if _, err := os.Stat(filepath.Join(dir, synth.ManifestName)); err == nil {
				log("reusing %s in %s", name, dir)
			} else {
				log("generating %s (%d lines, seed %d) in %s", name, n, *seed, dir)
				os.RemoveAll(dir)
				if _, err := synth.Generate(synth.Options{Dir: dir, Lines: n, Seed: *seed, Tidy: true}); err != nil {
					fail("generating %s: %v", name, err)
				}
			}
			m, err := synth.ReadManifest(dir)
			if err != nil {
				fail("%v", err)
			}
			want := m.Findings
			if want == nil {
				want = []synth.Expected{}
			}
			mods = append(mods, &module{name: name, dir: dir, lines: countLines(dir, true), want: want, host: true, env: synth.GoEnv()})
		}
	}
	for _, c := range corpora {
		ms, err := c.prepare(ctx, filepath.Join(*work, "mods", strings.Replace(c.repo, "/", "+", 1)), log)
		if err != nil {
			fail("%v", err)
		}
		mods = append(mods, ms...)
	}
	if len(mods) == 0 {
		fail("no modules selected (-modules %q)", *modsFlag)
	}

	// 3. Correctness first: a fast wrong answer must not pass.
	bad := false
	for _, m := range mods {
		if m.corpus != "" {
			log("checking that mcpvet %s ./... finishes cleanly on %s (%s)", strings.Join(m.args, " "), m.name, m.corpus)
			summary, n, err := checkCorpus(ctx, filepath.Join(bin, "mcpvet"), m)
			if err != nil {
				fail("%s: %v", m.name, err)
			}
			m.summary = summary
			log("%s: %d findings, no cut, no error: %s", m.name, n, summary)
			continue
		}
		log("checking mcpvet findings on %s", m.name)
		var stdout, stderr bytes.Buffer
		c := exec.CommandContext(ctx, filepath.Join(bin, "mcpvet"), "-json", "./...")
		c.Dir, c.Env, c.Stdout, c.Stderr = m.dir, m.env, &stdout, &stderr
		if err := c.Run(); err != nil {
			fail("%s: mcpvet -json ./...: %v\n%s", m.name, err, tail(stderr.Bytes(), 40))
		}
		got, err := synth.ParseJSON(stdout.Bytes(), m.dir)
		if err != nil {
			fail("%s: %v", m.name, err)
		}
		missing, unexpected := synth.Compare(m.want, got)
		if r := synth.Report(m.dir, missing, unexpected); r != "" {
			bad = true
			log("%s: findings differ from the expectation (%d expected, %d reported):\n%s", m.name, len(m.want), len(got), r)
		} else {
			log("%s: %d findings, as expected", m.name, len(got))
		}
	}
	if bad {
		if !*keep {
			log("(rerun with -keep to inspect the modules)")
		}
		fail("FAIL: mcpvet's findings differ from the expected ones; no timing")
	}
	if *verifyOnly {
		log("findings verified; -verify-only: no timing")
		return
	}

	// 4. Time: a warm-up round, then A B C A B C ...
	results := map[string]map[string][]sample{}
	tsv, err := os.Create(filepath.Join(*work, "samples.tsv"))
	must(err)
	defer tsv.Close()
	fmt.Fprintf(tsv, "module\tlines\tround\ttool\twall_s\tmaxrss_kib\n")
	loadStart := loadavg()
	for _, m := range mods {
		results[m.name] = map[string][]sample{}
		for r := 0; r <= *rounds; r++ {
			for _, t := range tools {
				env := m.env
				if t == "floor" {
					env = append(slices.Clone(env), floorEnv...)
				}
				s, err := run(ctx, filepath.Join(bin, t), m, filepath.Join(*work, "last-"+t+".out"), env)
				if err != nil {
					fail("%s: %s %s: %v", m.name, t, strings.Join(append(slices.Clone(m.args), "./..."), " "), err)
				}
				label := "warm-up"
				if r > 0 {
					label = fmt.Sprintf("round %d/%d", r, *rounds)
					results[m.name][t] = append(results[m.name][t], s)
					fmt.Fprintf(tsv, "%s\t%d\t%d\t%s\t%.3f\t%d\n", m.name, m.lines, r, t, s.wall.Seconds(), s.maxRSS/1024)
				}
				log("%s %s %-8s %6.1fs %5d MiB", m.name, label, t, s.wall.Seconds(), s.maxRSS>>20)
			}
		}
	}

	// 5. Report.
	fmt.Printf("mcpvet vs go vet suite vs load-only floor, same driver (multichecker) and x/tools; %s, %d CPUs, load average %s at start, %s at end\n",
		runtime.Version(), runtime.NumCPU(), loadStart, loadavg())
	fmt.Printf("median of %d rounds after a warm-up, run alternately; RSS is the peak RSS of the largest process (median over rounds); samples in %s\n",
		*rounds, filepath.Join(*work, "samples.tsv"))
	for _, s := range skipped {
		fmt.Println(s)
	}
	for _, m := range mods {
		if m.corpus != "" {
			fmt.Printf("%s: %s at the manifest's commit, %s ./... for all three commands (lines without _test.go files); %s\n",
				m.name, m.corpus, strings.Join(m.args, " "), m.summary)
		}
	}
	fmt.Printf("%-20s %8s  %-16s %-16s %-16s %-22s %s\n", "module", "lines", "mcpvet", "vetsuite", floorName, "mcpvet/vetsuite", "mcpvet/"+floorName)
	worst, worstMod := 0.0, ""
	med := map[string]map[string]sample{}
	for _, m := range mods {
		med[m.name] = map[string]sample{}
		for _, t := range tools {
			med[m.name][t] = median(results[m.name][t])
		}
		a, v, f := med[m.name]["mcpvet"], med[m.name]["vetsuite"], med[m.name]["floor"]
		rw, rr := ratio(a.wall.Seconds(), v.wall.Seconds()), ratio(float64(a.maxRSS), float64(v.maxRSS))
		fw, fr := ratio(a.wall.Seconds(), f.wall.Seconds()), ratio(float64(a.maxRSS), float64(f.maxRSS))
		fmt.Printf("%-20s %8d  %-16s %-16s %-16s wall %5.2f RSS %5.2f  wall %5.2f RSS %5.2f\n",
			m.name, m.lines, cell(a), cell(v), cell(f), rw, rr, fw, fr)
		if rw > worst {
			worst, worstMod = rw, m.name
		}
	}
	var hosts []*module
	for _, m := range mods {
		if m.host {
			hosts = append(hosts, m)
		}
	}
	slices.SortFunc(hosts, func(a, b *module) int { return a.lines - b.lines })
	if len(hosts) >= 2 {
		small, large := hosts[0], hosts[len(hosts)-1]
		per := func(m *module) float64 { return med[m.name]["mcpvet"].wall.Seconds() / (float64(m.lines) / 1000) }
		line := fmt.Sprintf("scaling: mcpvet %.3f s per 1k lines on %s vs %.3f s per 1k lines on %s (x%.2f)",
			per(large), large.name, per(small), small.name, ratio(per(large), per(small)))
		var segs []string
		for i := 1; i < len(hosts); i++ {
			a, b := hosts[i-1], hosts[i]
			d := (med[b.name]["mcpvet"].wall - med[a.name]["mcpvet"].wall).Seconds() / (float64(b.lines-a.lines) / 1000)
			dv := (med[b.name]["vetsuite"].wall - med[a.name]["vetsuite"].wall).Seconds() / (float64(b.lines-a.lines) / 1000)
			segs = append(segs, fmt.Sprintf("%s→%s %.3f s (vetsuite %.3f s)", a.name, b.name, d, dv))
		}
		line += "; marginal per 1k lines: " + strings.Join(segs, ", ")
		fmt.Println(line)
	} else {
		fmt.Println("scaling: needs two host sizes (-sizes)")
	}
	fmt.Printf("worst mcpvet/vetsuite wall ratio: %.2f\n", worst)
	log("worst ratio on %s", worstMod)
	if *keep {
		log("work directory kept: %s", *work)
	}
}

// run runs bin with m's flags and ./... in m's directory, with env, and
// measures it. Exit status 3 (findings) is a success; anything else but 0
// is an error.
func run(ctx context.Context, bin string, m *module, outFile string, env []string) (sample, error) {
	out, err := os.Create(outFile)
	if err != nil {
		return sample{}, err
	}
	defer out.Close()
	c := exec.CommandContext(ctx, bin, append(slices.Clone(m.args), "./...")...)
	c.Dir, c.Env, c.Stdout, c.Stderr = m.dir, env, out, out
	start := time.Now()
	err = c.Run()
	wall := time.Since(start)
	var ee *exec.ExitError
	if err != nil && !(errors.As(err, &ee) && ee.ExitCode() == 3) {
		b, _ := os.ReadFile(outFile)
		return sample{}, fmt.Errorf("%v\n%s", err, tail(b, 40))
	}
	s := sample{wall: wall}
	if ru, ok := c.ProcessState.SysUsage().(*syscall.Rusage); ok {
		s.maxRSS = int64(ru.Maxrss) * 1024 // kilobytes on Linux
	}
	return s, nil
}

func median(ss []sample) sample {
	if len(ss) == 0 {
		return sample{}
	}
	w := make([]time.Duration, len(ss))
	r := make([]int64, len(ss))
	for i, s := range ss {
		w[i], r[i] = s.wall, s.maxRSS
	}
	slices.Sort(w)
	slices.Sort(r)
	n := len(ss)
	if n%2 == 1 {
		return sample{w[n/2], r[n/2]}
	}
	return sample{(w[n/2-1] + w[n/2]) / 2, (r[n/2-1] + r[n/2]) / 2}
}

func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

func cell(s sample) string {
	return fmt.Sprintf("%6.1fs %5dMiB", s.wall.Seconds(), s.maxRSS>>20)
}

func kLines(n int) string {
	if n%1000 == 0 {
		return strconv.Itoa(n/1000) + "k"
	}
	return strconv.Itoa(n)
}

// copySDK copies module path@version from the module cache (downloading
// it if needed) to dst, makes it writable and downloads its dependencies.
func copySDK(ctx context.Context, work, path, version, dst string) error {
	if _, err := os.Stat(filepath.Join(dst, "go.mod")); err == nil {
		return nil // prepared by an earlier run with the same -work
	}
	out, err := goCmd(ctx, work, "mod", "download", "-json", path+"@"+version)
	if err != nil {
		return fmt.Errorf("go mod download %s@%s: %v\n%s", path, version, err, out)
	}
	var info struct{ Dir, Error string }
	if err := json.Unmarshal(out, &info); err != nil || info.Dir == "" {
		return fmt.Errorf("go mod download %s@%s: no directory (%s)", path, version, out)
	}
	os.RemoveAll(dst)
	err = filepath.WalkDir(info.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(info.Dir, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755) // u+w
		}
		if !d.Type().IsRegular() {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, fi.Mode().Perm()|0o200) // u+w
	})
	if err != nil {
		return fmt.Errorf("copying %s: %v", info.Dir, err)
	}
	if out, err := goCmd(ctx, dst, "mod", "download"); err != nil {
		return fmt.Errorf("go mod download in %s: %v\n%s", dst, err, out)
	}
	return nil
}

func goCmd(ctx context.Context, dir string, args ...string) ([]byte, error) {
	c := exec.CommandContext(ctx, "go", args...)
	c.Dir, c.Env = dir, synth.GoEnv()
	return c.CombinedOutput()
}

// countLines counts the lines of the .go files the go command would see
// under dir (testdata, vendor, and names starting with . or _ skipped;
// _test.go files unless tests).
func countLines(dir string, tests bool) int {
	n := 0
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		name := d.Name()
		if d.IsDir() {
			if p != dir && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") && !strings.HasPrefix(name, ".") && !strings.HasPrefix(name, "_") && (tests || !strings.HasSuffix(name, "_test.go")) {
			f, err := os.Open(p)
			if err != nil {
				return nil
			}
			defer f.Close()
			r := bufio.NewReader(f)
			for {
				_, err := r.ReadSlice('\n')
				if err == bufio.ErrBufferFull {
					continue
				}
				if err == io.EOF {
					break
				}
				if err != nil {
					break
				}
				n++
			}
		}
		return nil
	})
	return n
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

func tail(b []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = append([]string{"..."}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}

func parseSizes(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		if f == "" {
			continue
		}
		mult := 1
		if k, ok := strings.CutSuffix(f, "k"); ok {
			f, mult = k, 1000
		}
		n, err := strconv.Atoi(f)
		if err != nil || n*mult < 1000 {
			return nil, fmt.Errorf("bad size %q", f)
		}
		out = append(out, n*mult)
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

func envStr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func envInt(k string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(k)); err == nil {
		return v
	}
	return def
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "compare:", err)
		os.Exit(1)
	}
}
