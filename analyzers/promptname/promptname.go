package promptname

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/analysisdoc"
	"github.com/mcpvet/mcpvet/internal/factpos"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/incomplete"
	"github.com/mcpvet/mcpvet/internal/scope"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssapass"
	"github.com/mcpvet/mcpvet/internal/suppress"
)

//go:embed doc.go
var doc string

// Analyzer is the promptname analyzer.
var Analyzer = &analysis.Analyzer{
	Name:      "promptname",
	Doc:       analysisdoc.MustExtract(doc, "promptname"),
	URL:       "https://pkg.go.dev/github.com/mcpvet/mcpvet/analyzers/promptname",
	Requires:  []*analysis.Analyzer{scope.Analyzer, ssapass.Analyzer},
	FactTypes: []analysis.Fact{new(FuncFact), new(PkgFact)},
	Run:       run,
}

// maxRounds bounds the rounds over the package's functions: each round
// that changes a summary or a field makes another one to see its effect.
const maxRounds = 32

// state is what one run knows of the package.
type state struct {
	pass      *analysis.Pass
	sums      map[*ssa.Function]*summary
	order     []*ssa.Function
	evaluated map[*ssa.Function]int
	round     int
	changed   bool
	// cur is the summary of the function being evaluated; readers lists,
	// for each summary, field and global (dep), the functions whose last
	// evaluation read it, and dirty the functions to evaluate again
	// because something they read has changed since (see changed).
	cur       *summary
	readers   map[any]map[*ssa.Function]bool
	dirty     map[*ssa.Function]bool
	reporting bool
	sweepsCut bool // a function's cells still grew after maxSweeps sweeps

	fields     map[string]*Cell  // what fields of structs hold, by key
	fieldNames map[string]string // key -> "pkg.Type.Field"
	// exportedField: another package can name the field (an exported
	// field of an exported type).
	exportedField map[string]bool
	stored        map[string]bool // fields this package stores display strings into
	globals       map[*ssa.Global]*Cell

	importedSinks  map[string][]FieldSink
	localSinks     map[string][]Hop
	localSinkOrder []string

	findings []finding
	seen     map[string]bool

	pkg       *ssa.Package
	typeNames []*types.Named // the package's non-generic named types, in source order
	impls     map[*types.Func][]*ssa.Function
}

type finding struct {
	pos     token.Pos
	d       *Deriv
	nameToo bool
	chain   []Hop
}

func run(pass *analysis.Pass) (any, error) {
	suppress.Wrap(pass, "promptname")
	sc := pass.ResultOf[scope.Analyzer].(*scope.Result)
	built := ssapass.Of(pass)
	if built == nil || !sc.Relevant() {
		return nil, nil
	}
	s := &state{
		pass: pass, sums: map[*ssa.Function]*summary{}, evaluated: map[*ssa.Function]int{},
		fields: map[string]*Cell{}, fieldNames: map[string]string{}, exportedField: map[string]bool{}, stored: map[string]bool{},
		globals: map[*ssa.Global]*Cell{}, importedSinks: map[string][]FieldSink{},
		localSinks: map[string][]Hop{}, seen: map[string]bool{},
		readers: map[any]map[*ssa.Function]bool{}, dirty: map[*ssa.Function]bool{},
	}
	s.importPkgFacts()
	// The packages of the main module are all analysed: a helper that
	// knows nothing of MCP (a picker returning one of the strings it is
	// given) is a hop its callers need the summary of.
	if !sc.Main && !s.worthIt() {
		return nil, nil
	}
	defer built.Acquire(pass)()
	funcs := built.SrcFuncsAndLits()
	s.pkg, s.impls = built.Pkg(), map[*types.Func][]*ssa.Function{}
	pscope := pass.Pkg.Scope()
	for _, name := range pscope.Names() {
		if tn, ok := pscope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
			if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() == 0 {
				if _, isIface := n.Underlying().(*types.Interface); !isIface {
					s.typeNames = append(s.typeNames, n)
				}
			}
		}
	}
	// The first round evaluates every function; each later one only the
	// functions that read a summary, field or global that changed after
	// they read it (a worklist by rounds: a package's functions all took
	// another round before, and most packages two rounds and the
	// reporting sweep).
	converged := false
	for s.round = 1; s.round <= maxRounds; s.round++ {
		s.changed = false
		for _, fn := range funcs {
			if s.round == 1 || s.dirty[fn] {
				s.summaryOf(fn)
			}
		}
		if !s.changed {
			converged = true
			break
		}
	}
	if !converged {
		incomplete.Report(pass, incomplete.Cut{Limit: "the limit of rounds over the package's functions", Value: maxRounds})
	}
	s.reporting = true
	s.round++
	for _, fn := range funcs {
		s.summaryOf(fn)
	}
	for i := 0; i < len(s.order); i++ {
		s.summaryOf(s.order[i])
	}
	if s.sweepsCut {
		incomplete.Report(pass, incomplete.Cut{Limit: "the limit of sweeps over one function's instructions", Value: maxSweeps})
	}
	s.emit()
	s.exportFacts()
	return nil, nil
}

