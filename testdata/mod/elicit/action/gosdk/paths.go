package gosdk

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/elicit/action/ask"
)

// Whether the content is read where the action can be other than "accept"
// is a property of the paths to the read: every form of the test counts
// (a switch with or without default, an if chain, early returns, a helper
// whose error the caller returns on), and what is reported is the actions
// that still reach the read.

// Negatives: decline and cancel end the operation before the read.

// A switch on the non-accept actions, without default.
func switchNoDefault(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return nil, nil, err
	}
	switch res.Action {
	case "decline":
		return text("declined"), nil, nil
	case "cancel":
		return text("cancelled"), nil, nil
	}
	n, _ := res.Content["name"].(string)
	rename(n)
	return text(n), nil, nil
}

// A switch whose default is the accepted answer.
func switchDefault(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return nil, nil, err
	}
	switch res.Action {
	case "decline", "cancel":
		return text("not renamed"), nil, nil
	default:
		n, _ := res.Content["name"].(string)
		rename(n)
		return text(n), nil, nil
	}
}

// An if chain with early returns.
func ifChain(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return nil, nil, err
	}
	if res.Action == "decline" {
		return text("declined"), nil, nil
	} else if res.Action == "cancel" {
		return text("cancelled"), nil, nil
	}
	n, _ := res.Content["name"].(string)
	rename(n)
	return text(n), nil, nil
}

var errNotGiven = errors.New("no name given")

// askAccepted returns an error for every answer but accept.
func askAccepted(ctx context.Context, ss *mcp.ServerSession) (*mcp.ElicitResult, error) {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return nil, err
	}
	switch res.Action {
	case "decline":
		return nil, errNotGiven
	case "cancel":
		return res, fmt.Errorf("cancelled")
	}
	return res, nil
}

// The caller returns on the helper's error.
func helperErr(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := askAccepted(ctx, req.Session)
	if err != nil {
		return text("not renamed: " + err.Error()), nil, nil
	}
	n, _ := res.Content["name"].(string)
	rename(n)
	return text(n), nil, nil
}

// The test kept in a variable (a phi of the && in SSA).
func storedTest(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	accepted := err == nil && res.Action == "accept"
	if !accepted {
		return text("not renamed"), nil, nil
	}
	n, _ := res.Content["name"].(string)
	rename(n)
	return text(n), nil, nil
}

// Positives: a path lets decline or cancel through to the read.

// The test kept in a variable lets cancel through.
func storedTestCancel(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	done := err != nil || res.Action == "decline"
	if done {
		return text("not renamed"), nil, nil
	}
	n, _ := res.Content["name"].(string) // want `gosdk\.storedTestCancel reads the content of an elicitation's answer where the action can still be "cancel": a path to this read passes no test that rules it out`
	rename(n)
	return text(n), nil, nil
}

// Only decline is handled: cancel reaches the read.
func onlyDecline(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return nil, nil, err
	}
	switch res.Action {
	case "decline":
		return text("declined"), nil, nil
	}
	n, _ := res.Content["name"].(string) // want `gosdk\.onlyDecline reads the content of an elicitation's answer where the action can still be "cancel": a path to this read passes no test that rules it out`
	rename(n)
	return text(n), nil, nil
}

// The accept test does not decide the read: after it, every action reaches
// it.
func testedThenRead(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return nil, nil, err
	}
	if res.Action == "accept" {
		log.Print("accepted")
	}
	n, _ := res.Content["name"].(string) // want `gosdk\.testedThenRead reads the content of an elicitation's answer where the action can still be "decline" or "cancel": a path to this read passes no test that rules them out`
	rename(n)
	return text(n), nil, nil
}

// askLeaky returns a nil error on decline.
func askLeaky(ctx context.Context, ss *mcp.ServerSession) (*mcp.ElicitResult, error) {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "name?"})
	if err != nil {
		return nil, err
	}
	if res.Action == "cancel" {
		return nil, errNotGiven
	}
	return res, nil
}

// The caller returns on the helper's error, but decline gets through it.
func helperLeaky(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := askLeaky(ctx, req.Session)
	if err != nil {
		return text("not renamed"), nil, nil
	}
	n, _ := res.Content["name"].(string) // want `gosdk\.helperLeaky reads the content of an elicitation's answer where the action can still be "decline": a path to this read passes no test that rules it out`
	rename(n)
	return text(n), nil, nil
}

// The helper is right, but the caller goes on after its error.
func helperErrIgnored(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := askAccepted(ctx, req.Session)
	if err != nil {
		log.Print(err)
	}
	n, _ := res.Content["name"].(string) // want `gosdk\.helperErrIgnored reads the content of an elicitation's answer where the action can still be "cancel": a path to this read passes no test that rules it out`
	rename(n)
	return text(n), nil, nil
}

// A helper's test of the answer, then a read after the branches meet.
func helperTestMerged(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := ask.Name(ctx, req.Session)
	if err != nil {
		return nil, nil, err
	}
	if ask.Accepted(res) {
		log.Print("accepted")
	}
	n, _ := res.Content["name"].(string) // want `gosdk\.helperTestMerged reads the content of an elicitation's answer where the action can still be "decline" or "cancel": a path to this read passes no test that rules them out`
	rename(n)
	return text(n), nil, nil
}

func RegisterPaths(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "p1"}, switchNoDefault)
	mcp.AddTool(s, &mcp.Tool{Name: "p2"}, switchDefault)
	mcp.AddTool(s, &mcp.Tool{Name: "p3"}, ifChain)
	mcp.AddTool(s, &mcp.Tool{Name: "p4"}, helperErr)
	mcp.AddTool(s, &mcp.Tool{Name: "p5"}, onlyDecline)
	mcp.AddTool(s, &mcp.Tool{Name: "p6"}, testedThenRead)
	mcp.AddTool(s, &mcp.Tool{Name: "p7"}, helperLeaky)
	mcp.AddTool(s, &mcp.Tool{Name: "p8"}, helperErrIgnored)
	mcp.AddTool(s, &mcp.Tool{Name: "p9"}, storedTest)
	mcp.AddTool(s, &mcp.Tool{Name: "p10"}, storedTestCancel)
	mcp.AddTool(s, &mcp.Tool{Name: "p11"}, helperTestMerged)
}
