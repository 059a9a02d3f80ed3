// Command gen writes a synthetic MCP host module for bench/compare: many
// packages using the go-sdk, mcp-go, anthropic-sdk-go/v2 and go-openai the
// way agent hosts do, with findings placed on purpose by a few templates
// and listed in expected_findings.json.
//
// Usage:
//
//	go run ./bench/gen -o DIR [-lines 10000] [-seed 1] [-tidy=true]
//
// The same flags write the same files.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/mcpvet/mcpvet/bench/internal/synth"
)

func main() {
	out := flag.String("o", "", "output `directory` (must be empty or absent)")
	lines := flag.Int("lines", 10000, "approximate number of Go lines to write")
	seed := flag.Uint64("seed", 1, "random seed")
	module := flag.String("module", synth.DefaultModule, "module path")
	tidy := flag.Bool("tidy", true, "run go mod tidy in the output directory")
	flag.Parse()
	if *out == "" || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	m, err := synth.Generate(synth.Options{Dir: *out, Lines: *lines, Seed: *seed, Module: *module, Tidy: *tidy})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d lines, %d files, %d packages, %d expected findings\n", *out, m.Lines, m.Files, m.Packages, len(m.Findings))
}
