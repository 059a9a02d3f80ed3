// Package incomplete makes every early stop of mcpvet's analyses visible.
//
// The analyses bound their work (the points-to solver's steps, hostannot's
// rounds and walks, dualreg's value search) so that no package can make
// them run away. A package that reaches a bound gets a partial answer, which
// can miss a finding or keep one that more work would have dropped; a
// linter that then passes in silence is trusted when it should not be. So
// each bound reached becomes a diagnostic of the analyzer whose verdict it
// touches, in the category Category: drivers that show diagnostics (go vet,
// gopls, golangci-lint, nogo) show it like a finding, and the mcpvet command
// counts it in its summary line, prints it as a warning and carries it in
// SARIF as a tool execution notification, apart from the findings.
package incomplete

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Category is the category of the diagnostics that report a cut.
const Category = "incomplete"

// Cut is one bound reached in one package.
type Cut struct {
	Pos   token.Pos // where the bounded work was (NoPos: the package)
	Limit string    // which bound, for people: "the solver's step budget"
	Value int       // the bound's value
	Flag  string    // the flag that raises it, "" if none
}

// Report reports c on pass: at c.Pos, or at the package clause of the
// package's first file.
func Report(pass *analysis.Pass, c Cut) {
	pos := c.Pos
	if !pos.IsValid() && len(pass.Files) > 0 {
		pos = pass.Files[0].Name.Pos()
	}
	raise := "report the package to mcpvet's issue tracker"
	if c.Flag != "" {
		raise = fmt.Sprintf("raise it with -%s=N (or report the package to mcpvet's issue tracker)", c.Flag)
	}
	pass.Report(analysis.Diagnostic{
		Pos:      pos,
		Category: Category,
		Message: fmt.Sprintf("analysis of %s cut short: %s (%d) was reached, so %s findings here may be missing or wrong; %s",
			pass.Pkg.Path(), c.Limit, c.Value, pass.Analyzer.Name, raise),
	})
}

// Limit returns the bound a cut's diagnostic message names.
func Limit(message string) string {
	_, rest, ok := strings.Cut(message, " cut short: ")
	if !ok {
		return "unknown"
	}
	limit, _, _ := strings.Cut(rest, " (")
	return limit
}
