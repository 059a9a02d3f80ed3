// Package mid passes names on to the helper package.
package mid

import (
	"strings"

	"example.com/t/hostannot/crosspkg/annot"
	"example.com/t/hostannot/crosspkg/helper"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Wrap forwards to the helper.
func Wrap(name string) helper.ModelTool { // want Wrap:`ReadOnlyHint=true@helper.go:15 params\[0\] hintParam-1`
	return helper.PromptToTool(strings.ToLower(name), "")
}

// Tool puts the helper's annotations on a tool named by its caller.
func Tool(name string) *mcp.Tool { // want Tool:`ReadOnlyHint=true@annot.go:9 params\[0\] hintParam-1`
	return &mcp.Tool{Name: name, Annotations: annot.Safe()}
}

// Clock is a built-in tool with the helper's annotations.
func Clock() *mcp.Tool { // want Clock:`ReadOnlyHint=true@annot.go:9 params\[\] hintParam-1 returned`
	return &mcp.Tool{Name: "clock", Annotations: annot.ReadOnly()}
}
