package host // want package:`promptname\(example\.com/t/promptname/crosspkg/fetch\.Choice\.Label \{mcp\.Prompt\.Title@host\.go:111\}; example\.com/t/promptname/crosspkg/fetch\.Entry\.Label \{mcp\.Prompt\.Title@host\.go:101\}; example\.com/t/promptname/crosspkg/menu\.Item\.Label to prompts/get at host\.go:40; example\.com/t/promptname/crosspkg/menu\.Item\.Name to prompts/get at host\.go:46\)\}$`

// The host of the cross-package suite: its helpers (label, menu, fetch,
// mid) are other packages, known here by their facts.

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptname/crosspkg/fetch"
	"example.com/t/promptname/crosspkg/label"
	"example.com/t/promptname/crosspkg/menu"
	"example.com/t/promptname/crosspkg/mid"
)

// HelperLabel sends package label's label.
func HelperLabel(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		fetch.Fetch(ctx, cs, label.Label(p)) // want `display string mcp\.Prompt\.Title \(the Name only where the display string is empty\), not its Name: mcp\.Prompt\.Title \(read at label\.go:9\) → returned by label\.Label → passed to fetch\.Fetch → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at fetch\.go:14;`
	}
}

// HelperName is HelperLabel's twin.
func HelperName(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		fetch.Fetch(ctx, cs, label.Name(p))
	}
}

// MenuLabel sends the label of the chosen item of package menu's menu.
func MenuLabel(ctx context.Context, cs *mcp.ClientSession, i int) {
	items := menu.Build(ctx, cs)
	cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: items[i].Label}) // want `mcp\.Prompt\.Title \(read at label\.go:9\) → returned by label\.Label → stored in menu\.Item\.Label → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at host\.go:40;`
}

// MenuName is MenuLabel's twin.
func MenuName(ctx context.Context, cs *mcp.ClientSession, i int) {
	items := menu.Build(ctx, cs)
	cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: items[i].Name})
}

// Picked lists the titles, lets package menu pick one, and sends it.
func Picked(ctx context.Context, cs *mcp.ClientSession, i int) {
	var titles []string
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		titles = append(titles, p.Title)
	}
	fetch.Fetch(ctx, cs, menu.Pick(titles, i)) // want `mcp\.Prompt\.Title \(read at host\.go:56\) → returned by menu\.Pick → passed to fetch\.Fetch → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at fetch\.go:14;`
}

// PickedName is Picked's twin: the same Pick, on the names.
func PickedName(ctx context.Context, cs *mcp.ClientSession, i int) {
	var titles, names []string
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		titles = append(titles, p.Title)
		names = append(names, p.Name)
	}
	_ = menu.Pick(titles, i)
	fetch.Fetch(ctx, cs, menu.Pick(names, i))
}

// ThreeHops sends the title through package mid.
func ThreeHops(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		mid.Open(ctx, cs, p.Title) // want `mcp\.Prompt\.Title \(read at host\.go:81\) → passed to mid\.Open → passed to fetch\.Fetch → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at fetch\.go:14;`
	}
}

// ThreeHopsName is ThreeHops' twin.
func ThreeHopsName(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		mid.Open(ctx, cs, p.Name)
	}
}

// EntryLabel fills package fetch's Entry, whose Label fetch sends.
func EntryLabel(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		fetch.RunEntry(ctx, cs, fetch.Entry{Label: p.Title, Name: p.Name}) // want `mcp\.Prompt\.Title \(read at host\.go:101\) → stored in fetch\.Entry\.Label → passed to fetch\.Fetch → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at fetch\.go:14;`
	}
}

// ChoiceLabel is EntryLabel's twin: fetch sends a Choice's Name.
func ChoiceLabel(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		fetch.RunChoice(ctx, cs, fetch.Choice{Label: p.Title, Name: p.Name})
	}
}
