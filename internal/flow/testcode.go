package flow

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Test code is not the model. A test that builds a tool call (an LLM
// SDK's tool-call value, the host's own wire type) and runs the executor,
// a test helper marked //mcpvet:dispatch or named with -dispatch, and a
// test that wires a prompt tool into an agent are compiled into the test
// binary only: no model chooses their tool calls. So
//
//   - a function declared in a _test.go file is not a dispatch entry
//     (testEntry), except an MCP tool handler: the SDK runs it on a
//     tools/call from whatever client connects to the server it is
//     registered on (the positions suite of cmd/mcpvet reports handlers
//     of test files, in the test variant of their package);
//   - a path that starts in a _test.go file or runs through one is not
//     reported (testPath): a call in a test into another package's entry
//     (the test wired the registry), or a production entry running a
//     function a test put in its registry.

// inTestFile reports whether pos is in a _test.go file.
func (g *graph) inTestFile(pos token.Pos) bool {
	if !pos.IsValid() {
		return false
	}
	f := g.pass.Fset.File(pos)
	return f != nil && strings.HasSuffix(f.Name(), "_test.go")
}

// testEntry reports whether fn, found to be a dispatch entry of the given
// kind, is test code that is not one.
func (g *graph) testEntry(fn *ssa.Function, kind string) bool {
	return kind != kindToolHandler && g.inTestFile(fn.Pos())
}

// testPath reports whether d, a path of an entry that is not test code,
// starts in a _test.go file or runs through one.
func (g *graph) testPath(d *Dispatch, entryInTest bool) bool {
	if entryInTest {
		return false // an MCP tool handler of a test file: its own code
	}
	if g.inTestFile(d.Pos) || d.Wiring != nil && testHop(*d.Wiring) {
		return true
	}
	for _, h := range append(d.Lead, d.Path.Hops...) {
		if testHop(h) {
			return true
		}
	}
	return false
}

// testHop reports whether a hop's call is in a _test.go file (positions
// of other packages come from facts, as file names).
func testHop(h Hop) bool {
	return strings.HasSuffix(h.Pos.Filename, "_test.go")
}
