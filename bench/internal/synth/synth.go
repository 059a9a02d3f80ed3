// Package synth writes synthetic MCP host modules for bench/compare and
// for the generator's correctness test: many packages using the go-sdk,
// mcp-go and two LLM SDKs (anthropic-sdk-go/v2, go-openai) the way real
// hosts do (tool packs, registries, conversation loops, MCP servers,
// prompt pickers), with a few templates that carry known promptreach
// findings.
//
// The expected findings are written by hand in the templates: a template
// line that must be reported ends with
//
//	//@want promptreach "substring of the message"
//
// The generator removes the comment from the file it writes and records
// file, line, analyzer and substring in expected_findings.json. Nothing is
// ever taken from mcpvet's output.
//
// Output is a function of (lines, seed, module): the same flags write the
// same bytes.
package synth

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/format"
	"math/rand/v2"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Options control Generate.
type Options struct {
	Dir    string // output directory (created; must be empty or absent)
	Lines  int    // approximate number of Go lines to write
	Seed   uint64
	Module string // module path; default DefaultModule
	Tidy   bool   // run "go mod tidy" in Dir after writing
}

// DefaultModule is the module path of generated hosts.
const DefaultModule = "example.com/agenthost"

// Module versions the generated go.mod requires.
var Requires = []string{
	"github.com/anthropics/anthropic-sdk-go/v2 v2.15.0",
	"github.com/mark3labs/mcp-go v1.2.1",
	"github.com/modelcontextprotocol/go-sdk v1.8.0",
	"github.com/sashabaranov/go-openai v1.43.0",
}

type gen struct {
	opt      Options
	rng      *rand.Rand
	files    map[string][]byte
	man      Manifest
	pkgs     map[string]bool
	packs    []pack // tool packs written so far, for hosts to import
	startees []string
	nextID   map[string]int
}

// Generate writes a module into opt.Dir and returns its manifest (also
// written to Dir/expected_findings.json).
func Generate(opt Options) (*Manifest, error) {
	if opt.Module == "" {
		opt.Module = DefaultModule
	}
	if opt.Lines <= 0 {
		opt.Lines = 10000
	}
	if ents, err := os.ReadDir(opt.Dir); err == nil && len(ents) > 0 {
		return nil, fmt.Errorf("%s is not empty", opt.Dir)
	}
	g := &gen{
		opt:    opt,
		rng:    rand.New(rand.NewPCG(opt.Seed, 0x6d637076)),
		files:  map[string][]byte{},
		pkgs:   map[string]bool{},
		nextID: map[string]int{},
		man: Manifest{
			Module:      opt.Module,
			Seed:        opt.Seed,
			TargetLines: opt.Lines,
			Units:       map[string]int{},
		},
	}
	if err := g.run(); err != nil {
		return nil, err
	}
	if err := g.write(); err != nil {
		return nil, err
	}
	if opt.Tidy {
		if err := Tidy(opt.Dir); err != nil {
			return nil, err
		}
	}
	return &g.man, nil
}

// GoEnv is the environment for go commands run in a generated or copied
// module: no workspace, module mode.
func GoEnv() []string {
	return append(os.Environ(), "GOWORK=off", "GO111MODULE=on", "GOFLAGS=-mod=mod")
}

// Tidy runs "go mod tidy" in dir.
func Tidy(dir string) error {
	cmd := exec.Command("go", "mod", "tidy")
	cmd.Dir = dir
	cmd.Env = GoEnv()
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go mod tidy in %s: %v\n%s", dir, err, out)
	}
	return nil
}

// kind is a unit template: it writes one or more packages.
type kind struct {
	name   string
	weight int
	gen    func(g *gen, name string) error
}

// kinds lists the templates. The first cycle writes each once, in this
// order, so even the smallest host holds every template; after that they
// are drawn by weight until the line budget is spent.
var kinds = []kind{
	{"toolpack", 12, (*gen).toolpack},
	{"gosdk-server", 4, (*gen).gosdkServer},
	{"mcpgo-server", 4, (*gen).mcpgoServer},
	{"claude-host", 3, (*gen).claudeHost},
	{"gpt-host", 3, (*gen).gptHost},
	{"picker", 2, (*gen).picker},
	{"split-tables", 1, (*gen).splitTables},
	// templates with findings
	{"leak-same-type-tables", 1, (*gen).leakTables},
	{"leak-iface-registry", 1, (*gen).leakIface},
	{"leak-shared-registry", 1, (*gen).leakSharedRegistry},
	{"leak-flatten", 1, (*gen).leakFlatten},
	{"leak-gateway", 1, (*gen).leakGateway},
	{"leak-global-wiring", 1, (*gen).leakWiring},
	{"leak-generic-registry", 1, (*gen).leakGeneric},
	{"leak-chan-worker", 1, (*gen).leakChanWorker},
	{"leak-directive", 1, (*gen).leakDirective},
}

func (g *gen) run() error {
	if err := g.platform(); err != nil {
		return err
	}
	total := 0
	for _, k := range kinds {
		total += k.weight
	}
	pick := func() kind {
		n := g.rng.IntN(total)
		for _, k := range kinds {
			if n < k.weight {
				return k
			}
			n -= k.weight
		}
		panic("unreachable")
	}
	budget := g.opt.Lines - 120 // main and app wiring
	for i := 0; ; i++ {
		var k kind
		if i < len(kinds) {
			k = kinds[i]
		} else {
			if g.man.Lines >= budget {
				break
			}
			k = pick()
		}
		if err := k.gen(g, g.unitName(k.name)); err != nil {
			return fmt.Errorf("template %s: %v", k.name, err)
		}
		g.man.Units[k.name]++
	}
	return g.app()
}

