// Package entries makes the host's own entries; it imports no SDK and does
// not know where its arguments come from or where its results go.
package entries

// Entry is the host's own description of a prompt or tool.
type Entry struct {
	Name     string
	Summary  string
	ReadOnly bool `json:"readOnlyHint"`
}

// FromPrompt makes a read-only entry named by its arguments.
func FromPrompt(name, summary string) Entry { // want FromPrompt:`ReadOnlyHint=true@entries.go:14 params\[0\] hintParam-1,ReadOnlyHint=true@entries.go:14 params\[\] hintParam-1 returned`
	return Entry{Name: name, Summary: summary, ReadOnly: true}
}

// Mark marks its caller's entry read-only.
func Mark(e *Entry) { // want Mark:`ReadOnlyHint=true@entries.go:19 params\[0\] hintParam-1` Mark:`reach:carrier\[\] returned\[\]`
	e.ReadOnly = true
}

// Print shows an entry, and keeps nothing.
func Print(e Entry) string { return e.Name + ": " + e.Summary } // want Print:`reach:carrier\[\] returned\[0\]`
