// Package elicitconfirm defines an Analyzer that reports confirmation
// dialogs elicited before a destructive action. Its documentation is the
// Analyzer's Doc ("mcpvet help elicitconfirm").
package elicitconfirm

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/elicit"
	"github.com/mcpvet/mcpvet/internal/factpos"
)

const doc = `report confirmation dialogs elicited by a tool that performs a destructive action

A "Proceed?" dialog carries no value: it asks for approval, which is what
a tool's destructiveHint annotation and the host's own approval flow are
for, and the host shows the tool's name and arguments, which the dialog
does not. elicitconfirm reports, in an MCP tool handler, an elicitation
whose requested schema is a confirmation (a single boolean property, or a
single property whose enum values are all yes/no words: yes, no, ok,
proceed, confirm, continue, cancel, abort, approve, deny...) when the tool
performs a destructive action:

  - its registration in the package declares DestructiveHint true (go-sdk
    ToolAnnotations.DestructiveHint, mcp-go WithDestructiveHintAnnotation
    or ToolAnnotation; mcp-go's NewTool sets the hint by default, which is
    not taken as a statement about the tool), or
  - the handler reaches, directly or through helpers of any package, a
    call that destroys data: os.Remove, os.RemoveAll, os.Truncate,
    (*os.File).Truncate, syscall.Unlink, syscall.Rmdir, or a database/sql
    Exec or ExecContext of a constant DELETE, DROP or TRUNCATE statement.

The schema is read from the code: a *jsonschema.Schema or map literal,
through variables defined once and functions of the package that return
one, or jsonschema.For of a struct. The finding points at the tool's
annotations; the fix is to remove the dialog and declare DestructiveHint:
true. A real choice (skip, overwrite or duplicate) is not a confirmation,
and a destructive tool that asks nothing is what is wanted.`

// Analyzer reports confirmation dialogs before destructive actions.
var Analyzer = elicit.NewAnalyzer("elicitconfirm", doc, report)

func report(pass *analysis.Pass, res *elicit.Result) {
	for h, o := range res.Reached(pass, confirmsDestructive) {
		why, fix, evidence := destructive(pass, h)
		pass.Report(analysis.Diagnostic{
			Pos: o.Start(pass),
			Message: fmt.Sprintf("tool handler %s asks for confirmation (%s, %s) before a destructive action: %s; approval is what destructiveHint and the host's approval flow are for, "+
				"and the host shows the tool and its arguments, which the dialog does not; %s", h.Name, o.Site.Confirm, o.Brief(), why, fix),
			Related: append(o.Evidence(pass, "confirmation: "+o.Site.Confirm), evidence...),
		})
	}
}

// confirmsDestructive reports whether o is a confirmation dialog in a
// handler whose tool is destructive, by its annotations or by what it
// calls.
func confirmsDestructive(h *elicit.Handler, o *elicit.Occurrence) bool {
	return o.Site.Confirm != "" && (declaresDestructive(h) || h.Destroys != nil)
}

// declaresDestructive reports whether the registration of h's tool
// declares DestructiveHint: true.
func declaresDestructive(h *elicit.Handler) bool {
	return h.Tool != nil && h.Tool.Destructive.IsValid()
}

// destructive says why h's tool is destructive (its DestructiveHint, the
// destructive call it reaches, or both), the fix, and the evidence of
// both.
func destructive(pass *analysis.Pass, h *elicit.Handler) (why, fix string, evidence []analysis.RelatedInformation) {
	declared := declaresDestructive(h)
	if declared {
		why = fmt.Sprintf("the tool declares DestructiveHint: true (at %s)", factpos.Short(pass.Fset.Position(h.Tool.Destructive)))
		fix = "the host already asks for approval of a destructive tool: remove the dialog"
		evidence = append(evidence, analysis.RelatedInformation{Pos: h.Tool.Destructive, Message: "the tool's annotations declare DestructiveHint: true"})
	}
	d := h.Destroys
	if d == nil {
		return why, fix, evidence
	}
	if declared {
		why += ", and "
	}
	why += "it calls " + d.What + " (at " + factpos.Short(d.Posn)
	if len(d.Hops) > 0 {
		why += " via " + d.Hops[0].Callee
	}
	why += ")"
	evidence = append(evidence, d.Evidence(pass)...)
	if !declared {
		var where []analysis.RelatedInformation
		fix, where = declareFix(pass, h.Tool)
		evidence = append(evidence, where...)
	}
	return why, fix, evidence
}

// declareFix is the fix for a destructive tool that does not say so:
// declare DestructiveHint: true, where the tool's annotations or its
// registration are (and the annotations as evidence).
func declareFix(pass *analysis.Pass, tool *elicit.Tool) (string, []analysis.RelatedInformation) {
	fix := "remove the dialog and declare DestructiveHint: true in the tool's annotations"
	var evidence []analysis.RelatedInformation
	switch {
	case tool != nil && tool.Annotations.IsValid():
		fix += fmt.Sprintf(" (at %s)", factpos.Short(pass.Fset.Position(tool.Annotations)))
		evidence = append(evidence, analysis.RelatedInformation{Pos: tool.Annotations, Message: "the tool's annotations, without DestructiveHint: true"})
	case tool != nil:
		fix += fmt.Sprintf(" (registered at %s)", factpos.Short(pass.Fset.Position(tool.Reg)))
	}
	return fix + ", so that the host asks for approval", evidence
}
