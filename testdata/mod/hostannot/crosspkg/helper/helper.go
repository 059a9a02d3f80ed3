// Package helper converts entries into the host's model tools. It imports
// no MCP SDK: it does not know where its arguments come from.
package helper

// ModelTool is the host's own tool type.
type ModelTool struct {
	Name         string
	Description  string
	ReadOnlyHint bool
	OpenWorld    bool
}

// PromptToTool sets a hint on a tool named by its arguments.
func PromptToTool(name, desc string) ModelTool { // want PromptToTool:`ReadOnlyHint=true@helper.go:15 params\[0 1\] hintParam-1`
	return ModelTool{Name: "prompt_" + name, Description: desc, ReadOnlyHint: true}
}

// MarkReadOnly sets the hint on a tool its caller built.
func MarkReadOnly(t *ModelTool) { // want MarkReadOnly:`ReadOnlyHint=true@helper.go:20 params\[0\] hintParam-1` MarkReadOnly:`reach:carrier\[\] returned\[\]`
	t.ReadOnlyHint = true
}

// Convert takes the hint from its caller.
func Convert(name string, readOnly bool) ModelTool { // want Convert:`ReadOnlyHint=true@helper.go:26 params\[0\] hintParam1`
	mt := ModelTool{Name: name}
	mt.ReadOnlyHint = readOnly
	return mt
}

// Builtin is a host tool with a hint set by its authors.
func Builtin() ModelTool { // want Builtin:`ReadOnlyHint=true@helper.go:32 params\[\] hintParam-1 returned`
	return ModelTool{Name: "clock", Description: "current time", ReadOnlyHint: true}
}
