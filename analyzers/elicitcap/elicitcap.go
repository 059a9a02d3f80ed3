// Package elicitcap defines an Analyzer that reports MCP elicitations made
// without a check of the client's elicitation capability. Its
// documentation is the Analyzer's Doc ("mcpvet help elicitcap").
package elicitcap

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/elicit"
	"github.com/mcpvet/mcpvet/internal/sdk"
)

const doc = `report MCP elicitations with no check of the client's elicitation capability and no fallback

A client that did not declare the elicitation capability cannot answer a
question, and a tool that depends on one then does not work there at
all. elicitcap reports, in every MCP tool handler, each elicitation it
reaches (directly or through helpers, in its package or others) that no
capability check decides and that has no fallback:

  - mcp-go: RequestElicitation, RequestURLElicitation (on the server or a
    SessionWithElicitation), InputRequestBuilder.Elicit and
    mcp.NewElicitationInputRequest do not look at the client's
    capabilities, so the check is the server's: an if on
    GetClientCapabilities().Elicitation (or a helper that reads it) must
    decide whether the question is asked;
  - go-sdk: (*mcp.ServerSession).Elicit refuses with "client does not
    support elicitation", so it is reported when there is no check and its
    error is only passed on (returned, wrapped, or turned into an IsError
    result from its text): the tool just fails. A branch on the error that
    goes on with a default, returns a result or an error of its own, or
    inspects the error (errors.Is, errors.As) is a fallback. An
    *mcp.ElicitParams in CallToolResult.InputRequests has no error to
    handle, so it needs the check.

A check is an if on a condition computed from ClientCapabilities.Elicitation
(go-sdk InitializeParams().Capabilities, mcp-go GetClientCapabilities()),
or from the result of a function, in any package, that reads it (or calls
such a function), asks nothing itself and returns what the branch tests:
a bool, an error, the capability, or parameters it builds only when the
client can answer (canElicit(session), paramsFor(session) == nil), with
the elicitation on one side of it. The fix: check first, and give clients that cannot answer a defined
behaviour (take the value as an argument, or return a result that says
what to pass).`

// Analyzer reports elicitations without a capability check or fallback.
var Analyzer = elicit.NewAnalyzer("elicitcap", doc, report)

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
