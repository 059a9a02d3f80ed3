// Package suppress implements mcpvet's inline suppression directive:
//
//	//mcpvet:ignore <analyzer>[,<analyzer>...] <reason>
//
// A directive applies to a finding whose position, or any of whose
// evidence positions (Related), is on the directive's line or on the line
// below it. So a finding reported in a downstream package (a dispatch entry
// wired up in main) can be suppressed where the evidence is (at the hop in
// the package that fetches the prompt). The reason is required.
//
// Filtering happens inside each analyzer (Wrap), so suppression holds in
// every driver: mcpvet, go vet, golangci-lint and gopls. Reporting stale
// directives needs the whole program and is done by the mcpvet command.
package suppress

import (
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// Prefix starts every suppression directive.
const Prefix = "//mcpvet:ignore"

// Directive is one parsed suppression directive.
type Directive struct {
	File      string
	Line      int
	Analyzers []string
	Reason    string
}

// Parse parses the text of a comment that starts with Prefix. It returns
// an error describing what is wrong with a malformed directive.
func Parse(text string) (analyzers []string, reason string, err error) {
	rest, ok := strings.CutPrefix(text, Prefix)
	if !ok {
		return nil, "", fmt.Errorf("not a %s directive", Prefix)
	}
	if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
		return nil, "", fmt.Errorf("malformed directive %q: want %s <analyzer> <reason>", text, Prefix)
	}
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		return nil, "", fmt.Errorf("%s needs an analyzer name and a reason", Prefix)
	}
	for _, a := range strings.Split(fields[0], ",") {
		if a == "" {
			return nil, "", fmt.Errorf("malformed analyzer list %q in %s", fields[0], Prefix)
		}
		analyzers = append(analyzers, a)
	}
	if len(fields) < 2 {
		return analyzers, "", fmt.Errorf("%s %s has no reason: say why the finding does not apply", Prefix, fields[0])
	}
	return analyzers, strings.Join(fields[1:], " "), nil
}

// Analyzers are the names a directive may list ("all" means every one).
var Analyzers = []string{"promptreach", "hostannot", "dualreg", "elicitmulti", "elicitcap", "elicitaction", "elicitconfirm", "promptname", "all"}

// Check returns what is wrong with a directive comment, or "".
func Check(text string) string {
	analyzers, _, err := Parse(text)
	if err != nil {
		return err.Error()
	}
	for _, a := range analyzers {
		if !slices.Contains(Analyzers, a) {
			return fmt.Sprintf("%s names unknown analyzer %q (known: %s)", Prefix, a, strings.Join(Analyzers, ", "))
		}
	}
	return ""
}

// FileDirectives returns the well-formed directives in a Go source file's
// content, by line. Only line comments that start with the directive count:
// not a directive quoted in a string literal or inside another comment.
func FileDirectives(name string, content []byte) []Directive {
	var out []Directive
	fset := token.NewFileSet()
	file := fset.AddFile(name, -1, len(content))
	var sc scanner.Scanner
	sc.Init(file, content, nil, scanner.ScanComments)
	for {
		pos, tok, lit := sc.Scan()
		if tok == token.EOF {
			break
		}
		if tok != token.COMMENT || !strings.HasPrefix(lit, Prefix) {
			continue
		}
		analyzers, reason, err := Parse(strings.TrimSpace(lit))
		if err != nil {
			continue
		}
		out = append(out, Directive{File: name, Line: fset.Position(pos).Line, Analyzers: analyzers, Reason: reason})
	}
	return out
}

var cache sync.Map // file name -> []Directive

func directivesOf(file string) []Directive {
	if d, ok := cache.Load(file); ok {
		return d.([]Directive)
	}
	content, err := os.ReadFile(file)
	var ds []Directive
	if err == nil {
		ds = FileDirectives(file, content)
	}
	cache.Store(file, ds)
	return ds
}

// Matches reports whether directive d suppresses a finding of analyzer at
// position p.
func (d Directive) Matches(analyzer string, p token.Position) bool {
	return p.Filename == d.File && (p.Line == d.Line || p.Line == d.Line+1) &&
		(slices.Contains(d.Analyzers, analyzer) || slices.Contains(d.Analyzers, "all"))
}

// Suppressed reports whether a diagnostic of the named analyzer is
// suppressed by a directive at its position or at one of its evidence
// positions.
func Suppressed(fset *token.FileSet, analyzer string, d analysis.Diagnostic) bool {
	positions := []token.Pos{d.Pos}
	for _, r := range d.Related {
		positions = append(positions, r.Pos)
	}
	for _, pos := range positions {
		if !pos.IsValid() {
			continue
		}
		p := fset.Position(pos)
		for _, dir := range directivesOf(p.Filename) {
			if dir.Matches(analyzer, p) {
				return true
			}
		}
	}
	return false
}

// Disabled turns Wrap into a no-op. A driver that sees every finding of a
// run (the mcpvet command) sets it before analysis, applies Suppressed
// itself, and so can count suppressions and report directives that
// suppress nothing. Set it before any analyzer runs; never change it during
// a run.
var Disabled bool

// Wrap makes pass.Report drop the diagnostics that a directive suppresses,
// unless Disabled is set.
func Wrap(pass *analysis.Pass, analyzer string) {
	if Disabled {
		return
	}
	report := pass.Report
	pass.Report = func(d analysis.Diagnostic) {
		if !Suppressed(pass.Fset, analyzer, d) {
			report(d)
		}
	}
}
