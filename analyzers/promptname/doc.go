// Package promptname defines an Analyzer that reports a prompts/get request
// whose prompt name derives from a listed prompt's display string (its
// title or description) rather than its Name.
//
// # Analyzer promptname
//
// promptname: report prompts/get requests named by a listed prompt's title or description
//
// A listed MCP prompt has a name (the identifier prompts/get takes) and display
// strings (title, description). promptname reports a prompts/get whose name
// derives from a display string (through the host's menu entries and structs,
// helpers, maps and other packages), with the derivation: wherever a server's
// title differs from its name, the host fetches the wrong prompt, or none. A
// fallback to Name when the title is empty is reported too. Sending the Name, a
// name the user typed, or showing the title without sending it is fine.
//
// The display strings are go-sdk and mcp-go mcp.Prompt.Title and
// Description, and mcp-golang PromptSchema.Description. A host that puts the
// title in its menu and sends the menu's label back as the name fetches the
// wrong prompt, or none, and on servers whose titles and names differ only
// sometimes, only there. A fallback used as the name
// (label := p.Title; if label == "" { label = p.Name }) is the same defect:
// the name is the title whenever the server gives one.
//
// # What it follows
//
// The request: go-sdk and mcp-go GetPromptParams.Name, however the request
// is built (a literal &mcp.GetPromptParams{Name: ...}, req.Params.Name =
// ..., in a helper that returns the request), and mcp-golang GetPrompt's
// name argument. The fields are matched by identity (package path, type and
// field), not by name.
//
// From where a listed prompt's display field is read to the request's name,
// it follows locals and phis, string operations (+, strings, fmt.Sprintf,
// ...), slices, map keys apart from map values (byTitle[p.Title] = p then
// sending the key is reported; sending byTitle[typed].Name is not),
// channels, fields of the host's own structs (by type and field: the menu
// entry whose Label is the title keeps its Name apart), helpers' parameters
// and results (also through interface methods), variables captured by
// function literals (a menu callback), and other packages (facts: what an
// exported function sends, returns and stores, and which fields of which
// structs a package fills with display strings or sends as names).
//
// # Where it reports
//
// At the request; at the call or the closure where a display string enters
// a helper that sends it; in another package, at the store into a struct
// field that package sends. The message names the display field and every
// hop, and the evidence lists them with their positions. For example, a
// package menu labels each entry with the title, and a package picker opens
// an entry by its label through a package fetch:
//
//	picker/picker.go:16:20: promptname: prompts/get is named by a listed prompt's display string mcp.Prompt.Title (the Name only where the display string is empty), not its Name: mcp.Prompt.Title (read at menu.go:25) → stored in menu.Entry.Label → passed to fetch.Fetch → sent as the prompts/get name (mcp.GetPromptParams.Name) at fetch.go:13; a server's name is the identifier prompts/get takes and its title or description is for people, so wherever they differ the host fetches the wrong prompt, or none: send the prompt's Name
//	    1. menu/menu.go:25 display string: mcp.Prompt.Title
//	    2. menu/menu.go:29 stored in menu.Entry.Label
//	    3. picker/picker.go:16 passed to fetch.Fetch
//	    4. fetch/fetch.go:13 sent as the prompts/get name (mcp.GetPromptParams.Name)
//
// The fix is fetch.Fetch(ctx, cs, e.Name): show the label, send the name.
//
// # What stays silent
//
// The prompt's Name (also mcp-go's GetName()), a name the user typed, and
// the title only shown (printed, a menu label) while the name travels in
// its own field or variable.
//
// # Not followed
//
// Function values received from elsewhere, and implementations of an
// interface in other packages: an interface method call runs any
// implementation among the package's own types. A struct field is one
// location for the whole program, so a field that holds a title anywhere
// and is sent anywhere is reported even if those are different values.
//
// # Suppressing a finding
//
// A finding is suppressed by
//
//	//mcpvet:ignore promptname <reason>
//
// on its line or the line above, or on a line of its evidence.
package promptname
