// Package stale uses no SDK. Its directive suppresses nothing, which is a
// finding of its own (and a fast one, for the exit status tests).
package stale

// Double doubles.
func Double(x int) int {
	//mcpvet:ignore promptreach nothing here reaches prompts/get any more
	return 2 * x
}
