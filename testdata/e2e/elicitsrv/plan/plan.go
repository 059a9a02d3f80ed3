// Package plan is the redesign: a read-only plan tool and an apply tool
// that asks once, only when the plan expired while it holds the lock.
package plan

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/elicitsrv/ask"
)

type PlanIn struct {
	Source string `json:"source"`
	Target string `json:"target"`
}

type ApplyIn struct {
	PlanID   string `json:"plan_id"`
	Strategy string `json:"default_strategy,omitempty"`
}

var errExpired = errors.New("plan expired")

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func planMigration(ctx context.Context, req *mcp.CallToolRequest, in PlanIn) (*mcp.CallToolResult, any, error) {
	return text(`{"plan_id": "p-1", "will_create": 41, "conflicts": []}`), nil, nil
}

func applyMigration(ctx context.Context, req *mcp.CallToolRequest, in ApplyIn) (*mcp.CallToolResult, any, error) {
	err := apply(in.PlanID, in.Strategy)
	if !errors.Is(err, errExpired) {
		return text("applied"), nil, err
	}
	if !ask.Supported(req.Session) {
		return text("plan " + in.PlanID + " expired: call plan_migration again"), nil, nil
	}
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{
		Message: "The plan expired while applying. Re-plan or abort?",
		RequestedSchema: map[string]any{
			"type":       "object",
			"properties": map[string]any{"next": map[string]any{"type": "string", "enum": []string{"replan", "abort"}}},
		},
	})
	if err != nil || res.Action != "accept" {
		return text("aborted"), nil, nil
	}
	return text("re-planned"), nil, nil
}

func apply(id, strategy string) error { return nil }

// Register adds the tools.
func Register(s *mcp.Server) {
	yes := true
	mcp.AddTool(s, &mcp.Tool{Name: "plan_migration", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, planMigration)
	mcp.AddTool(s, &mcp.Tool{Name: "apply_migration", Annotations: &mcp.ToolAnnotations{DestructiveHint: &yes, IdempotentHint: true}}, applyMigration)
}
