package ssaval

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/sdk"
)

// FieldAddrName returns the name of the field whose address fa takes.
func FieldAddrName(fa *ssa.FieldAddr) string { return sdk.FieldName(fa.X.Type(), fa.Field) }
