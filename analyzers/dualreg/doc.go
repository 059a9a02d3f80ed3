// Package dualreg defines an Analyzer that reports an MCP capability that
// one server registers both as a tool and as a prompt.
//
// # Analyzer dualreg
//
// dualreg: report a capability registered on one MCP server both as a tool and as a prompt
//
// A tool is started by the model, a prompt by a person who picks it. One
// capability registered both ways on one server (names equal up to case,
// '_', '-', '.', spaces and camelCase, or the same value, as in a loop over
// a capability table) has two initiation models, and "a person chose to start this" no
// longer holds for the prompt. Registrations spread over packages are joined
// through facts where one server is handed to both.
//
// Registering one capability both ways gives it two initiation models, and
// the weaker one wins: once the model can start it as a tool, "a person
// chose to start this" no longer holds for it as a prompt either, and the
// two copies drift apart.
//
// # What it reports
//
// One MCP server registering the same capability both as a tool and as a
// prompt. Two registrations are of one capability when their names are
// equal after ignoring case, '_', '-', '.' and white space (so camelCase,
// snake_case and kebab-case spellings are equal: triage_incident,
// triage-incident, triageIncident), or are one value: c.Name of the current
// element of a capability table, a name computed once and used twice, the
// names of every element of one table registered by two loops. Names are
// followed through mcp.NewTool, mcp.NewPrompt, entry structs, variables,
// helpers that return entries, and tables of ServerTool. A tool and a
// prompt with different names that share a helper are not the same
// capability.
//
// The finding is at the second registration, with the first as evidence:
//
//	server/server.go:31:2: dualreg: capability "weekly-report" is registered both as a tool named "weekly_report" (mcp.AddTool) and as a prompt ((*mcp.Server).AddPrompt at server.go:30); a capability should have one initiation model: as a tool the model can start it, so "a person chose to start this" no longer holds for the prompt
//	    1. server/server.go:30 prompt "weekly-report" registered here with (*mcp.Server).AddPrompt
//
// Registrations are recognised by their SDK function: go-sdk mcp.AddTool,
// (*mcp.Server).AddTool and AddPrompt; mcp-go (*server.MCPServer).AddTool,
// AddTools, SetTools, AddSessionTool(s), AddTaskTool(s), AddPrompt,
// AddPrompts and SetPrompts (through ServerTool and ServerPrompt);
// mcp-golang (*Server).RegisterTool and RegisterPrompt; and the removals
// below. Resources are not capabilities in this sense, and a tool
// registered twice is a different mistake: neither is reported.
//
// # One server, one run
//
// Two registrations are on one server only when the analysis can prove it:
// the same SSA value (after copies, and through variables stored once), the
// same field of the same value, the same parameter, result or package-level
// variable. Two mcp.NewServer results, or a server chosen at run time among
// several, are different servers, and nothing is reported for them. The two
// registrations must also happen in one run: not in the two arms of an if,
// under contradicting conditions on one value, or in different iterations
// of a loop over a table.
//
// A server held in a field of the program's own struct (app.Srv) is one
// server wherever the struct is passed, also to other packages. A
// constructor that registers on a server and stores it in the struct it
// returns (host.NewWithTools()) brings those registrations to its callers;
// an accessor that returns a field of its receiver (h.Server() returning
// h.srv) gives the same server at every call, and so does a method of the
// struct that registers on it (h.AddTool). Two apps or two hosts
// (host.New() called twice) are two servers.
//
// # Records
//
// A tool and a prompt stored together in one record (a struct, a table's
// element, a map's value) and registered from it are one capability when
// their names are made from the same values ("kb_"+kb.Name and kb.Name,
// through concatenation, fmt.Sprintf or the case and trimming functions of
// strings), wherever the records are built and registered (the records of
// another package's variables and results are carried by facts); a record
// whose prompt is left zero, or whose names come from different values,
// stays silent. Such a finding's last evidence entry is where the record is
// made, in whichever package makes it (the first such record in source
// order): "the record's tool and prompt are named here, from one value".
//
// # Tables of entries
//
// A loop that registers every element of a table, or s.AddTools(list...)
// of a whole slice, registers the name of each element, when the names are
// constants the analysis can read. The table can be a literal in the
// function, a package-level variable (of this package, or an exported one
// of another package), or the slice a function returns (of another package
// too, built by a literal or by appends). Its elements can be SDK entries
// (server.ServerTool, a struct of the program's holding a *mcp.Tool), the
// program's own structs named through mcp.NewTool(c.Name) (only the field
// used as the name counts: tools named after c.Description match no prompt
// named like c.Name), or strings ([]string of names). The finding names the
// table:
//
//	for _, t := range toolpkg.All() {
//		s.AddTool(t.Tool, t.Handler)
//	}
//	s.AddPrompt(mcp.NewPrompt("Summarize"), promptH)
//
// gives
//
//	srv/srv.go:33:2: dualreg: capability "summarize" is registered both as a tool ((*server.MCPServer).AddTool at srv.go:31, an element of the table toolpkg.All returns) and as a prompt named "Summarize" ((*server.MCPServer).AddPrompt); ...
//	    1. srv/srv.go:31 tool "summarize" registered here with (*server.MCPServer).AddTool
//
// A loop that skips elements (continue, an if around the registration) or
// can be left early (break, return) registers no element in particular and
// stays silent; so do names the analysis cannot read (a slice built from
// the caller's names).
//
// # Parallel tables
//
// A tool and a prompt named from two tables at the loop's index
// (toolNames[i], promptNames[i], or a table of prompts prompts[i]) are
// compared position by position when both tables are constant: only the
// positions the loop runs through count (a loop over a one-element table
// registers one prompt of a longer table). When the names are not constants
// (the caller's names), the tool named from names[i] and the prompt
// prompts[i] are one capability when prompts was filled position by
// position from a loop over the same table (prompts[i] = mcp.NewPrompt(n)
// in every iteration, or one append per iteration to an empty slice), and
// both are registered in every iteration of one loop:
//
//	prompts := make([]mcp.Prompt, len(names))
//	for i, n := range names {
//		prompts[i] = mcp.NewPrompt(n)
//	}
//	for i := range names {
//		s.AddTool(mcp.NewTool("kb_"+names[i]), toolH)
//		s.AddPrompt(prompts[i], promptH) // reported: one position, one capability
//	}
//
// Silent: prompts filled from another table (titles), a tool at even
// positions and a prompt at odd ones, a prompt skipped at some indices, the
// prompts registered on another server.
//
// # Hand-rolled JSON-RPC servers
//
// A server without an SDK registers by listing: when its dispatcher (a
// switch or comparison on the method string, or a map from method strings
// to handlers) routes "tools/list" and "prompts/list" to methods called on
// one server value, the entries those handlers list (map literals with a
// "name" key, structs with a Name or JSON name field, in the result's tools
// and prompts) are its tools and prompts, compared by the same rule. A
// client that sends those requests is not a server.
//
// # Removals
//
// A registration does not count when a removal on the same server takes it
// off again after it, on every path of the function that returns: go-sdk
// RemoveTools and RemovePrompts, mcp-go DeleteTools and DeletePrompts (by
// the exact name), and mcp-go SetTools and SetPrompts, which drop every
// earlier tool (or prompt) and register the ones they are given:
//
//	s.AddTool(mcp.NewTool("review"), toolH)
//	s.SetTools(server.ServerTool{Tool: mcp.NewTool("lint"), Handler: toolH}) // drops the review tool
//	s.AddPrompt(mcp.NewPrompt("review"), promptH)                            // silent
//
// It is judged for each pair: a tool, an early return, SetTools, then the
// prompt is silent, because no run ends with both registered. A removal in
// both arms of an if counts; a tool removed and then added again is
// registered. A removal removes nothing when it runs only under an if, sits
// in a loop before the registration that loop makes again, takes names the
// analysis cannot read (DeleteTools(names...)), spells the name differently
// (DeleteTools("Review") for the tool review), acts on another server, runs
// before the registration, or is in a closure handed to a hook
// (hooks.AddOnRegisterSession). Across packages, a helper whose every run
// removes something (reset.Reset(s) calling s.SetTools(...)) removes it at
// the call; one that removes only when asked does not; a helper that
// registers and then replaces hands on only what is left.
//
// # Across packages
//
// Analysis is modular. A function that registers on a server its callers
// can name (a parameter, a result, a package-level variable) exports the
// registrations as a fact; its callers, in any package, rewrite them in
// their own terms. A pair is reported once, by the function that first
// brings both registrations onto one server: on the later registration when
// it is in that package, else on the later call that brings one in (or
// gives it its name). Pairs on a package-level server that no single
// function joins are reported by the first package that sees both, through
// a package fact.
//
// # Not covered
//
// Parallel tables registered in two different loops, filled by filtered
// appends or read at offset indices (names[i+1]); for a name taken from a
// table the message names the table, but the evidence points at the
// registration, not at the element; removals on a package-level server are
// not set in order with the registrations other packages make on it; mcp-go
// DeleteSessionTools is not read (session tools are per session); a table
// of names in a package that registers nothing and declares no table of
// entries is not seen from other packages.
//
// # Flags
//
// -dualreg.maxsteps=N is the budget of steps for tracing one name or
// server value (default 4096); a package that needs more is reported as
// cut short.
//
// # Suppressing a finding
//
// A finding is suppressed by
//
//	//mcpvet:ignore dualreg <reason>
//
// on its line or the line above, or on a line of its evidence (the other
// registration).
package dualreg
