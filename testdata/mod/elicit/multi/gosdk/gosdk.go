// Package gosdk has go-sdk tool handlers that elicit once or more per call.
package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/elicit/multi/asker"
)

type In struct {
	Source string `json:"source"`
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func canElicit(ss *mcp.ServerSession) bool {
	ip := ss.InitializeParams()
	return ip != nil && ip.Capabilities != nil && ip.Capabilities.Elicitation != nil
}

// Four questions in one call: source, target, conflict strategy, proceed.
func migrate(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want `tool handler gosdk\.migrate can elicit 4 times in one call \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+; \(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+; \(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+; \(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+\): each question is another point where the user can give up; take values the user already gave as tool arguments, and split the operation into a read-only plan tool`
	if !canElicit(req.Session) {
		return text("pass source, target and strategy as arguments"), nil, nil
	}
	for _, q := range []string{"source workspace?", "target workspace?"} {
		_ = q
	}
	src, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "source workspace?"})
	if err != nil {
		return nil, nil, err
	}
	dst, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "target workspace?"})
	if err != nil {
		return nil, nil, err
	}
	strategy, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "skip, overwrite or duplicate?"})
	if err != nil {
		return nil, nil, err
	}
	ok, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Proceed with migration?"})
	if err != nil {
		return nil, nil, err
	}
	_, _, _, _ = src, dst, strategy, ok
	return text("migrated"), nil, nil
}

// One question per item, in a loop.
func tagAll(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want `tool handler gosdk\.tagAll can elicit an unbounded number of times in one call \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ \(in a loop\)\)`
	for _, item := range []string{"a", "b", "c"} {
		if _, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "tag for " + item + "?"}); err != nil {
			return nil, nil, err
		}
	}
	return text("tagged"), nil, nil
}

// ask is a helper of this package; called twice, it asks twice.
func ask(ctx context.Context, ss *mcp.ServerSession, msg string) (*mcp.ElicitResult, error) {
	return ss.Elicit(ctx, &mcp.ElicitParams{Message: msg})
}

func twoViaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want `tool handler gosdk\.twoViaHelper can elicit 2 times in one call \(\(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via gosdk\.ask; \(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+ via gosdk\.ask\)`
	if _, err := ask(ctx, req.Session, "name?"); err != nil {
		return nil, nil, err
	}
	if _, err := ask(ctx, req.Session, "email?"); err != nil {
		return nil, nil, err
	}
	return text("ok"), nil, nil
}

// Helpers of another package, known by their facts.
func otherPackage(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want `tool handler gosdk\.otherPackage can elicit 2 times in one call \(\(\*mcp\.ServerSession\)\.Elicit at asker\.go:\d+ via asker\.Pair → asker\.Value; \(\*mcp\.ServerSession\)\.Elicit at asker\.go:\d+ via asker\.Pair → asker\.Value\)`
	a, b, err := asker.Pair(ctx, req.Session)
	if err != nil {
		return nil, nil, err
	}
	return text(a + b), nil, nil
}

// A closure handler that asks through the other package's helper and
// itself.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "migrate"}, migrate)
	mcp.AddTool(s, &mcp.Tool{Name: "tag_all"}, tagAll)
	mcp.AddTool(s, &mcp.Tool{Name: "two"}, twoViaHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "other"}, otherPackage)
	mcp.AddTool(s, &mcp.Tool{Name: "closure"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want `tool handler gosdk\.Register\.func1 can elicit 2 times in one call \(\(\*mcp\.ServerSession\)\.Elicit at asker\.go:\d+ via asker\.Value; \(\*mcp\.ServerSession\)\.Elicit at gosdk\.go:\d+\)`
		v, err := asker.Value(ctx, req.Session, "which?")
		if err != nil {
			return nil, nil, err
		}
		if _, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "sure about " + v + "?"}); err != nil {
			return nil, nil, err
		}
		return text(v), nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "inputs"}, inputRequests)
}

