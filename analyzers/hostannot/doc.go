// Package hostannot defines an Analyzer that reports a host asserting tool
// annotation hints on entries built from listed MCP prompts.
//
// # Analyzer hostannot
//
// hostannot: report annotation hints a host sets on tools built from MCP prompts
//
// Tool annotation hints (ReadOnlyHint, IdempotentHint, DestructiveHint,
// OpenWorldHint) are a server's statement about its own tool. hostannot reports
// a host setting one to its permissive value (read-only, idempotent, not
// destructive, closed world) on a tool, or on its own tool type, whose name or
// description comes from a listed prompt: the host cannot vouch for the tool,
// and whatever fetching the prompt does, its messages may instruct the model
// to do anything. Copying a listed tool's annotations through, hints on
// built-in tools and a server's hints on its own tools are fine.
//
// A host uses annotations to decide how much ceremony a call deserves. A
// host that turns listed prompts into tools and marks them read-only
// (because "fetching a prompt only returns text") states a belief about
// somebody else's code, and a misleading one: what matters is what the
// prompt's messages go on to instruct the model to do, which no hint on
// prompts/get can describe.
//
// # What it reports
//
// A hint set to its permissive value (ReadOnlyHint or IdempotentHint true,
// DestructiveHint or OpenWorldHint false) on an entry whose identity (its
// name, title or description; in a host's own struct or JSON map also a
// field or key named Desc or DisplayName) comes from a prompts/list source
// (a listing, as promptreach defines it):
//
//   - in go-sdk mcp.ToolAnnotations;
//   - in mcp-go's mcp.ToolAnnotation and its option functions
//     (mcp.WithReadOnlyHintAnnotation, ...; also returned by option helpers
//     of other packages);
//   - in the host's own structs when they end up as tools (below);
//   - in JSON maps under those keys (map[string]any{"readOnlyHint": true},
//     the entry named by its "name", "title" or "description").
//
// The hint may be set in a composite literal, through an option, or by a
// later assignment; in the function that lists the prompts, in a helper of
// the same package, or in a helper of another package that the prompt data
// is passed to (by fact). Helpers that set a hint are followed when called
// by name, through an interface method (a.Annotate(tool)), a function value
// (a decorate func(*mcp.Tool) field or parameter, a map of decorators, a
// bound method value) or an option or annotations factory kept in one: the
// callee is the implementation that value tracking finds reaching that
// call, so of two implementations of one interface only the one the call is
// given counts, and an implementation used only on listed tools or the
// host's own tools stays silent. Hints in JSON text (json.RawMessage,
// format strings) are not followed.
//
// The finding points at the hint and names where the prompt data came
// from; its evidence is the prompts/list source, or the hint in a helper.
// Where the edit is local and self-contained, a suggested fix removes the
// hint (mcpvet -fix, -diff). For example:
//
//	gateway/gateway.go:23:5: hostannot: host sets ReadOnlyHint=true on a tool built from a listed prompt ((*mcp.ClientSession).ListPrompts at gateway.go:13): hints are a server's statement about its own tool, so a host cannot vouch for them, and a prompt that changes nothing when fetched can still instruct the model to do anything
//	    1. gateway/gateway.go:13 prompts/list source: (*mcp.ClientSession).ListPrompts
//
// Copying a listed tool's own annotations through is not reported, nor are
// hints on a host's built-in tools.
//
// # The host's own structs and JSON maps
//
// A field named like a hint (IdempotentHint bool) or JSON-tagged like one
// (ReadOnly bool `json:"readOnlyHint"`) in a struct of the host's own is an
// annotation only when the entry goes where a model or an MCP client reads
// tools from. It is reported when the struct, or a value read from it (its
// Name put into a tool definition), reaches:
//
//   - an SDK's tool definition or annotations (mcp.Tool,
//     mcp.ToolAnnotations, go-openai's FunctionDefinition, ...);
//   - an SDK function that registers, constructs or describes a tool
//     (s.AddTool, mcp.NewTool,
//     mcp.WithIdempotentHintAnnotation(e.IdempotentHint));
//   - the tools field of the host's own request struct for an LLM API (one
//     that also has a model or messages field);
//   - code the analysis cannot see: the entry is returned by an exported
//     function, for callers to use.
//
// The same struct kept for a UI list, logged (log.Printf), printed (fmt),
// marshalled and written to a catalogue file (os.WriteFile) or to an
// http.ResponseWriter, or used only to fetch the prompt a person picked
// (cs.GetPrompt) states nothing to a model, and stays silent. A helper of
// the package that builds the entries for two callers is reported when one
// of them hands the entries to a model, silent when every caller only shows
// them. Across packages (by fact), a helper that makes or marks an entry
// (entries.FromPrompt(p.Name, p.Description), entries.Mark(&e)) is reported
// at the call, in the package that lists the prompts, when that package
// then sends the entry to a model or a registration, and not when it only
// prints or logs it:
//
//	for _, p := range res.Prompts {
//		menu.items = append(menu.items, Entry{Name: p.Name, ReadOnly: true}) // silent: a menu
//	}
//	for _, p := range res.Prompts {
//		e := Entry{Name: p.Name, ReadOnly: true} // reported: e becomes a model's tool
//		tools = append(tools, openai.Tool{Type: openai.ToolTypeFunction,
//			Function: &openai.FunctionDefinition{Name: e.Name}})
//	}
//
// A JSON map with a hint key is held to the same rule: reported when the
// map is, or feeds, a tool entry sent to a model (the tools of an LLM
// request) or a registration, silent when it is logged or kept as a
// setting, also when another package's helper (a function, a method called
// through an interface, a function value) sets the hint.
//
// # A server's own prompts
//
// Provenance is data flow from a listing: prompts a server constructs
// itself, also in a catalogue package of its own (catalog.Prompts()
// returning mcp.NewPrompt(...) values or &mcp.Prompt{...} literals), are
// its own, and hints on tools built from them are the server's to set. A
// function of another package counts as a listing only if its facts say its
// result carries a listing's prompts (catalog.ListPrompts, which calls
// ListPrompts), or passes on what its caller gave it
// (catalog.First(res.Prompts) is the caller's listing).
//
// Not covered: a catalogue package whose analysis was cut short (its facts
// are incomplete, so its prompt-typed results count as listed, by their
// type; mcpvet says so in its cut report).
//
// # Flags
//
// -hostannot.maxrounds=N bounds the rounds over call sites that pass prompt
// data to summarised helpers (default 16); a package that needs more is
// reported as cut short.
//
// # Suppressing a finding
//
// A finding is suppressed by
//
//	//mcpvet:ignore hostannot <reason>
//
// on its line or the line above, or on a line of its evidence (the
// prompts/list source, or the hint in a helper).
package hostannot
