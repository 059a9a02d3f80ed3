package elicit

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
)

// AnnotationsFact is what an exported variable of a package that holds
// tool annotations (go-sdk *mcp.ToolAnnotations, mcp-go ToolAnnotation)
// sets of the hints elicitconfirm reads: a tool of another package whose
// annotations are the variable (Annotations: toolutil.DeleteAnnotations,
// mcp.WithToolAnnotation(annot.ReadOnly)) is judged by them.
type AnnotationsFact struct {
	// Destructive: DestructiveHint is set true; DestructiveFalse: set
	// false; ReadOnly: ReadOnlyHint is set true.
	Destructive, DestructiveFalse, ReadOnly bool
}

// AFact marks AnnotationsFact as an analysis fact.
func (*AnnotationsFact) AFact() {}

func (f *AnnotationsFact) String() string {
	var parts []string
	if f.Destructive {
		parts = append(parts, "DestructiveHint: true")
	}
	if f.DestructiveFalse {
		parts = append(parts, "DestructiveHint: false")
	}
	if f.ReadOnly {
		parts = append(parts, "ReadOnlyHint: true")
	}
	return "annotations(" + strings.Join(parts, ", ") + ")"
}

// exportAnnotations exports v's AnnotationsFact if the expression it is
// defined with is tool annotations whose hints the code shows.
func (a *analysis_) exportAnnotations(v *types.Var) {
	def := a.definitionOf(v)
	if def == nil || sdk.LookupType(gotypes.Deref(v.Type()), sdk.Annotations) == nil {
		return
	}
	t := &Tool{}
	a.annotations(def, t, 0)
	if !t.Annotations.IsValid() {
		return
	}
	a.pass.ExportObjectFact(v, &AnnotationsFact{
		Destructive:      t.Destructive.IsValid(),
		DestructiveFalse: t.destructiveFalse.IsValid(),
		ReadOnly:         t.readOnly.IsValid(),
	})
}

// importedAnnotations sets t's hints from the AnnotationsFact of v, a
// variable of another package used at pos; it reports whether v has one.
func (a *analysis_) importedAnnotations(v *types.Var, pos token.Pos, t *Tool) bool {
	var af AnnotationsFact
	if !a.pass.ImportObjectFact(v, &af) {
		return false
	}
	if t.Annotations == token.NoPos {
		t.Annotations = pos
	}
	t.resetHints()
	switch {
	case af.Destructive:
		t.setDestructive(true, pos)
	case af.DestructiveFalse:
		t.setDestructive(false, pos)
	}
	if af.ReadOnly {
		t.setReadOnly(true, pos)
	}
	return true
}