// The multi-round-trip form: two elicitations in one result.
func inputRequests(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want `tool handler gosdk\.inputRequests can elicit 2 times in one call \(mcp\.InputRequestMap entry \(\*mcp\.ElicitParams\) at gosdk\.go:\d+; mcp\.InputRequestMap entry \(\*mcp\.ElicitParams\) at gosdk\.go:\d+\)`
	if r, ok := req.Params.InputResponses["source"].(*mcp.ElicitResult); ok && r.Action == "accept" {
		return text("done"), nil, nil
	}
	return &mcp.CallToolResult{
		InputRequests: mcp.InputRequestMap{
			"source": &mcp.ElicitParams{Message: "source?"},
			"target": &mcp.ElicitParams{Message: "target?"},
		},
	}, nil, nil
}

// Negatives.

// Exclusive branches: one question per call.
func eitherOr(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	var err error
	if in.Source == "" {
		_, err = req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "source?"})
	} else {
		_, err = req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "overwrite " + in.Source + "?"})
	}
	if err != nil {
		return nil, nil, err
	}
	return text("ok"), nil, nil
}

var errExpired = errors.New("plan expired")

// Plan and apply: the plan asks nothing; apply asks once, only when the
// plan expired while the operation holds its lock (re-plan or abort).
func planMigration(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return text(`{"plan_id": "p1", "conflicts": []}`), nil, nil
}

func applyMigration(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := apply(in.Source); errors.Is(err, errExpired) {
		if !canElicit(req.Session) {
			return text("the plan expired: call plan_migration again"), nil, nil
		}
		res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "The plan expired. Re-plan or abort?"})
		if err != nil || res.Action != "accept" {
			return text("aborted"), nil, nil
		}
	}
	return text("applied"), nil, nil
}

func apply(string) error { return nil }

// Two tools in one file, each asking once.
func first(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	_, err := ask(ctx, req.Session, "first?")
	return text("1"), nil, err
}

func second(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	_, err := asker.Value(ctx, req.Session, "second?")
	return text("2"), nil, err
}

// Progress notifications and logging in a loop are not elicitations.
func progress(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	for i := range 10 {
		_ = req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: "t", Progress: float64(i)})
		_ = req.Session.Log(ctx, &mcp.LoggingMessageParams{Level: "info", Data: i})
	}
	_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "keep the result?"})
	return text("ok"), nil, err
}

// The rounds of a multi-round-trip handler are separate calls; an input
// request for sampling next to the elicitation is not one.
func rounds(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if req.Params.RequestState == "" {
		return &mcp.CallToolResult{
			InputRequests: mcp.InputRequestMap{
				"name":  &mcp.ElicitParams{Message: "name?"},
				"draft": &mcp.CreateMessageParams{MaxTokens: 10},
			},
			RequestState: "round=2",
		}, nil, nil
	}
	if req.Params.RequestState == "round=2" {
		return &mcp.CallToolResult{
			InputRequests: mcp.InputRequestMap{"confirm": &mcp.ElicitParams{Message: "send it?"}},
			RequestState:  "round=3",
		}, nil, nil
	}
	return text("sent"), nil, nil
}

// A client's elicitation handler answers questions; it asks none.
func Client() *mcp.Client {
	return mcp.NewClient(&mcp.Implementation{Name: "c"}, &mcp.ClientOptions{
		ElicitationHandler: func(ctx context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "decline"}, nil
		},
	})
}

func RegisterNegatives(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "either"}, eitherOr)
	mcp.AddTool(s, &mcp.Tool{Name: "plan_migration"}, planMigration)
	mcp.AddTool(s, &mcp.Tool{Name: "apply_migration"}, applyMigration)
	mcp.AddTool(s, &mcp.Tool{Name: "first"}, first)
	mcp.AddTool(s, &mcp.Tool{Name: "second"}, second)
	mcp.AddTool(s, &mcp.Tool{Name: "progress"}, progress)
	mcp.AddTool(s, &mcp.Tool{Name: "rounds"}, rounds)
}
