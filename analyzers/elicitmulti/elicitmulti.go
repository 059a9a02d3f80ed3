package elicitmulti

import (
	_ "embed"
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/analysisdoc"
	"github.com/mcpvet/mcpvet/internal/elicit"
)

//go:embed doc.go
var doc string

// Analyzer reports tool handlers that can elicit more than once per call.
var Analyzer = elicit.NewAnalyzer("elicitmulti", analysisdoc.MustExtract(doc, "elicitmulti"), report)

func report(pass *analysis.Pass, res *elicit.Result) {
	for _, h := range res.Handlers {
		if h.Max < 2 && !h.Unbounded {
			continue
		}
		count := fmt.Sprintf("%d times", h.Max)
		if h.Unbounded {
			count = "an unbounded number of times"
		}
		var sites []string
		var related []analysis.RelatedInformation
		for i, o := range h.Witness {
			brief := o.Brief()
			if o.InLoop {
				brief += " (in a loop)"
			}
			sites = append(sites, brief)
			related = append(related, o.Evidence(pass, fmt.Sprintf("elicitation %d: %s", i+1, o.Site.API))...)
		}
		pass.Report(analysis.Diagnostic{
			Pos: h.Pos,
			Message: fmt.Sprintf("tool handler %s can elicit %s in one call (%s): each question is another point where the user can give up; "+
				"take values the user already gave as tool arguments, and split the operation into a read-only plan tool that returns what the decision needs "+
				"and an apply tool that takes the decisions as arguments", h.Name, count, strings.Join(sites, "; ")),
			Related: related,
		})
	}
}