// worthIt reports whether the package can have a finding or a fact: it
// reads a display field, sets a prompts/get name, or uses what other
// packages said (a function with a summary, a field they fill or send).
func (s *state) worthIt() bool {
	if len(s.importedSinks) > 0 || len(s.fields) > 0 {
		return true
	}
	for _, f := range s.pass.AllObjectFacts() {
		if _, ok := f.Fact.(*FuncFact); ok {
			return true
		}
	}
	for _, obj := range s.pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && isNameArgSink(fn) {
			return true
		}
	}
	found := false
	for _, f := range s.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if found {
				return false
			}
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if sel := s.pass.TypesInfo.Selections[n]; sel != nil && sel.Kind() == types.FieldVal && promptSelection(sel) {
					found = true
				}
			case *ast.CompositeLit:
				t := s.pass.TypesInfo.TypeOf(n)
				st, ok := types.Unalias(gotypes.Deref(t)).Underlying().(*types.Struct)
				if !ok {
					return true
				}
				for _, e := range n.Elts {
					kv, ok := e.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					if id, ok := kv.Key.(*ast.Ident); ok {
						for i := range st.NumFields() {
							if st.Field(i).Name() == id.Name && sdk.PromptFieldOf(t, i) != 0 {
								found = true
							}
						}
					}
				}
			}
			return true
		})
		if found {
			return true
		}
	}
	return false
}

// promptSelection reports whether a field selection reads or writes a
// field of a listed prompt or the name of a prompts/get request.
func promptSelection(sel *types.Selection) bool {
	t := sel.Recv()
	idx := sel.Index()
	for k, i := range idx {
		st, ok := types.Unalias(gotypes.Deref(t)).Underlying().(*types.Struct)
		if !ok || i >= st.NumFields() {
			return false
		}
		if k == len(idx)-1 {
			return sdk.PromptFieldOf(t, i) != 0
		}
		t = st.Field(i).Type()
	}
	return false
}

// report records a finding.
func (s *state) report(pos token.Pos, d *Deriv, nameToo bool, chain []Hop) {
	key := fmt.Sprintf("%d %s %s", pos, d.Field, factpos.Short(d.Posn))
	if s.seen[key] {
		return
	}
	s.seen[key] = true
	s.findings = append(s.findings, finding{pos, d, nameToo, chain})
}

// emit reports the findings in source order.
func (s *state) emit() {
	sort.SliceStable(s.findings, func(i, j int) bool { return s.findings[i].pos < s.findings[j].pos })
	for _, f := range s.findings {
		s.pass.Report(f.diagnostic(s.pass))
	}
}

