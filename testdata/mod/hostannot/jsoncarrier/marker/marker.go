// Package marker sets a hint in its callers' JSON maps through a method,
// for callers that hold it as an interface.
package marker

// ReadOnly marks maps read-only.
type ReadOnly struct{}

// Mark sets the hint on its caller's map.
func (ReadOnly) Mark(m map[string]any) { // want Mark:`ReadOnlyHint=true@marker.go:10 params\[1\] hintParam-1` Mark:`reach:carrier\[\] returned\[\]`
	m["readOnlyHint"] = true
}
