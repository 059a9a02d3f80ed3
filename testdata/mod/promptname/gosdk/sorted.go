package gosdk

import (
	"context"
	"maps"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// SortedTitles keys the prompts by title, shows the sorted titles and
// sends the chosen one.
func SortedTitles(ctx context.Context, cs *mcp.ClientSession, choice int) {
	byTitle := map[string]string{}
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		byTitle[p.Title] = p.Name
	}
	titles := slices.Sorted(maps.Keys(byTitle))
	cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: titles[choice]}) // want `mcp\.Prompt\.Title \(read at sorted\.go:19\) → used as a key of a map → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at sorted\.go:22;`
}

// SortedTitlesName is SortedTitles' twin: the chosen title finds the name.
func SortedTitlesName(ctx context.Context, cs *mcp.ClientSession, choice int) {
	byTitle := map[string]string{}
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		byTitle[p.Title] = p.Name
	}
	titles := slices.Sorted(maps.Keys(byTitle))
	cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: byTitle[titles[choice]]})
}
