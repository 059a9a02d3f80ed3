package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A display title goes from a listed prompt into menuState.first
// (remember), from there into menuState.chosen (promote), and from there
// into the prompts/get name (open): the functions come in the reverse
// order, so the title reaches open only after two stores into fields that
// open and promote read. quietState is the negative twin: its chosen field
// gets the prompt's Name.

type menuState struct {
	first, chosen string
}

func (m *menuState) open(ctx context.Context, cs *mcp.ClientSession) {
	cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: m.chosen}) // want `mcp\.Prompt\.Title \(read at chain\.go:34\) → stored in gosdk\.menuState\.first → stored in gosdk\.menuState\.chosen → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at chain\.go:21;`
}

func (m *menuState) promote() {
	m.chosen = m.first
}

// Remember keeps the first listed prompt's title.
func (m *menuState) Remember(ctx context.Context, cs *mcp.ClientSession) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil || len(res.Prompts) == 0 {
		return
	}
	m.first = res.Prompts[0].Title
	m.promote()
	m.open(ctx, cs)
}

type quietState struct {
	first, chosen string
}

func (q *quietState) open(ctx context.Context, cs *mcp.ClientSession) {
	cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: q.chosen})
}

func (q *quietState) promote() {
	q.chosen = q.first
}

// Remember keeps the first listed prompt's name: silent.
func (q *quietState) Remember(ctx context.Context, cs *mcp.ClientSession) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil || len(res.Prompts) == 0 {
		return
	}
	q.first = res.Prompts[0].Name
	q.promote()
	q.open(ctx, cs)
}
