// Package plain knows nothing of MCP: it is read from export data.
package plain

import "strings"

// Upper returns s in upper case.
func Upper(s string) string { return strings.ToUpper(s) }
