// Package promptreach defines an Analyzer that reports code letting a model
// reach prompts/get.
//
// # Analyzer promptreach
//
// promptreach: report model tool calls that can fetch MCP prompts
//
// An MCP prompt is user-controlled: a person picks it, and its messages
// enter the conversation as if the person had typed them, which is why a
// prompt's text may be imperative. A host that lets the model reach
// prompts/get (a run_prompt tool, prompts flattened into the model's tool
// list, a gateway re-exposing upstream prompts as tools) hands that
// authority to whatever text talked the model into the call.
//
// The analyzer reports every call path from a model dispatch entry to a
// prompts/get call, hop by hop. Dispatch entries are code that reads a tool
// call from an LLM SDK (anthropic, openai-go, go-openai, langchaingo, genai,
// ollama, eino), MCP tool handlers, agent-framework tool implementations,
// and functions marked with a //mcpvet:dispatch doc-comment directive or
// named with -dispatch. A finding is suppressed by
//
//	//mcpvet:ignore promptreach <reason>
//
// on its line or the line above, or on a line of its evidence (a hop). It also reports tool definitions (LLM SDK tool
// types, MCP tools) whose name or description comes from a prompts/list
// source: the flattening itself.
package promptreach

import (
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/flow"
	"github.com/mcpvet/mcpvet/internal/incomplete"
	"github.com/mcpvet/mcpvet/internal/suppress"
)

const doc = `report model tool calls that can fetch MCP prompts

A prompt is chosen by a person; its messages enter the chat as if the person
had said them. promptreach reports every call path from code acting on a
model's tool call (LLM SDK tool-call dispatch, MCP tool handlers, agent
framework tools, functions marked //mcpvet:dispatch) to prompts/get, hop by
hop, and every tool definition whose name or description comes from a listed
prompt.`

// Analyzer is the promptreach analyzer.
var Analyzer = &analysis.Analyzer{
	Name:       "promptreach",
	Doc:        doc,
	URL:        "https://github.com/mcpvet/mcpvet#promptreach",
	Requires:   []*analysis.Analyzer{flow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	Run:        run,
}

// Result is what a driver may want to know of the run beyond diagnostics.
type Result struct {
	// DispatchMatched lists the -dispatch entries that name a function of
	// the package (an entry no package matches names nothing: the mcpvet
	// command warns of it).
	DispatchMatched []string
	// Entries counts the model dispatch entries found in the package, and
	// Sinks its prompts/get call sites: a driver can say when it saw
	// prompts/get calls but no dispatch to judge them by.
	Entries, Sinks int
}

func init() {
	Analyzer.Flags.Func("dispatch", "comma-separated `list` of extra dispatch entries: pkgpath.Func or pkgpath.Type.Method (an empty value clears the list)", func(s string) error {
		// The engine finds the entries (its facts say which functions
		// are entries), so the list is its flag's.
		return flow.Analyzer.Flags.Set("dispatch", s)
	})
	Analyzer.Flags.Func("userselect", "strict mode: comma-separated `list` of the functions that handle a person's prompt selection: pkgpath.Func or pkgpath.Type.Method", func(s string) error {
		return flow.Analyzer.Flags.Set("userselect", s)
	})
	Analyzer.Flags.BoolFunc("strict", "report every path to prompts/get that does not start at a user selection (//mcpvet:userselect or -userselect)", func(s string) error {
		return flow.Analyzer.Flags.Set("strict", s)
	})
}

func run(pass *analysis.Pass) (any, error) {
	suppress.Wrap(pass, "promptreach")
	res := pass.ResultOf[flow.Analyzer].(*flow.Result)
	for _, p := range res.Directives {
		pass.Report(problem(p))
	}
	for _, d := range res.Dispatch {
		pass.Report(dispatch(pass, d))
	}
	for _, f := range res.Flattened {
		pass.Report(flattened(pass, f))
	}
	for _, s := range res.Strict {
		pass.Report(strict(pass, s))
	}
	for _, m := range res.Stale {
		pass.Report(stale(m))
	}
	for _, c := range res.Cuts {
		incomplete.Report(pass, c)
	}
	return &Result{DispatchMatched: res.DispatchMatched, Entries: res.Entries, Sinks: res.Sinks}, nil
}

// CheckDispatch checks one entry of the -dispatch list, as the flag does
// (for drivers that take the list from their own configuration).
func CheckDispatch(d string) error { return flow.CheckDispatch(d) }
