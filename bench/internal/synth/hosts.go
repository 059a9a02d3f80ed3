package synth

import (
	"fmt"
	"strings"
)

// pickPacks returns 1 to 3 distinct tool packs written so far: imports and
// the calls registering them on r.
func (g *gen) pickPacks(imps map[string]bool) string {
	n := min(len(g.packs), 1+g.rng.IntN(3))
	var b strings.Builder
	for _, i := range g.rng.Perm(len(g.packs))[:n] {
		p := g.packs[i]
		imps[p.path] = true
		fmt.Fprintf(&b, "\t%s.Register(r, env)\n", p.name)
	}
	return b.String()
}

// claudeHost writes hosts/claudeN: a Claude conversation loop whose tools
// are local tool packs and the main MCP server's tools; the prompt list is
// shown to the model as context only, and prompts are fetched on a slash
// command the user types. No finding.
func (g *gen) claudeHost(name string) error {
	imps := map[string]bool{
		"bufio": true, "context": true, "encoding/json": true, "errors": true, "fmt": true, "os": true, "strings": true,
		g.opt.Module + "/internal/platform": true, g.opt.Module + "/internal/toolkit": true,
		"github.com/anthropics/anthropic-sdk-go/v2": true, "github.com/modelcontextprotocol/go-sdk/mcp": true,
	}
	regs := g.pickPacks(imps)
	dir := "hosts/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/host.go", "claude-host", g.r(claudeHostSrc, "P", name, "IMPORTS", imports(imps), "REGS", regs,
		"STEPS", fmt.Sprint(4+g.rng.IntN(8))))
}

const claudeHostSrc = `// Package {{P}} runs a Claude conversation with local and MCP tools.
package {{P}}

{{IMPORTS}}

// Host is one conversation.
type Host struct {
	env      *platform.Env
	tools    *toolkit.Registry
	mcpTools map[string]bool
	history  []anthropic.MessageParam
}

// New registers the local tools.
func New(env *platform.Env) *Host {
	r := toolkit.New()
{{REGS}}	return &Host{env: env, tools: r, mcpTools: map[string]bool{}}
}

// toolParams lists local tools and the MCP server's tools for the model.
func (h *Host) toolParams(ctx context.Context) ([]anthropic.ToolUnionParam, error) {
	out := h.tools.AnthropicTools()
	res, err := h.env.Session.ListTools(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, t := range res.Tools {
		if h.tools.Has(t.Name) {
			continue
		}
		h.mcpTools[t.Name] = true
		raw, _ := json.Marshal(t.InputSchema)
		var sch anthropic.ToolInputSchemaParam
		if err := json.Unmarshal(raw, &sch); err != nil {
			return nil, fmt.Errorf("tool %s: %w", t.Name, err)
		}
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{Name: t.Name, Description: anthropic.String(t.Description), InputSchema: sch}})
	}
	return out, nil
}

// system tells the model which prompts the user can run: context only.
func (h *Host) system(ctx context.Context) []anthropic.TextBlockParam {
	var b strings.Builder
	b.WriteString("You are the operations assistant.")
	first := true
	for p, err := range h.env.Session.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		if first {
			b.WriteString(" The user can type /prompt NAME to run one of:")
			first = false
		}
		b.WriteString(" " + p.Name)
	}
	return []anthropic.TextBlockParam{{Text: b.String()}}
}

// Ask sends one user message and runs the tool calls the model makes.
func (h *Host) Ask(ctx context.Context, text string) (string, error) {
	h.history = append(h.history, anthropic.NewUserMessage(anthropic.NewTextBlock(text)))
	tools, err := h.toolParams(ctx)
	if err != nil {
		return "", err
	}
	for step := 0; step < {{STEPS}}; step++ {
		msg, err := h.env.Claude.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     anthropic.Model(h.env.Config.ClaudeModel),
			MaxTokens: h.env.Config.MaxTokens,
			System:    h.system(ctx),
			Messages:  h.history,
			Tools:     tools,
		})
		if err != nil {
			return "", err
		}
		h.history = append(h.history, msg.ToParam())
		var results []anthropic.ContentBlockParamUnion
		var answer strings.Builder
		for _, blk := range msg.Content {
			switch blk.Type {
			case "text":
				answer.WriteString(blk.Text)
			case "tool_use":
				tu := blk.AsToolUse()
				out, err := h.call(ctx, tu.Name, tu.Input)
				if err != nil {
					out = err.Error()
				}
				results = append(results, anthropic.NewToolResultBlock(tu.ID, out, err != nil))
			}
		}
		if len(results) == 0 {
			return answer.String(), nil
		}
		h.history = append(h.history, anthropic.NewUserMessage(results...))
	}
	return "", errors.New("the model kept calling tools")
}

func (h *Host) call(ctx context.Context, name string, input json.RawMessage) (string, error) {
	if !h.mcpTools[name] {
		return h.tools.Call(ctx, name, input)
	}
	var args map[string]any
	if err := json.Unmarshal(input, &args); err != nil {
		return "", err
	}
	res, err := h.env.Session.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		return "", err
	}
	return platform.TextOf(res), nil
}

// Slash runs "/prompt NAME" typed by the user: the user picked the prompt.
func (h *Host) Slash(ctx context.Context, line string) error {
	name, ok := strings.CutPrefix(line, "/prompt ")
	if !ok {
		return fmt.Errorf("unknown command %q", line)
	}
	res, err := h.env.Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: strings.TrimSpace(name)})
	if err != nil {
		return err
	}
	for _, m := range res.Messages {
		if t, ok := m.Content.(*mcp.TextContent); ok {
			h.history = append(h.history, anthropic.NewUserMessage(anthropic.NewTextBlock(t.Text)))
		}
	}
	return nil
}

// Start reads lines from stdin until ctx is done.
func Start(ctx context.Context, env *platform.Env) error {
	h := New(env)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() && ctx.Err() == nil {
		line := sc.Text()
		if strings.HasPrefix(line, "/") {
			if err := h.Slash(ctx, line); err != nil {
				fmt.Fprintln(os.Stderr, err)
			}
			continue
		}
		out, err := h.Ask(ctx, line)
		if err != nil {
			return err
		}
		fmt.Println(out)
	}
	return sc.Err()
}
`

