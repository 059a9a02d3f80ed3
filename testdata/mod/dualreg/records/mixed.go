package records

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// mixed is one table whose records differ: deploy is offered both ways
// under one name, lint has no prompt (the zero value), standup's tool and
// prompt have different names.
var mixed = map[string]record{
	"deploy":  {tool: mcp.NewTool("deploy"), h: toolH, prompt: mcp.NewPrompt("deploy"), ph: promptH},
	"lint":    {tool: mcp.NewTool("lint"), h: toolH},
	"standup": {tool: mcp.NewTool("standup_run"), h: toolH, prompt: mcp.NewPrompt("standup"), ph: promptH},
}

// Mixed registers every record of mixed both ways: deploy's is a finding.
func Mixed() {
	s := server.NewMCPServer("x", "1")
	for _, r := range mixed {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph) // want `the capability of one record`
	}
}

// unmixed is mixed without deploy.
var unmixed = map[string]record{
	"lint":    {tool: mcp.NewTool("lint"), h: toolH},
	"standup": {tool: mcp.NewTool("standup_run"), h: toolH, prompt: mcp.NewPrompt("standup"), ph: promptH},
}

// Unmixed registers unmixed the same way: not a finding.
func Unmixed() {
	s := server.NewMCPServer("x", "1")
	for _, r := range unmixed {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph)
	}
}

// grown is built in a loop from each knowledge base's name, then given a
// status record without a prompt.
func grown(kbs []kb) []record {
	var recs []record
	for _, k := range kbs {
		recs = append(recs, record{tool: mcp.NewTool(k.Name), h: toolH, prompt: mcp.NewPrompt(k.Name), ph: promptH})
	}
	return append(recs, record{tool: mcp.NewTool("status"), h: toolH})
}

// Grown registers grown's records both ways: the loop's are a finding.
func Grown(kbs []kb) {
	s := server.NewMCPServer("x", "1")
	for _, r := range grown(kbs) {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph) // want `the capability of one record`
	}
}

// statusOnly is grown with the loop's prompts named apart.
func statusOnly(kbs []kb) []record {
	var recs []record
	for _, k := range kbs {
		recs = append(recs, record{tool: mcp.NewTool(k.Name + "_search"), h: toolH, prompt: mcp.NewPrompt(k.Title), ph: promptH})
	}
	return append(recs, record{tool: mcp.NewTool("status"), h: toolH})
}

// StatusOnly registers statusOnly's records both ways: not a finding.
func StatusOnly(kbs []kb) {
	s := server.NewMCPServer("x", "1")
	for _, r := range statusOnly(kbs) {
		s.AddTool(r.tool, r.h)
		s.AddPrompt(r.prompt, r.ph)
	}
}
