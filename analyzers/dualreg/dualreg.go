// Package dualreg defines an Analyzer that reports an MCP capability that
// one server registers both as a tool and as a prompt.
//
// # Analyzer dualreg
//
// dualreg: report a capability registered on one MCP server both as a tool and as a prompt
//
// A tool is started by the model; a prompt is started by a person who picks
// it. Registering one capability both ways gives it two initiation models,
// and the weaker one wins: once the model can start it as a tool, "a person
// chose to start this" no longer holds for it as a prompt either, and the
// two copies drift apart.
//
// Registrations are recognised by their SDK function (internal/sdk): go-sdk
// mcp.AddTool, (*mcp.Server).AddTool and AddPrompt; mcp-go
// (*server.MCPServer).AddTool, AddTools, SetTools, AddSessionTool(s),
// AddTaskTool(s), AddPrompt and AddPrompts (through ServerTool and
// ServerPrompt); mcp-golang (*Server).RegisterTool and RegisterPrompt.
// mcp-go SetPrompts registers its prompts too. Resources are not
// capabilities in this sense, and a tool registered twice is a different
// mistake: neither is reported.
//
// A registration that a removal takes off again is no registration: go-sdk
// RemoveTools and RemovePrompts, mcp-go DeleteTools and DeletePrompts (by
// exact name) and mcp-go SetTools and SetPrompts (every earlier entry of
// their kind), on the same server, on every path of the function after it
// (removal.go), directly or in a helper whose every run removes it.
//
// Two registrations are of one capability when their names are equal
// constants after case, '_', '-', '.' and spaces are ignored
// (triage_incident, triage-incident, triageIncident), or are one value: c.Name
// of the current element of a capability table, a name computed once and
// used twice, the names of every element of one table registered by two
// loops. Names are followed through mcp.NewTool, mcp.NewPrompt, entry
// structs, variables, helpers that return entries and tables of
// ServerTool. A tool and a prompt stored in one record (a struct value, an
// element of a table, a value of a map) and registered from it are one
// capability when their names are made from the same values, as
// "kb_"+kb.Name and kb.Name are (records.go); a record whose prompt is
// zero, or whose names come from different values, is not. A loop that
// registers every element of a table (or a variadic registration of a
// slice) registers each element's name, when those are constants the
// analysis can read: a literal here, the slice a function of this package
// or of another (by fact) returns, a package-level variable; an element of
// a parallel table chosen by the loop's index counts for every index the
// loop runs through, and a tool and a prompt registered in every iteration
// with names made from the same values at the loop's position (prompts[i]
// filled from names[i]) are one capability (tables.go). A hand-rolled
// JSON-RPC server registers by listing: the entries of the handlers its
// dispatcher routes "tools/list" and "prompts/list" to are its tools and
// prompts, compared by the same rule (rawserver.go).
//
// Servers are compared the same way, and only a server the analysis can
// prove to be one is one: the same SSA value (after copies, and through
// variables stored once), the same field of the same value, the same
// parameter, result or package-level variable. Two mcp.NewServer results,
// or a server chosen at run time among several, are different servers, and
// nothing is reported for them. The two registrations must also happen in
// one run: not in the two arms of an if, under contradicting conditions on
// one value, or in different iterations of a loop over a table.
//
// Analysis is modular. A function that registers on a server its callers
// can name (a parameter, a result, a package-level variable) exports the
// registrations as a fact, with positions as file, line and column; its
// callers, in any package, rewrite them in their own terms. A pair is
// reported once, by the function that first brings both registrations onto
// one server: on the later registration when it is in that package, else
// on the later call that brings one in (or gives it its name). Pairs on a
// package-level server that no single function joins are reported by the
// first package that sees both, through a package fact.
package dualreg

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/incomplete"
	"github.com/mcpvet/mcpvet/internal/scope"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssapass"
	"github.com/mcpvet/mcpvet/internal/suppress"
)

const doc = `report a capability registered on one MCP server both as a tool and as a prompt

A tool is started by the model, a prompt by a person who picks it. One
capability registered both ways on one server (names equal up to case,
'_', '-' and camelCase, or the same value, as in a loop over a capability
table) has two initiation models, and "a person chose to start this" no
longer holds for the prompt. Registrations spread over packages are joined
through facts where one server is handed to both.`

