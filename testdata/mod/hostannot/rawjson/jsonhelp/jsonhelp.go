// Package jsonhelp builds JSON tool entries for its callers; it imports no
// MCP SDK.
package jsonhelp

// Entry builds an entry named by its caller, with the hint's value its
// caller gives.
func Entry(name string, readOnly bool) map[string]any { // want Entry:`ReadOnlyHint=true@jsonhelp.go:9 params\[0\] hintParam1`
	return map[string]any{"name": name, "annotations": map[string]any{
		"readOnlyHint": readOnly,
	}}
}

// MarkSafe sets a hint on an entry its caller built.
func MarkSafe(entry map[string]any) { // want MarkSafe:`OpenWorldHint=false@jsonhelp.go:15 params\[0\] hintParam-1` MarkSafe:`reach:carrier\[\] returned\[\]`
	entry["annotations"] = map[string]bool{"openWorldHint": false}
}

// Clock is a built-in entry with a hint its authors set.
func Clock() map[string]any { // want Clock:`ReadOnlyHint=true@jsonhelp.go:20 params\[\] hintParam-1 returned`
	return map[string]any{"name": "clock", "annotations": map[string]any{"readOnlyHint": true}}
}
