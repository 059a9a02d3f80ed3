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
	"github.com/mcpvet/mcpvet/internal/suppress"
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
var Analyzer = &analysis.Analyzer{
	Name:     "elicitconfirm",
	Doc:      doc,
	URL:      "https://github.com/mcpvet/mcpvet#elicitconfirm",
	Requires: []*analysis.Analyzer{elicit.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	suppress.Wrap(pass, "elicitconfirm")
	res := pass.ResultOf[elicit.Analyzer].(*elicit.Result)
	seen := map[token.Pos]bool{}
	for _, h := range res.Handlers {
		declared := h.Tool != nil && h.Tool.Destructive.IsValid()
		if !declared && h.Destroys == nil {
			continue
		}
		for _, o := range h.All {
			if o.Site.Confirm == "" {
				continue
			}
			pos := o.Start(pass)
			if !pos.IsValid() || seen[pos] {
				continue
			}
			seen[pos] = true
			related := o.Evidence(pass, "confirmation: "+o.Site.Confirm)
			var why, fix string
			if declared {
				why = fmt.Sprintf("the tool declares DestructiveHint: true (at %s)", elicit.Where(pass.Fset.Position(h.Tool.Destructive)))
				fix = "the host already asks for approval of a destructive tool: remove the dialog"
				related = append(related, analysis.RelatedInformation{Pos: h.Tool.Destructive, Message: "the tool's annotations declare DestructiveHint: true"})
			}
			if h.Destroys != nil {
				d := h.Destroys
				if why != "" {
					why += ", and "
				}
				why += fmt.Sprintf("it calls %s (at %s", d.What, elicit.Where(d.Posn))
				for _, hop := range d.Hops {
					why += " via " + hop.Callee
					break
				}
				why += ")"
				for _, hop := range d.Hops {
					if p := factpos.Pos(pass, hop.Posn); p.IsValid() {
						related = append(related, analysis.RelatedInformation{Pos: p, Message: fmt.Sprintf("%s calls %s", hop.Caller, hop.Callee)})
					}
				}
				if p := factpos.Pos(pass, d.Posn); p.IsValid() {
					related = append(related, analysis.RelatedInformation{Pos: p, Message: "destructive action: " + d.What})
				}
				if !declared {
					fix = "remove the dialog and declare DestructiveHint: true in the tool's annotations"
					if h.Tool != nil && h.Tool.Annotations.IsValid() {
						fix += fmt.Sprintf(" (at %s)", elicit.Where(pass.Fset.Position(h.Tool.Annotations)))
						related = append(related, analysis.RelatedInformation{Pos: h.Tool.Annotations, Message: "the tool's annotations, without DestructiveHint: true"})
					} else if h.Tool != nil {
						fix += fmt.Sprintf(" (registered at %s)", elicit.Where(pass.Fset.Position(h.Tool.Reg)))
					}
					fix += ", so that the host asks for approval"
				}
			}
			pass.Report(analysis.Diagnostic{
				Pos: pos,
				Message: fmt.Sprintf("tool handler %s asks for confirmation (%s, %s) before a destructive action: %s; approval is what destructiveHint and the host's approval flow are for, "+
					"and the host shows the tool and its arguments, which the dialog does not; %s", h.Name, o.Site.Confirm, o.Brief(), why, fix),
				Related: related,
			})
		}
	}
	res.ReportCuts(pass)
	return nil, nil
}
