// Package gosdk reads go-sdk elicitation answers, well and badly.
package gosdk

import (
	"context"
	"fmt"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/elicit/action/ask"
)

type In struct {
	Name string `json:"name"`
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func rename(string) {}

// Positives.

// The content read without looking at the action, and asserted.
func unchecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "random?"})
	if err != nil {
		return nil, nil, err
	}
	return text(res.Content["random"].(string)), nil, nil // want `gosdk\.unchecked reads the content of an elicitation's answer without checking that the action is "accept"` `gosdk\.unchecked asserts a value of the accepted content to string without checking: the requested schema is a request, not a guarantee`
}

// Only accept tested; decline proceeds with the argument's value.
func fallThrough(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	name := in.Name
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "new name?"})
	if err != nil {
		return nil, nil, err
	}
	if res.Action == "accept" { // want `gosdk\.fallThrough compares the elicitation's action only to "accept": on "decline" or "cancel" it goes on with the value it had before asking \(merged at gosdk\.go:\d+\)`
		name, _ = res.Content["name"].(string)
	}
	rename(name)
	return text("renamed to " + name), nil, nil
}

// The answer from a helper of another package, read unchecked.
func viaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := ask.Name(ctx, req.Session)
	if err != nil {
		return nil, nil, err
	}
	n, _ := res.Content["name"].(string) // want `gosdk\.viaHelper reads the content of an elicitation's answer without checking`
	return text(n), nil, nil
}

// An input response asserted, then its content read unchecked.
func inputResponse(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if r, ok := req.Params.InputResponses["name"].(*mcp.ElicitResult); ok {
		n, _ := r.Content["name"].(string) // want `gosdk\.inputResponse reads the content of an elicitation's answer without checking`
		return text(n), nil, nil
	}
	return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"name": &mcp.ElicitParams{Message: "name?"}}}, nil, nil
}

// Negatives.

// Every outcome handled, the content checked.
func switched(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return nil, nil, err
	}
	switch res.Action {
	case "accept":
		n, ok := res.Content["name"].(string)
		if !ok {
			return text("no name given"), nil, nil
		}
		return text(n), nil, nil
	case "decline":
		return text("declined: keeping " + in.Name), nil, nil
	default:
		return text("cancelled"), nil, nil
	}
}

// Non-accept ends the operation: not a fall-through.
func early(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil || res.Action != "accept" {
		return text("not renamed"), nil, nil
	}
	n, _ := res.Content["name"].(string)
	rename(n)
	return text(n), nil, nil
}

// A helper tests the action.
func helperTest(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := ask.Name(ctx, req.Session)
	if err != nil {
		return nil, nil, err
	}
	if !ask.Accepted(res) {
		return text("no"), nil, nil
	}
	n, _ := res.Content["name"].(string)
	return text(n), nil, nil
}

// Reads the action only, for a message.
func actionOnly(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "ok?"})
	if err != nil {
		return nil, nil, err
	}
	return text("answer: " + res.Action), nil, nil
}

// A client's handler builds answers; it reads none.
func Client() *mcp.Client {
	return mcp.NewClient(&mcp.Implementation{Name: "c"}, &mcp.ClientOptions{
		ElicitationHandler: func(ctx context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			r := &mcp.ElicitResult{Action: "accept", Content: map[string]any{"name": "x"}}
			_ = r.Content["name"]
			return r, nil
		},
	})
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "a"}, unchecked)
	mcp.AddTool(s, &mcp.Tool{Name: "b"}, fallThrough)
	mcp.AddTool(s, &mcp.Tool{Name: "c"}, viaHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "d"}, inputResponse)
	mcp.AddTool(s, &mcp.Tool{Name: "e"}, switched)
	mcp.AddTool(s, &mcp.Tool{Name: "f"}, early)
	mcp.AddTool(s, &mcp.Tool{Name: "g"}, helperTest)
	mcp.AddTool(s, &mcp.Tool{Name: "h"}, actionOnly)
	mcp.AddTool(s, &mcp.Tool{Name: "i"}, echo)
	mcp.AddTool(s, &mcp.Tool{Name: "j"}, echoAndUse)
}

// The answer shown as text, whatever the action: not used as if given.
func echo(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "anything?"})
	if err != nil {
		return nil, nil, err
	}
	return text(fmt.Sprintf("action=%s, content=%v", res.Action, res.Content)), nil, nil
}

// Used as well as shown: reported.
func echoAndUse(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "anything?"})
	if err != nil {
		return nil, nil, err
	}
	c := res.Content // want `gosdk\.echoAndUse reads the content of an elicitation's answer without checking`
	log.Printf("content=%v", c)
	rename(fmt.Sprint(c["name"]))
	return text("ok"), nil, nil
}

var strategySchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"strategy": map[string]any{"type": "string", "enum": []string{"skip", "overwrite", "duplicate"}},
	},
}

func migrate(string) {}

// The choice acted on as it came.
func enumUnchecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "conflicts?", RequestedSchema: strategySchema})
	if err != nil || res.Action != "accept" {
		return text("not migrated"), nil, nil
	}
	strategy, _ := res.Content["strategy"].(string) // want `gosdk\.enumUnchecked uses the accepted value of "strategy" without checking it against the choices offered \(skip, overwrite, duplicate\)`
	migrate(strategy)
	return text("migrated"), nil, nil
}

// The choice switched on.
func enumSwitched(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "conflicts?", RequestedSchema: strategySchema})
	if err != nil || res.Action != "accept" {
		return text("not migrated"), nil, nil
	}
	strategy, _ := res.Content["strategy"].(string)
	switch strategy {
	case "skip", "overwrite", "duplicate":
		migrate(strategy)
		return text("migrated"), nil, nil
	}
	return text("unknown strategy " + strategy), nil, nil
}

// The choice only shown back in the result (formatting is not acting on it).
func enumShown(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "conflicts?", RequestedSchema: strategySchema})
	if err != nil || res.Action != "accept" {
		return text("not migrated"), nil, nil
	}
	strategy := "skip"
	if s, ok := res.Content["strategy"].(string); ok {
		strategy = s
	}
	return text(fmt.Sprintf("would migrate with strategy %s", strategy)), nil, nil
}

func RegisterEnums(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "k"}, enumUnchecked)
	mcp.AddTool(s, &mcp.Tool{Name: "l"}, enumSwitched)
	mcp.AddTool(s, &mcp.Tool{Name: "m"}, enumShown)
}
