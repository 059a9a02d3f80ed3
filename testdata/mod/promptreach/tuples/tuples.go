// Package tuples builds model tools from functions with several results: a
// result that carries a listed prompt's data does not taint the results
// returned beside it.
package tuples

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreach/tuples/pick"
)

// catalog returns the host's own tool names and, beside them, a menu of
// the server's prompts for the system text.
func catalog(ctx context.Context, cs *mcp.ClientSession) ([]string, string, error) {
	names := []string{"read_file", "write_file"}
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return names, "", err
	}
	menu := "Prompts the user can pick:"
	for _, p := range res.Prompts {
		menu += "\n/" + p.Name
	}
	return names, menu, nil
}

// Tools makes a tool of each of the host's own names: silent, the menu is
// only context.
func Tools(ctx context.Context, cs *mcp.ClientSession) ([]anthropic.ToolUnionParam, string) {
	names, menu, _ := catalog(ctx, cs)
	var out []anthropic.ToolUnionParam
	for _, n := range names {
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{Name: n}})
	}
	return out, menu
}

// promptNames returns a count beside the names of the listed prompts.
func promptNames(ctx context.Context, cs *mcp.ClientSession) (int, []string) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return 0, nil
	}
	var names []string
	for _, p := range res.Prompts {
		names = append(names, p.Name)
	}
	return len(names), names
}

// PromptTools makes a tool of each listed prompt: the positive twin.
func PromptTools(ctx context.Context, cs *mcp.ClientSession) []anthropic.ToolUnionParam {
	n, names := promptNames(ctx, cs)
	out := make([]anthropic.ToolUnionParam, 0, n)
	for _, name := range names {
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{Name: name}}) // want `anthropic.ToolParam.Name is derived from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts`
	}
	return out
}

// Limits makes the count a tool's name: silent (a count is no prompt data
// of the listing; only the names are).
func Limits(ctx context.Context, cs *mcp.ClientSession) anthropic.ToolParam {
	n, _ := promptNames(ctx, cs)
	if n > 3 {
		return anthropic.ToolParam{Name: "many_prompts"}
	}
	return anthropic.ToolParam{Name: "few_prompts"}
}

// fetcher runs a prompt for a slash command.
func fetcher(cs *mcp.ClientSession) pick.Func {
	return func(ctx context.Context, arg string) (string, error) {
		res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: arg})
		if err != nil {
			return "", err
		}
		return res.Description, nil
	}
}

func clock(ctx context.Context, arg string) (string, error) { return "noon", nil }

// Host dispatches the model's tool calls through the first table
// pick.Tables returns and the user's slash commands through the second:
// silent (the fact of pick.Tables returns each parameter as one result).
type Host struct {
	tools, commands map[string]pick.Func
}

func NewHost(cs *mcp.ClientSession) *Host {
	tools, commands := pick.Tables(map[string]pick.Func{"clock": clock}, map[string]pick.Func{"/prompt": fetcher(cs)})
	return &Host{tools: tools, commands: commands}
}

func (h *Host) OnToolUse(ctx context.Context, tu anthropic.ToolUseBlock) (string, error) {
	return h.tools[tu.Name](ctx, string(tu.Input))
}

func (h *Host) OnSlash(ctx context.Context, name string) (string, error) {
	return h.commands[name](ctx, "")
}

// BadHost gives the fetcher to the model's table: the positive twin.
type BadHost struct {
	tools, commands map[string]pick.Func
}

func NewBadHost(cs *mcp.ClientSession) *BadHost {
	tools, commands := pick.Tables(map[string]pick.Func{"run_prompt": fetcher(cs)}, map[string]pick.Func{"/time": clock})
	return &BadHost{tools: tools, commands: commands}
}

func (h *BadHost) OnToolUse(ctx context.Context, tu anthropic.ToolUseBlock) (string, error) {
	return h.tools[tu.Name](ctx, string(tu.Input)) // want `model tool-call handler \(\*tuples.BadHost\).OnToolUse reaches prompts/get`
}
