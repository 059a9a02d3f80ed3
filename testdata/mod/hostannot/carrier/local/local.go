// Package local builds its own entries from listed prompts, with a
// read-only hint in a field of its own struct. Whether that hint is an
// annotation depends on where the entries go: into a model's tools or an
// MCP registration (reported), or only into a menu, a log or a catalogue
// file (not reported).
package local

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Entry is the host's own description of a prompt.
type Entry struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	ReadOnly    bool   `json:"readOnlyHint"`
}

// menu is a list the UI shows.
type menu struct {
	title string
	items []Entry
}

func (m *menu) render(w io.Writer) {
	fmt.Fprintln(w, m.title)
	for _, it := range m.items {
		fmt.Fprintf(w, "  %s  %s\n", it.Name, it.Description)
	}
}

// Menu keeps the entries for the UI: no model and no server sees them.
func Menu(ctx context.Context, cs *mcp.ClientSession, w io.Writer) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	m := &menu{title: "prompts"}
	for _, p := range res.Prompts {
		m.items = append(m.items, Entry{Name: p.Name, Description: p.Description, ReadOnly: true})
	}
	m.render(w)
	return nil
}

// Logged only logs them.
func Logged(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		e := Entry{Name: p.Name}
		e.ReadOnly = true
		log.Printf("prompt %+v", e)
	}
}

// Catalogue writes them to a file, and serves them to a browser.
func Catalogue(ctx context.Context, cs *mcp.ClientSession, w http.ResponseWriter) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	var cat []Entry
	for _, p := range res.Prompts {
		cat = append(cat, Entry{Name: strings.ToLower(p.Name), Description: p.Description, ReadOnly: true})
	}
	b, err := json.MarshalIndent(cat, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile("catalogue.json", b, 0o644); err != nil {
		return err
	}
	return json.NewEncoder(w).Encode(cat)
}

// ModelTools hands the same entries to the model as tools.
func ModelTools(ctx context.Context, cs *mcp.ClientSession) ([]openai.Tool, error) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	var tools []openai.Tool
	for _, p := range res.Prompts {
		e := Entry{Name: p.Name, Description: p.Description, ReadOnly: true} // want `ReadOnlyHint=true \(as field ReadOnly\) on a tool built from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts at local.go:\d+\)`
		tools = append(tools, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: e.Name, Description: e.Description}})
	}
	return tools, nil
}

// Register registers them on an MCP server, the hint carried over.
func Register(ctx context.Context, cs *mcp.ClientSession, s *mcp.Server, h mcp.ToolHandler) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		e := Entry{Name: "prompt_" + p.Name}
		e.ReadOnly = true // want `ReadOnlyHint=true \(as field ReadOnly\) on a tool built from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts at local.go:\d+\)`
		register(s, e, h)
	}
	return nil
}

func register(s *mcp.Server, e Entry, h mcp.ToolHandler) {
	s.AddTool(&mcp.Tool{Name: e.Name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: e.ReadOnly}}, h)
}

// chatRequest is the host's own request to its LLM API.
type chatRequest struct {
	Model    string           `json:"model"`
	Messages []map[string]any `json:"messages"`
	Tools    []Entry          `json:"tools"`
}

// Chat sends them in its own LLM request.
func Chat(ctx context.Context, cs *mcp.ClientSession, url string) error {
	var tools []Entry
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		tools = append(tools, Entry{Name: p.Name, ReadOnly: true}) // want `ReadOnlyHint=true \(as field ReadOnly\) on a tool built from a listed prompt \(\(\*mcp.ClientSession\).Prompts at local.go:\d+\)`
	}
	body, err := json.Marshal(chatRequest{Model: "m", Tools: tools})
	if err != nil {
		return err
	}
	resp, err := http.Post(url, "application/json", strings.NewReader(string(body)))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// build makes the entries for two callers: one shows them, the other
// gives them to the model.
func build(ps []*mcp.Prompt) []Entry {
	var out []Entry
	for _, p := range ps {
		out = append(out, Entry{Name: p.Name, ReadOnly: true}) // want `ReadOnlyHint=true \(as field ReadOnly\) on a tool built from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts at local.go:\d+\)`
	}
	return out
}

func Shown(ctx context.Context, cs *mcp.ClientSession, w io.Writer) {
	res, err := cs.ListPrompts(ctx, nil)
	if err == nil {
		(&menu{title: "p", items: build(res.Prompts)}).render(w)
	}
}

func Given(ctx context.Context, cs *mcp.ClientSession) []openai.Tool {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil
	}
	var tools []openai.Tool
	for _, e := range build(res.Prompts) {
		tools = append(tools, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: e.Name}})
	}
	return tools
}

// buildForMenu is the same helper with only the menu as caller.
func buildForMenu(ps []*mcp.Prompt) []Entry {
	var out []Entry
	for _, p := range ps {
		out = append(out, Entry{Name: p.Name, ReadOnly: true})
	}
	return out
}

func ShownOnly(ctx context.Context, cs *mcp.ClientSession, w io.Writer) {
	res, err := cs.ListPrompts(ctx, nil)
	if err == nil {
		(&menu{title: "p", items: buildForMenu(res.Prompts)}).render(w)
	}
}

// Picker shows the entries and fetches the one a person picks: a prompt
// chosen by a person is no tool.
func Picker(ctx context.Context, cs *mcp.ClientSession) (*mcp.GetPromptResult, error) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	var items []Entry
	for _, p := range res.Prompts {
		items = append(items, Entry{Name: p.Name, Description: p.Description, ReadOnly: true})
	}
	picked := items[pick(items)]
	return cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: picked.Name})
}

func pick(items []Entry) int {
	for i, it := range items {
		if it.ReadOnly {
			return i
		}
	}
	return 0
}