// unitName returns a fresh package-name stem for a unit of kind k.
func (g *gen) unitName(k string) string {
	stem := map[string]string{
		"toolpack":              "",
		"gosdk-server":          "srv",
		"mcpgo-server":          "mgsrv",
		"claude-host":           "claude",
		"gpt-host":              "gpt",
		"picker":                "picker",
		"split-tables":          "split",
		"leak-same-type-tables": "tables",
		"leak-iface-registry":   "iface",
		"leak-shared-registry":  "shared",
		"leak-flatten":          "flatten",
		"leak-gateway":          "gateway",
		"leak-global-wiring":    "wire",
		"leak-generic-registry": "generic",
		"leak-chan-worker":      "worker",
		"leak-directive":        "rpc",
	}[k]
	g.nextID[stem]++
	return fmt.Sprintf("%s%d", stem, g.nextID[stem])
}

const wantMarker = "//@want "

// file renders src (gofmt'ed), strips //@want markers, records them as
// expected findings of template tmpl, and stores the file at rel.
func (g *gen) file(rel, tmpl, src string) error {
	b, err := format.Source([]byte(src))
	if err != nil {
		return fmt.Errorf("%s: generated code does not parse: %v\n%s", rel, err, numbered(src))
	}
	lines := strings.Split(string(b), "\n")
	for i, l := range lines {
		j := strings.Index(l, wantMarker)
		if j < 0 {
			continue
		}
		spec := strings.TrimSpace(l[j+len(wantMarker):])
		an, q, ok := strings.Cut(spec, " ")
		if !ok {
			return fmt.Errorf("%s:%d: bad marker %q", rel, i+1, spec)
		}
		msg, err := strconv.Unquote(strings.TrimSpace(q))
		if err != nil {
			return fmt.Errorf("%s:%d: bad marker message %s: %v", rel, i+1, q, err)
		}
		g.man.Findings = append(g.man.Findings, Expected{File: rel, Line: i + 1, Analyzer: an, Message: msg, Template: tmpl})
		lines[i] = strings.TrimRight(l[:j], " \t")
	}
	stripped := strings.Join(lines, "\n")
	b2, err := format.Source([]byte(stripped))
	if err != nil {
		return fmt.Errorf("%s: %v", rel, err)
	}
	if bytes.Count(b2, []byte("\n")) != len(lines)-1 {
		return fmt.Errorf("%s: gofmt moved lines after markers were stripped", rel)
	}
	if _, dup := g.files[rel]; dup {
		return fmt.Errorf("%s written twice", rel)
	}
	g.files[rel] = b2
	g.man.Lines += bytes.Count(b2, []byte("\n"))
	g.man.Files++
	if d := path.Dir(rel); !g.pkgs[d] {
		g.pkgs[d] = true
		g.man.Packages++
	}
	return nil
}

func numbered(s string) string {
	var b strings.Builder
	for i, l := range strings.Split(s, "\n") {
		fmt.Fprintf(&b, "%4d %s\n", i+1, l)
	}
	return b.String()
}

var tokenRE = regexp.MustCompile(`\{\{[A-Z][A-Z0-9_]*\}\}`)

// render replaces the {{KEY}} tokens of tmpl.
func render(tmpl string, kv ...string) string {
	var pairs []string
	for i := 0; i+1 < len(kv); i += 2 {
		pairs = append(pairs, "{{"+kv[i]+"}}", kv[i+1])
	}
	s := strings.NewReplacer(pairs...).Replace(tmpl)
	if m := tokenRE.FindString(s); m != "" {
		panic("unreplaced token " + m)
	}
	return s
}

// r renders tmpl with {{MOD}} set to the module path.
func (g *gen) r(tmpl string, kv ...string) string {
	return render(tmpl, append([]string{"MOD", g.opt.Module}, kv...)...)
}

func (g *gen) write() error {
	if err := os.MkdirAll(g.opt.Dir, 0o755); err != nil {
		return err
	}
	var req strings.Builder
	for _, r := range Requires {
		fmt.Fprintf(&req, "\t%s\n", r)
	}
	g.files["go.mod"] = []byte(fmt.Sprintf("module %s\n\ngo 1.26.0\n\nrequire (\n%s)\n", g.opt.Module, req.String()))
	sort.Slice(g.man.Findings, func(i, j int) bool {
		a, b := g.man.Findings[i], g.man.Findings[j]
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
	mb, err := json.MarshalIndent(&g.man, "", "\t")
	if err != nil {
		return err
	}
	g.files[ManifestName] = append(mb, '\n')
	names := make([]string, 0, len(g.files))
	for n := range g.files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p := filepath.Join(g.opt.Dir, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, g.files[n], 0o644); err != nil {
			return err
		}
	}
	return nil
}

// imports renders an import block from a set of paths ("alias path" for
// renamed ones), standard library first.
func imports(set map[string]bool) string {
	var std, ext []string
	for p := range set {
		q := p
		if a, b, ok := strings.Cut(p, " "); ok {
			q = b
			p = a + " " + strconv.Quote(b)
		} else {
			p = strconv.Quote(p)
		}
		if strings.Contains(strings.SplitN(q, "/", 2)[0], ".") {
			ext = append(ext, p)
		} else {
			std = append(std, p)
		}
	}
	sort.Strings(std)
	sort.Strings(ext)
	var b strings.Builder
	b.WriteString("import (\n")
	for _, p := range std {
		b.WriteString("\t" + p + "\n")
	}
	if len(std) > 0 && len(ext) > 0 {
		b.WriteString("\n")
	}
	for _, p := range ext {
		b.WriteString("\t" + p + "\n")
	}
	b.WriteString(")\n")
	return b.String()
}
