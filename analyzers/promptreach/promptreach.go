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
	"fmt"
	"go/token"
	"reflect"
	"strings"

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
}

func init() {
	Analyzer.Flags.Func("dispatch", "comma-separated `list` of extra dispatch entries: pkgpath.Func or pkgpath.Type.Method (an empty value clears the list)", func(s string) error {
		if strings.TrimSpace(s) == "" {
			flow.DispatchFuncs = nil
			return nil
		}
		var entries []string
		for _, f := range strings.Split(s, ",") {
			f = strings.TrimSpace(f)
			if err := CheckDispatch(f); err != nil {
				return err
			}
			entries = append(entries, f)
		}
		flow.DispatchFuncs = append(flow.DispatchFuncs, entries...)
		return nil
	})
}

// CheckDispatch checks one dispatch entry: an import path, then a function
// name or a type and method name, separated by dots. Whether it names a
// function is known only once packages are analysed (the mcpvet command
// warns of an entry that names none).
func CheckDispatch(d string) error {
	bad := func(why string) error {
		return fmt.Errorf("dispatch entry %q %s: want pkgpath.Func or pkgpath.Type.Method, as example.com/llm.Client.Dispatch", d, why)
	}
	if strings.TrimSpace(d) != d || strings.ContainsAny(d, ", \t") {
		return bad("has a space or a comma")
	}
	slash := strings.LastIndex(d, "/")
	names := strings.Split(d[slash+1:], ".")
	switch {
	case len(names) < 2 && slash < 0:
		return bad("has no package path")
	case len(names) < 2:
		return bad("has no function name")
	case len(names) > 3:
		return bad("has too many names")
	}
	for _, n := range names {
		if n == "" {
			return bad("has an empty name")
		}
		if !token.IsIdentifier(n) && n != names[0] {
			return bad("has a name that is not a Go identifier")
		}
	}
	return nil
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
	for _, c := range res.Cuts {
		incomplete.Report(pass, c)
	}
	return &Result{DispatchMatched: res.DispatchMatched}, nil
}