// gptHost writes hosts/gptN: a go-openai loop over local tool packs and the
// upstream (mcp-go) server's tools; prompts are fetched when the user picks
// one by number. No finding.
func (g *gen) gptHost(name string) error {
	imps := map[string]bool{
		"context": true, "encoding/json": true, "errors": true, "fmt": true, "io": true, "strconv": true, "strings": true,
		g.opt.Module + "/internal/platform": true, g.opt.Module + "/internal/toolkit": true,
		"github.com/mark3labs/mcp-go/mcp": true, "openai github.com/sashabaranov/go-openai": true,
	}
	regs := g.pickPacks(imps)
	dir := "hosts/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/host.go", "gpt-host", g.r(gptHostSrc, "P", name, "IMPORTS", imports(imps), "REGS", regs,
		"STEPS", fmt.Sprint(3+g.rng.IntN(8))))
}

const gptHostSrc = `// Package {{P}} runs an OpenAI chat with local and upstream MCP tools.
package {{P}}

{{IMPORTS}}

// Chat is one conversation.
type Chat struct {
	env      *platform.Env
	local    *toolkit.Registry
	upstream map[string]bool
	history  []openai.ChatCompletionMessage
	prompts  []mcp.Prompt
}

// New registers the local tools.
func New(env *platform.Env) *Chat {
	r := toolkit.New()
{{REGS}}	return &Chat{env: env, local: r, upstream: map[string]bool{}}
}

func (c *Chat) tools(ctx context.Context) ([]openai.Tool, error) {
	out := c.local.OpenAITools()
	res, err := c.env.Upstream.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return nil, err
	}
	for _, t := range res.Tools {
		c.upstream[t.Name] = true
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: t.Name, Description: t.Description, Parameters: t.InputSchema}})
	}
	return out, nil
}

// Send runs one user turn.
func (c *Chat) Send(ctx context.Context, text string) (string, error) {
	c.history = append(c.history, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: text})
	tools, err := c.tools(ctx)
	if err != nil {
		return "", err
	}
	for step := 0; step < {{STEPS}}; step++ {
		resp, err := c.env.OpenAI.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
			Model:    c.env.Config.OpenAIModel,
			Messages: c.history,
			Tools:    tools,
		})
		if err != nil {
			return "", err
		}
		if len(resp.Choices) == 0 {
			return "", errors.New("no choices")
		}
		msg := resp.Choices[0].Message
		c.history = append(c.history, msg)
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		for _, tc := range msg.ToolCalls {
			out, err := c.run(ctx, tc.Function.Name, tc.Function.Arguments)
			if err != nil {
				out = "error: " + err.Error()
			}
			c.history = append(c.history, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: out})
		}
	}
	return "", errors.New("too many tool rounds")
}

func (c *Chat) run(ctx context.Context, name, args string) (string, error) {
	if c.local.Has(name) {
		return c.local.Call(ctx, name, json.RawMessage(args))
	}
	if !c.upstream[name] {
		return "", fmt.Errorf("no tool %q", name)
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	if err := json.Unmarshal([]byte(args), &req.Params.Arguments); err != nil {
		return "", err
	}
	res, err := c.env.Upstream.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	return platform.UpstreamText(res), nil
}

// Menu prints the prompts the user can pick.
func (c *Chat) Menu(ctx context.Context, w io.Writer) error {
	res, err := c.env.Upstream.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return err
	}
	c.prompts = res.Prompts
	for i, p := range c.prompts {
		fmt.Fprintf(w, "%2d. %s - %s\n", i+1, p.Name, p.Description)
	}
	return nil
}

// Pick loads the prompt the user chose by number into the conversation.
func (c *Chat) Pick(ctx context.Context, choice string) error {
	i, err := strconv.Atoi(strings.TrimSpace(choice))
	if err != nil || i < 1 || i > len(c.prompts) {
		return fmt.Errorf("no prompt %q", choice)
	}
	req := mcp.GetPromptRequest{}
	req.Params.Name = c.prompts[i-1].Name
	res, err := c.env.Upstream.GetPrompt(ctx, req)
	if err != nil {
		return err
	}
	for _, m := range res.Messages {
		if t, ok := m.Content.(mcp.TextContent); ok {
			c.history = append(c.history, openai.ChatCompletionMessage{Role: string(m.Role), Content: t.Text})
		}
	}
	return nil
}

// Start runs a conversation seeded from the environment.
func Start(ctx context.Context, env *platform.Env) error {
	c := New(env)
	out, err := c.Send(ctx, "Summarize what changed since yesterday.")
	if err != nil {
		return err
	}
	env.Log.Info("summary", "host", "{{P}}", "text", out)
	return nil
}
`

