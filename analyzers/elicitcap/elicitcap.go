package elicitcap

import (
	_ "embed"
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/analysisdoc"
	"github.com/mcpvet/mcpvet/internal/elicit"
	"github.com/mcpvet/mcpvet/internal/sdk"
)

//go:embed doc.go
var doc string

// Analyzer reports elicitations without a capability check or fallback.
var Analyzer = elicit.NewAnalyzer("elicitcap", analysisdoc.MustExtract(doc, "elicitcap"), report)

func report(pass *analysis.Pass, res *elicit.Result) {
	for h, o := range res.Reached(pass, unchecked) {
		pass.Report(analysis.Diagnostic{
			Pos:     o.Start(pass),
			Message: fmt.Sprintf("tool handler %s elicits (%s) without checking the client's elicitation capability%s", h.Name, o.Brief(), why(o)),
			Related: o.Evidence(pass, "elicitation: "+o.Site.API),
		})
	}
}

// unchecked reports whether no capability check decides o and, where the
// SDK refuses a client without the capability, no fallback handles the
// refusal.
func unchecked(_ *elicit.Handler, o *elicit.Occurrence) bool {
	return !o.Checked && !(o.Site.SDKChecks && o.Fallback)
}

// why says what goes wrong for a client that cannot answer, and the fix.
func why(o *elicit.Occurrence) string {
	const fix = "; check the capability first and give clients that cannot answer a defined behaviour (take the value as a tool argument, or return a result that says what to pass)"
	switch {
	case o.Site.SDKChecks:
		return ", and its error is only passed on: go-sdk refuses the call for a client without the capability (\"client does not support elicitation\"), so there the tool just fails" +
			"; check req.Session.InitializeParams().Capabilities.Elicitation first, or handle that error with a fallback (take the value as a tool argument, or return a result that says what to pass)"
	case o.Site.Form == sdk.ElicitInputRequest:
		return ": an input request can only be answered by a client that declared elicitation, and the tool has no answer for one that did not" + fix
	}
	return ": mcp-go sends elicitation/create whatever the client declared, and a client without the capability cannot answer it" + fix
}
