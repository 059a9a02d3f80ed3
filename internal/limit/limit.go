// Package limit bounds how many packages the analyzers build SSA for and
// analyse at the same time.
//
// A driver runs the action of every package whose dependencies are done
// at once: on a module of hundreds of packages that depend only on a few
// shared ones, hundreds of packages would build their SSA form and
// value-flow graphs together, on two cores, and peak memory would grow
// with the module instead of with its largest package. The heavy part of
// an analysis takes one of GOMAXPROCS slots; the cheap parts (deciding
// whether a package is relevant) do not.
package limit

import "runtime"

var slots = make(chan struct{}, runtime.GOMAXPROCS(0))

// Acquire waits for a slot and returns the function that frees it.
func Acquire() (release func()) {
	slots <- struct{}{}
	return func() { <-slots }
}
