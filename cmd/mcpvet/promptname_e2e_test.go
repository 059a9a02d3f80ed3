package main_test

// The end-to-end module of promptname, run by TestFindings with the others
// (both drivers, both module paths, determinism).

const promptnameMsg = "; a server's name is the identifier prompts/get takes and its title or description is for people, " +
	"so wherever they differ the host fetches the wrong prompt, or none: send the prompt's Name"

func init() {
	modules = append(modules, module{
		// A host with a prompt menu on go-sdk: package menu makes each
		// entry's label from the title (the name when there is none) and
		// keeps the name apart; package picker opens an entry by its
		// label (through package fetch) and, its twin, by its name; the
		// slash command of main sends what the user typed. Package
		// palette (mcp-go) keys a map by title and sends the key that
		// matched; its twin sends the map's value, the name.
		name: "prompthost",
		findings: []finding{
			{
				analyzer: "promptname",
				pkg:      "example.com/prompthost/picker",
				at:       at("picker/picker.go", "return fetch.Fetch(ctx, cs, e.Label)"),
				msg: "prompts/get is named by a listed prompt's display string mcp.Prompt.Title (the Name only where the display string is empty), not its Name: " +
					"mcp.Prompt.Title (read at menu.go:25) → stored in menu.Entry.Label → passed to fetch.Fetch → " +
					"sent as the prompts/get name (mcp.GetPromptParams.Name) at fetch.go:13" + promptnameMsg,
				related: []hop{
					{at("menu/menu.go", "label := p.Title"), "display string: mcp.Prompt.Title"},
					{at("menu/menu.go", "Entry{Label: label, Name: p.Name}"), "stored in menu.Entry.Label"},
					{at("picker/picker.go", "return fetch.Fetch(ctx, cs, e.Label)"), "passed to fetch.Fetch"},
					{at("fetch/fetch.go", "&mcp.GetPromptParams{Name: name}"), "sent as the prompts/get name (mcp.GetPromptParams.Name)"},
				},
			},
			{
				analyzer: "promptname",
				pkg:      "example.com/prompthost/palette",
				at:       at("palette/palette.go", "req.Params.Name = title"),
				msg: "prompts/get is named by a listed prompt's display string mcp.Prompt.Title, not its Name: " +
					"mcp.Prompt.Title (read at palette.go:21) → used as a key of a map → returned by palette.titles → " +
					"sent as the prompts/get name (mcp.GetPromptParams.Name) at palette.go:31" + promptnameMsg,
				related: []hop{
					{at("palette/palette.go", "out[p.Title] = p.Name"), "display string: mcp.Prompt.Title"},
					{at("palette/palette.go", "out[p.Title] = p.Name"), "used as a key of a map"},
					{at("palette/palette.go", "for title := range titles(ctx, c) {"), "returned by palette.titles"},
					{at("palette/palette.go", "req.Params.Name = title"), "sent as the prompts/get name (mcp.GetPromptParams.Name)"},
				},
			},
		},
	})
}
