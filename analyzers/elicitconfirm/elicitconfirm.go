// Package elicitconfirm defines an Analyzer that reports confirmation
// dialogs elicited before a destructive action. Its documentation is the
// Analyzer's Doc ("mcpvet help elicitconfirm").
package elicitconfirm

import (
	"fmt"
	"go/token"

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
is destructive, which the finding says:

  - declared destructive: its registration in the package declares
    DestructiveHint true (go-sdk ToolAnnotations.DestructiveHint, mcp-go
    WithDestructiveHintAnnotation or ToolAnnotation);
  - destructive by default: the tool literal or mcp-go constructor the
    registration shows sets neither DestructiveHint nor ReadOnlyHint: true
    (no annotations, or annotations without the hint). By the MCP
    specification destructiveHint defaults to true when readOnlyHint is
    not true, and mcp-go's NewTool sets the same defaults, so a host that
    honours hints already asks for approval;
  - it reaches a destructive call: the handler reaches, directly or
    through helpers of any package, a call that destroys data:
    os.Remove, os.RemoveAll, os.Truncate, (*os.File).Truncate,
    syscall.Unlink, syscall.Rmdir, or a database/sql Exec or ExecContext
    of a constant DELETE, DROP or TRUNCATE statement.

Only annotations that say the tool is not destructive (DestructiveHint:
false, or ReadOnlyHint: true, in the options in order: mcp-go's
WithToolAnnotation replaces the hints set before it) take a tool out of
the rule, also when it reaches a destructive call: the host does not ask
for approval of such a tool, and the dialog is then the only approval
there is (the annotation is what is wrong). A tool whose registration the
package does not show, or whose hints the code does not show (annotations
made by a function, an option of the code's own, a field of the tool
assigned after its definition), is judged by a declared DestructiveHint
and its destructive calls alone.

The schema is read from the code: a *jsonschema.Schema or map literal,
through variables defined once and functions of the package that return
one, or jsonschema.For of a struct. The finding points at the dialog (or
at the call on the way to it); the fix is to remove the dialog (and, for
a tool known only by its destructive call, to declare DestructiveHint:
true). A real choice (skip, overwrite or duplicate) is not a
confirmation, and a destructive tool that asks nothing is what is wanted.`

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
// handler whose tool is destructive: by its annotations, by the
// specification's default, or by what it calls; a tool whose annotations
// say it is not destructive is left out.
func confirmsDestructive(h *elicit.Handler, o *elicit.Occurrence) bool {
	if o.Site.Confirm == "" || h.Tool != nil && h.Tool.NotDestructive.IsValid() {
		return false
	}
	return declaresDestructive(h) || destructiveByDefault(h) || h.Destroys != nil
}

// declaresDestructive reports whether the registration of h's tool
// declares DestructiveHint: true.
func declaresDestructive(h *elicit.Handler) bool {
	return h.Tool != nil && h.Tool.Destructive.IsValid()
}

// destructiveByDefault reports whether h's tool, whose definition the
// code shows, sets neither DestructiveHint nor ReadOnlyHint true: the
// specification's defaults (and mcp-go's NewTool's) make it destructive.
func destructiveByDefault(h *elicit.Handler) bool {
	t := h.Tool
	return t != nil && t.Defined && !t.Destructive.IsValid() && !t.NotDestructive.IsValid()
}

// destructive says why h's tool is destructive (its DestructiveHint, the
// default, the destructive call it reaches, or one of the first two and
// the last), the fix, and the evidence.
func destructive(pass *analysis.Pass, h *elicit.Handler) (why, fix string, evidence []analysis.RelatedInformation) {
	short := func(pos token.Pos) string { return factpos.Short(pass.Fset.Position(pos)) }
	t := h.Tool
	annotated := true
	switch {
	case declaresDestructive(h):
		why = fmt.Sprintf("the tool declares DestructiveHint: true (at %s)", short(t.Destructive))
		evidence = append(evidence, analysis.RelatedInformation{Pos: t.Destructive, Message: "the tool's annotations declare DestructiveHint: true"})
	case destructiveByDefault(h) && t.NewTool:
		why = fmt.Sprintf("the tool is destructive by default: mcp-go's NewTool sets DestructiveHint: true unless an option says otherwise (registered at %s)", short(t.Reg))
		evidence = append(evidence, analysis.RelatedInformation{Pos: t.Reg, Message: "the tool's registration: NewTool, without DestructiveHint: false or ReadOnlyHint: true"})
	case destructiveByDefault(h) && t.Annotations.IsValid():
		why = fmt.Sprintf("the tool is destructive by default: its annotations (at %s) do not set DestructiveHint, which the MCP specification defaults to true", short(t.Annotations))
		evidence = append(evidence, analysis.RelatedInformation{Pos: t.Annotations, Message: "the tool's annotations, without DestructiveHint or ReadOnlyHint: true"})
	case destructiveByDefault(h):
		why = fmt.Sprintf("the tool is destructive by default: it has no annotations, and the MCP specification's destructiveHint defaults to true (registered at %s)", short(t.Reg))
		evidence = append(evidence, analysis.RelatedInformation{Pos: t.Reg, Message: "the tool's registration, without annotations"})
	default:
		annotated = false
	}
	if annotated {
		fix = "the host already asks for approval of a destructive tool: remove the dialog"
	}
	d := h.Destroys
	if d == nil {
		return why, fix, evidence
	}
	if annotated {
		why += ", and "
	}
	why += "it calls " + d.What + " (at " + factpos.Short(d.Posn)
	if len(d.Hops) > 0 {
		why += " via " + d.Hops[0].Callee
	}
	why += ")"
	evidence = append(evidence, d.Evidence(pass)...)
	if !annotated {
		var where []analysis.RelatedInformation
		fix, where = declareFix(pass, t)
		evidence = append(evidence, where...)
	}
	return why, fix, evidence
}

// declareFix is the fix for a destructive tool whose annotations the code
// does not show: declare DestructiveHint: true, where the tool's
// annotations or its registration are (and the annotations as evidence).
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