// picker writes ui/pickerN: the user's prompt picker over HTTP (go-sdk
// session) and a terminal menu (upstream mcp-go client). No finding.
func (g *gen) picker(name string) error {
	dir := "ui/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/picker.go", "picker", g.r(pickerSrc, "P", name))
}

const pickerSrc = `// Package {{P}} serves the prompt picker: people choose prompts here.
package {{P}}

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"{{MOD}}/internal/platform"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Picker lists prompts and fetches the one a person chose.
type Picker struct {
	env *platform.Env
	mux *http.ServeMux
}

// New sets up the routes.
func New(env *platform.Env) *Picker {
	p := &Picker{env: env, mux: http.NewServeMux()}
	p.mux.HandleFunc("GET /prompts", p.list)
	p.mux.HandleFunc("POST /prompts/{name}", p.use)
	p.mux.HandleFunc("POST /upstream/prompts/{name}", p.useUpstream)
	return p
}

type item struct {
	Name        string ` + "`json:\"name\"`" + `
	Title       string ` + "`json:\"title,omitempty\"`" + `
	Description string ` + "`json:\"description,omitempty\"`" + `
}

func (p *Picker) list(w http.ResponseWriter, r *http.Request) {
	var items []item
	for pr, err := range p.env.Session.Prompts(r.Context(), nil) {
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		items = append(items, item{Name: pr.Name, Title: pr.Title, Description: pr.Description})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(items)
}

func (p *Picker) use(w http.ResponseWriter, r *http.Request) {
	var args map[string]string
	if r.Body != nil {
		if err := json.NewDecoder(r.Body).Decode(&args); err != nil && !errors.Is(err, io.EOF) {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
	}
	res, err := p.env.Session.GetPrompt(r.Context(), &mcp.GetPromptParams{Name: r.PathValue("name"), Arguments: args})
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(res)
}

func (p *Picker) useUpstream(w http.ResponseWriter, r *http.Request) {
	req := mcpgo.GetPromptRequest{}
	req.Params.Name = r.PathValue("name")
	res, err := p.env.Upstream.GetPrompt(r.Context(), req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	_ = json.NewEncoder(w).Encode(res)
}

// Menu is the terminal picker: numbered upstream prompts, then a choice.
func (p *Picker) Menu(ctx context.Context, in io.Reader, out io.Writer) (*mcpgo.GetPromptResult, error) {
	res, err := p.env.Upstream.ListPrompts(ctx, mcpgo.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	for i, pr := range res.Prompts {
		fmt.Fprintf(out, "%d) %s\n", i+1, pr.Name)
	}
	fmt.Fprint(out, "prompt> ")
	line, err := bufio.NewReader(in).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	n, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || n < 1 || n > len(res.Prompts) {
		return nil, fmt.Errorf("no such prompt: %q", line)
	}
	req := mcpgo.GetPromptRequest{}
	req.Params.Name = res.Prompts[n-1].Name
	return p.env.Upstream.GetPrompt(ctx, req)
}

// Start serves the picker until ctx is done.
func Start(ctx context.Context, env *platform.Env) error {
	srv := &http.Server{Addr: env.Config.Addr, Handler: New(env).mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	if err := srv.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
`

