// Package elicitmulti defines an Analyzer that reports MCP tool handlers
// that can ask the user more than one question per call. Its
// documentation is the Analyzer's Doc ("mcpvet help elicitmulti").
package elicitmulti

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/elicit"
)

const doc = `report MCP tool handlers that can elicit more than once in one call

Every elicitation is a dialog the user can abandon, so the share of
operations that finish is the product of the share that gets through each
question: a tool that asks four times loses people at every step, and
most of its questions ask for values the user already gave (they belong
in the tool's input schema) or for approval (destructiveHint and the
host's approval flow). elicitmulti counts the elicitations one call of a
tool handler can make along one path through its code and the helpers it
calls, in its package and others: go-sdk (*mcp.ServerSession).Elicit and
*mcp.ElicitParams in CallToolResult.InputRequests; mcp-go
RequestElicitation, RequestURLElicitation, InputRequestBuilder.Elicit and
mcp.NewElicitationInputRequest. Two or more in sequence, or one in a loop
("unbounded"), are reported once per handler, at the handler, with each
elicitation and the calls that reach it as evidence. Questions in
exclusive branches count once; the rounds of a multi-round-trip handler
are separate calls.

The fix it suggests is the plan-then-apply split: take the values as
arguments, let a read-only plan call compute what the decision needs and
return it, and let an apply call (annotated destructiveHint) take the
decisions as arguments. One question asked while an operation holds state
that nothing else can answer for (re-plan or abort an expired plan) is
not reported.`

// Analyzer reports tool handlers that can elicit more than once per call.
var Analyzer = elicit.NewAnalyzer("elicitmulti", doc, report)

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
