// Package wire joins the mcp-golang registrations.
package wire

import (
	mcp_golang "github.com/metoro-io/mcp-golang"

	"example.com/t/dualreg/crosspkg/golang/reg"
)

func Main() {
	s := mcp_golang.NewServer(nil)
	_ = reg.Tools(s)
	_ = reg.Prompts(s, "summarizeIncident") // want `capability "summarize_incident" is registered both as a tool \(\(\*mcp_golang\.Server\)\.RegisterTool at reg\.go:\d+ via reg\.Tools\) and as a prompt named "summarizeIncident" \(\(\*mcp_golang\.Server\)\.RegisterPrompt at reg\.go:\d+ via reg\.Prompts\)`
	_ = reg.Prompts(s, "write_postmortem")
}
