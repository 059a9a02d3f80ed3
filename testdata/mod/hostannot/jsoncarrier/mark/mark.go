// Package mark sets a hint in its callers' JSON maps and formats them; it
// imports no SDK and does not know where the maps go.
package mark

import "fmt"

// ReadOnly marks its caller's map read-only.
func ReadOnly(m map[string]any) { // want ReadOnly:`ReadOnlyHint=true@mark.go:9 params\[0\] hintParam-1` ReadOnly:`reach:carrier\[\] returned\[\]`
	m["readOnlyHint"] = true
}

// Record formats a map for a log: only the text comes back.
func Record(m map[string]any) string { // want Record:`reach:carrier\[\] returned\[0\]`
	return fmt.Sprintf("%s: %v", m["name"], m)
}