func (f finding) diagnostic(pass *analysis.Pass) analysis.Diagnostic {
	d := f.d
	steps := []string{fmt.Sprintf("%s (read at %s)", d.Field, factpos.Short(d.Posn))}
	for _, h := range d.Hops {
		steps = append(steps, h.Msg)
	}
	for i, h := range f.chain {
		if i == len(f.chain)-1 {
			steps = append(steps, fmt.Sprintf("%s at %s", h.Msg, factpos.Short(h.Posn)))
		} else {
			steps = append(steps, h.Msg)
		}
	}
	fallback := ""
	if f.nameToo {
		fallback = " (the Name only where the display string is empty)"
	}
	msg := fmt.Sprintf("prompts/get is named by a listed prompt's display string %s%s, not its Name: %s; "+
		"a server's name is the identifier prompts/get takes and its title or description is for people, so wherever they differ the host fetches the wrong prompt, or none: send the prompt's Name",
		d.Field, fallback, strings.Join(steps, " → "))
	related := []analysis.RelatedInformation{{Pos: factpos.Pos(pass, d.Posn), Message: "display string: " + d.Field}}
	for _, h := range d.Hops {
		related = append(related, analysis.RelatedInformation{Pos: factpos.Pos(pass, h.Posn), Message: h.Msg})
	}
	for _, h := range f.chain {
		related = append(related, analysis.RelatedInformation{Pos: factpos.Pos(pass, h.Posn), Message: h.Msg})
	}
	return analysis.Diagnostic{Pos: f.pos, Message: msg, Related: related}
}

// importPkgFacts reads what the packages this one depends on said of the
// fields of structs.
func (s *state) importPkgFacts() {
	facts := s.pass.AllPackageFacts()
	sort.Slice(facts, func(i, j int) bool { return facts[i].Package.Path() < facts[j].Package.Path() })
	for _, pf := range facts {
		f, ok := pf.Fact.(*PkgFact)
		if !ok {
			continue
		}
		for _, d := range f.Display {
			c := s.fields[d.Field]
			if c == nil {
				c = &Cell{}
				s.fields[d.Field] = c
			}
			c.union(d.Cell)
		}
		for _, sk := range f.Sinks {
			s.importedSinks[sk.Field] = append(s.importedSinks[sk.Field], sk)
		}
	}
}

// exportFacts attaches the summaries of the package's functions to them,
// and what the package does with fields of structs to the package.
func (s *state) exportFacts() {
	for _, fn := range s.order {
		obj, ok := fn.Object().(*types.Func)
		if !ok || obj.Pkg() != s.pass.Pkg || !obj.Exported() || fn.Parent() != nil || fn.Origin() != nil || fn.Synthetic != "" {
			continue
		}
		sum := s.sums[fn]
		ff := sum.FuncFact
		ff.Results = slices.Clone(ff.Results)
		res := fn.Signature.Results()
		for i := range ff.Results {
			// A result made from the parameters matters to callers when
			// it can be a name: strings, and what holds them.
			if ff.Results[i].Val.D == nil && ff.Results[i].Key.D == nil && !holdsStrings(res.At(i).Type()) {
				ff.Results[i] = Cell{}
			}
		}
		if ff.empty() {
			continue
		}
		s.pass.ExportObjectFact(obj, &ff)
	}
	var pf PkgFact
	keys := make([]string, 0, len(s.stored))
	for k := range s.stored {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !s.exportedField[k] {
			continue
		}
		pf.Display = append(pf.Display, FieldDisplay{Field: k, Cell: concrete(*s.fields[k])})
	}
	for _, f := range s.localSinkOrder {
		if !s.exportedField[strings.TrimSuffix(f, "#keys")] {
			continue
		}
		pf.Sinks = append(pf.Sinks, FieldSink{Field: f, Chain: s.localSinks[f]})
	}
	if len(pf.Display) > 0 || len(pf.Sinks) > 0 {
		s.pass.ExportPackageFact(&pf)
	}
}

func (f *FuncFact) empty() bool {
	for _, r := range f.Results {
		if !r.Val.bare() || !r.Key.bare() {
			return false
		}
	}
	return len(f.Sinks) == 0 && len(f.ParamFields) == 0 && len(f.Stores) == 0
}

// holdsStrings reports whether values of t are, or may hold, strings: a
// string, a container or pointer of strings, an interface, a struct.
func holdsStrings(t types.Type) bool {
	return holdsAtLeaf(t, 4, func(leaf types.Type) bool {
		switch leaf.(type) {
		case *types.Interface, *types.Struct:
			return true
		}
		return false
	})
}

// isNameArgSink reports whether fn issues prompts/get with the name as an
// argument (mcp-golang's GetPrompt).
func isNameArgSink(fn *types.Func) bool {
	f := sdk.LookupFunc(fn, sdk.PromptGet)
	return f != nil && f.Arg > 0
}