// splitTables writes hosts/splitN: model tools and user commands in two
// tables of the same function type; the prompt runner is only in the user
// table. No finding (a type-based call graph would report one).
func (g *gen) splitTables(name string) error {
	dir := "hosts/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/host.go", "split-tables", g.r(splitSrc, "P", name))
}

const splitSrc = `// Package {{P}} keeps the prompt runner in the user's command table only.
package {{P}}

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strings"

	"{{MOD}}/internal/platform"
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type handler func(ctx context.Context, cs *mcp.ClientSession, args json.RawMessage) (string, error)

func runPrompt(ctx context.Context, cs *mcp.ClientSession, args json.RawMessage) (string, error) {
	var in struct{ Name string }
	if err := json.Unmarshal(args, &in); err != nil {
		return "", err
	}
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: in.Name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

func listTools(ctx context.Context, cs *mcp.ClientSession, args json.RawMessage) (string, error) {
	var names []string
	for t, err := range cs.Tools(ctx, nil) {
		if err != nil {
			return "", err
		}
		names = append(names, t.Name)
	}
	return strings.Join(names, ", "), nil
}

func echo(ctx context.Context, cs *mcp.ClientSession, args json.RawMessage) (string, error) {
	return string(args), nil
}

// Host dispatches model tool calls and user commands.
type Host struct {
	env      *platform.Env
	tools    map[string]handler
	commands map[string]handler
}

// New fills both tables.
func New(env *platform.Env) *Host {
	return &Host{
		env:      env,
		tools:    map[string]handler{"list_tools": listTools, "echo": echo},
		commands: map[string]handler{"/prompt": runPrompt, "/tools": listTools},
	}
}

// Turn runs the model's tool calls.
func (h *Host) Turn(ctx context.Context, msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var out []anthropic.ContentBlockParamUnion
	for _, blk := range msg.Content {
		if tu, ok := blk.AsAny().(anthropic.ToolUseBlock); ok {
			fn, ok := h.tools[tu.Name]
			if !ok {
				out = append(out, anthropic.NewToolResultBlock(tu.ID, "no such tool", true))
				continue
			}
			res, err := fn(ctx, h.env.Session, tu.Input)
			if err != nil {
				res = err.Error()
			}
			out = append(out, anthropic.NewToolResultBlock(tu.ID, res, err != nil))
		}
	}
	return out
}

// Command runs a line the user typed.
func (h *Host) Command(ctx context.Context, line string) (string, error) {
	cmd, rest, _ := strings.Cut(line, " ")
	fn, ok := h.commands[cmd]
	if !ok {
		return "", nil
	}
	args, _ := json.Marshal(map[string]string{"Name": rest})
	return fn(ctx, h.env.Session, args)
}

// Start reads commands from stdin.
func Start(ctx context.Context, env *platform.Env) error {
	h := New(env)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		if _, err := h.Command(ctx, sc.Text()); err != nil {
			return err
		}
	}
	return sc.Err()
}
`
