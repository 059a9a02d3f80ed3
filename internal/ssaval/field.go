package ssaval

import (
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"golang.org/x/tools/go/ssa"
)

// FieldAddrName returns the name of the field whose address fa takes.
func FieldAddrName(fa *ssa.FieldAddr) string { return gotypes.FieldName(fa.X.Type(), fa.Field) }
