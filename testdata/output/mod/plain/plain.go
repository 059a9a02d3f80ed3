// Package plain uses no MCP or LLM SDK.
package plain

// Add adds.
func Add(a, b int) int { return a + b }
