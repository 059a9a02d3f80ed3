// Package gosdk registers capabilities with the official go-sdk.
package gosdk

import (
	"context"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Incident string `json:"incident"`
}

func toolH(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func rawToolH(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func promptH(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}

func newServer() *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: "incidents", Version: "v1"}, nil)
}

// Generic mcp.AddTool, then (*mcp.Server).AddPrompt under the same name.
func Generic() {
	s := newServer()
	mcp.AddTool(s, &mcp.Tool{Name: "review", Description: "review code"}, toolH)
	s.AddPrompt(&mcp.Prompt{Name: "review"}, promptH) // want `capability "review" is registered both as a tool \(mcp\.AddTool at gosdk\.go:\d+\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt\); a capability should have one initiation model`
}

// The prompt first, then (*mcp.Server).AddTool under a camelCase spelling:
// the diagnostic sits on the later registration, the tool.
func Method() {
	s := newServer()
	s.AddPrompt(&mcp.Prompt{Name: "triage_incident", Description: "start a triage"}, promptH)
	s.AddTool(&mcp.Tool{Name: "triageIncident"}, rawToolH) // want `capability "triage_incident" is registered both as a tool named "triageIncident" \(\(\*mcp\.Server\)\.AddTool\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt at gosdk\.go:\d+\)`
}

// Entries built ahead of time, in variables and a package-level variable.
var reviewPrompt = &mcp.Prompt{Name: "Deploy-Review"}

func Variables() {
	s := newServer()
	tool := &mcp.Tool{Name: "deploy_review"}
	tool.Description = "review a deploy"
	mcp.AddTool(s, tool, toolH)
	s.AddPrompt(reviewPrompt, promptH) // want `capability "deploy_review" is registered both as a tool \(mcp\.AddTool at gosdk\.go:\d+\) and as a prompt named "Deploy-Review"`
}

// Named constants, and a server kept in a local variable that a closure
// captures.
const summarize = "summarize_thread"

func Closure() {
	s := newServer()
	add := func() {
		s.AddPrompt(&mcp.Prompt{Name: "summarize-thread"}, promptH)
	}
	mcp.AddTool(s, &mcp.Tool{Name: summarize}, toolH) // want `capability "summarize-thread" is registered both as a tool named "summarize_thread" \(mcp\.AddTool\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt at gosdk\.go:\d+\)`
	add()
}

// A generic helper that registers a tool under the name it is given.
func addTool[In any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, any]) {
	mcp.AddTool(s, &mcp.Tool{Name: name}, h)
}

func GenericHelper() {
	s := newServer()
	addTool(s, "summarize_incident", toolH)
	s.AddPrompt(&mcp.Prompt{Name: "summarize_incident"}, promptH) // want `capability "summarize_incident" is registered both as a tool \(mcp\.AddTool at gosdk\.go:\d+ via gosdk\.addTool\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt\)`
}

// A registration in a closure handed to sync.Once.
func Once() {
	s := newServer()
	var once sync.Once
	once.Do(func() {
		s.AddPrompt(&mcp.Prompt{Name: "handoff"}, promptH)
	})
	s.AddTool(&mcp.Tool{Name: "handoff"}, rawToolH) // want `capability "handoff" is registered both as a tool \(\(\*mcp\.Server\)\.AddTool\) and as a prompt \(\(\*mcp\.Server\)\.AddPrompt at gosdk\.go:\d+\)`
}

// A server handed to a goroutine.
func Goroutine(done chan struct{}) {
	s := newServer()
	go func() {
		defer close(done)
		mcp.AddTool(s, &mcp.Tool{Name: "open_incident"}, toolH)
	}()
	<-done
	s.AddPrompt(&mcp.Prompt{Name: "open-incident"}, promptH) // want `capability "open_incident" is registered both as a tool \(mcp\.AddTool at gosdk\.go:\d+\) and as a prompt named "open-incident"`
}