// Analyzer reports capabilities registered on one server both as a tool
// and as a prompt.
var Analyzer = &analysis.Analyzer{
	Name:      "dualreg",
	Doc:       doc,
	URL:       "https://github.com/mcpvet/mcpvet#dualreg",
	Requires:  []*analysis.Analyzer{scope.Analyzer, ssapass.Analyzer},
	FactTypes: []analysis.Fact{new(registrar), new(globalRegs), new(recordTable), new(entryTable)},
	Run:       run,
}

// checker holds the state of one pass.
type checker struct {
	pass  *analysis.Pass
	cut   bool // a value's trace ran out of steps
	pkg   *ssa.Package
	funcs []*ssa.Function // ssapass's SrcFuncsAndLits: source functions with their literals, then the package initialiser

	sums       map[*ssa.Function]*summary
	results    map[string]ref
	imported   map[*types.Func]*registrar
	reported   map[string]bool // reports made, by reportID
	judged     map[string]bool // pairs seen together by a function
	phis       map[*ssa.Phi]bool
	steps      int               // work done by the current ref computation
	recordMode bool              // the current ref computation stops at records (records.go)
	deps       []ssa.Instruction // what the current ref computation depends on

	indexVals map[accesspath.Token]ssa.Instruction // index tokens and their values
	locals    map[string]ssa.Value                 // the values of local refs, by key
	recs      map[string]bool                      // record checks made (records.go), by record and parts
	gstores   map[*ssa.Global][]*ssa.Store         // built on demand
	syntaxAt  *syntaxIndex                         // the syntax behind instructions, by position
	raw       []rawServer                          // hand-rolled servers (rawserver.go)
}

func run(pass *analysis.Pass) (any, error) {
	suppress.Wrap(pass, "dualreg")
	built := ssapass.Of(pass)
	if built == nil {
		return nil, nil // no syntax, or an SDK's own registrations (not the user's)
	}
	c := &checker{
		pass:      pass,
		sums:      map[*ssa.Function]*summary{},
		results:   map[string]ref{},
		imported:  map[*types.Func]*registrar{},
		reported:  map[string]bool{},
		judged:    map[string]bool{},
		phis:      map[*ssa.Phi]bool{},
		indexVals: map[accesspath.Token]ssa.Instruction{},
		locals:    map[string]ssa.Value{},
		recs:      map[string]bool{},
	}
	c.raw = c.findRawServers()
	if c.registers() || len(c.raw) > 0 {
		defer built.Acquire()()
		c.pkg, c.funcs = built.Pkg(), built.SrcFuncsAndLits()
		for _, fn := range c.funcs {
			c.pairFunction(fn, c.summary(fn))
		}
		c.pairRawServers()
		c.exportFacts()
		c.exportRecordTables()
		c.exportEntryTables()
	}
	c.pairGlobals()
	if c.cut {
		incomplete.Report(pass, incomplete.Cut{Limit: "the step budget for tracing a name or a server", Value: maxSteps, Flag: "dualreg.maxsteps"})
	}
	return nil, nil
}

// registers reports whether the package uses a function that registers a
// tool or a prompt: an SDK registration function, or a function whose fact
// says it registers; or a record type that holds a tool and a prompt, whose
// records another package may register (records.go). Only such packages
// are worth building in SSA form, with those that dispatch the requests of
// a hand-rolled server (rawserver.go); the others (most of the standard
// library and of any module) are skipped.
func (c *checker) registers() bool {
	for _, obj := range c.pass.TypesInfo.Uses {
		switch obj := obj.(type) {
		case *types.Func:
			if f, _ := registration(obj); f != nil || sdk.LookupRemoval(obj) != nil || c.registrar(obj) != nil {
				return true
			}
		case *types.TypeName:
			if isRecord(obj.Type()) {
				return true
			}
		}
	}
	// A table of entries that other packages may register (tables.go).
	scope := c.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		if v, ok := scope.Lookup(name).(*types.Var); ok && v.Exported() && isEntryTable(v.Type()) {
			return true
		}
	}
	return false
}
