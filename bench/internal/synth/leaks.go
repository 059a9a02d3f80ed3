package synth

// Templates that carry findings. Each //@want line states, by hand, what
// promptreach must report there: the dispatch entry, every hop and the
// sink, or the tool definition built from a listed prompt.

// leakTables writes leaks/tablesN: a Claude host whose model-tool table
// and user-command table have the same function type; runPrompt is in
// both. The user call is fine, the model dispatch is a finding.
func (g *gen) leakTables(name string) error {
	dir := "leaks/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/host.go", "leak-same-type-tables", g.r(leakTablesSrc, "P", name))
}

const leakTablesSrc = `// Package {{P}} runs Claude tool calls and slash commands from two tables.
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
	var b strings.Builder
	for _, m := range res.Messages {
		if t, ok := m.Content.(*mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String(), nil
}

func searchDocs(ctx context.Context, cs *mcp.ClientSession, args json.RawMessage) (string, error) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "search", Arguments: args})
	if err != nil {
		return "", err
	}
	return platform.TextOf(res), nil
}

// Host holds the conversation and both tables.
type Host struct {
	env     *platform.Env
	model   map[string]handler
	user    map[string]handler
	history []anthropic.MessageParam
}

// New fills the tables.
func New(env *platform.Env) *Host {
	return &Host{
		env:   env,
		model: map[string]handler{"search_docs": searchDocs, "run_prompt": runPrompt},
		user:  map[string]handler{"/prompt": runPrompt},
	}
}

// Turn handles a slash command typed by the user, or one model response.
func (h *Host) Turn(ctx context.Context, input string, msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	if strings.HasPrefix(input, "/") {
		cmd, arg, _ := strings.Cut(input, " ")
		if fn, ok := h.user[cmd]; ok {
			args, _ := json.Marshal(map[string]string{"Name": arg})
			_, _ = fn(ctx, h.env.Session, args) // a person chose this
		}
		return nil
	}
	var results []anthropic.ContentBlockParamUnion
	for _, blk := range msg.Content {
		if blk.Type != "tool_use" {
			continue
		}
		tu := blk.AsToolUse()
		if fn, ok := h.model[tu.Name]; ok {
			out, err := fn(ctx, h.env.Session, tu.Input) //@want promptreach "(*{{P}}.Host).Turn reaches prompts/get: (*{{P}}.Host).Turn → {{P}}.runPrompt → (*mcp.ClientSession).GetPrompt"
			if err != nil {
				out = err.Error()
			}
			results = append(results, anthropic.NewToolResultBlock(tu.ID, out, err != nil))
		}
	}
	return results
}

// Start runs the conversation on stdin.
func Start(ctx context.Context, env *platform.Env) error {
	h := New(env)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "/") {
			h.Turn(ctx, line, nil)
			continue
		}
		h.history = append(h.history, anthropic.NewUserMessage(anthropic.NewTextBlock(line)))
		msg, err := env.Claude.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     anthropic.Model(env.Config.ClaudeModel),
			MaxTokens: env.Config.MaxTokens,
			Messages:  h.history,
		})
		if err != nil {
			return err
		}
		h.history = append(h.history, msg.ToParam())
		if results := h.Turn(ctx, line, msg); len(results) > 0 {
			h.history = append(h.history, anthropic.NewUserMessage(results...))
		}
	}
	return sc.Err()
}
`

// leakIface writes leaks/ifaceN: go-openai tool calls dispatched through
// a slice of an interface type; one implementation fetches an upstream
// prompt through mcp-go's client interface.
func (g *gen) leakIface(name string) error {
	dir := "leaks/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/agent.go", "leak-iface-registry", g.r(leakIfaceSrc, "P", name))
}

const leakIfaceSrc = `// Package {{P}} is an agent whose tools implement one interface.
package {{P}}

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"{{MOD}}/internal/platform"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Tool is a local tool.
type Tool interface {
	Name() string
	Describe() openai.Tool
	Run(ctx context.Context, args string) (string, error)
}

type clock struct{ loc *time.Location }

func (clock) Name() string { return "clock" }
func (clock) Describe() openai.Tool {
	return openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: "clock", Description: "current time"}}
}
func (c clock) Run(ctx context.Context, args string) (string, error) {
	return time.Now().In(c.loc).Format(time.Kitchen), nil
}

type promptTool struct{ c client.MCPClient }

func (promptTool) Name() string { return "run_workflow" }
func (promptTool) Describe() openai.Tool {
	return openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
		Name:        "run_workflow",
		Description: "run a saved workflow by name",
		Parameters:  map[string]any{"type": "object", "properties": map[string]any{"name": map[string]any{"type": "string"}}},
	}}
}
func (p promptTool) Run(ctx context.Context, args string) (string, error) {
	var in struct {
		Name string ` + "`json:\"name\"`" + `
	}
	if err := json.Unmarshal([]byte(args), &in); err != nil {
		return "", err
	}
	var req mcp.GetPromptRequest
	req.Params.Name = in.Name
	res, err := p.c.GetPrompt(ctx, req)
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

// Agent runs tool calls.
type Agent struct {
	env   *platform.Env
	tools []Tool
}

// NewAgent sets up the tools.
func NewAgent(env *platform.Env) *Agent {
	return &Agent{env: env, tools: []Tool{clock{time.UTC}, promptTool{env.Upstream}}}
}

// Handle runs the tool calls of one response.
func (a *Agent) Handle(ctx context.Context, resp openai.ChatCompletionResponse) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, call := range resp.Choices[0].Message.ToolCalls {
		for _, t := range a.tools {
			if t.Name() != call.Function.Name {
				continue
			}
			res, err := t.Run(ctx, call.Function.Arguments) //@want promptreach "(*{{P}}.Agent).Handle reaches prompts/get: (*{{P}}.Agent).Handle → ({{P}}.promptTool).Run → (client.MCPClient).GetPrompt"
			if err != nil {
				res = fmt.Sprintf("error: %v", err)
			}
			out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: call.ID, Content: res})
		}
	}
	return out
}

// Start runs one exchange.
func Start(ctx context.Context, env *platform.Env) error {
	a := NewAgent(env)
	var defs []openai.Tool
	for _, t := range a.tools {
		defs = append(defs, t.Describe())
	}
	msgs := []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: "Run the morning checks."}}
	resp, err := env.OpenAI.CreateChatCompletion(ctx, openai.ChatCompletionRequest{Model: env.Config.OpenAIModel, Messages: msgs, Tools: defs})
	if err != nil {
		return err
	}
	if len(resp.Choices) > 0 {
		msgs = append(msgs, resp.Choices[0].Message)
		msgs = append(msgs, a.Handle(ctx, resp)...)
	}
	env.Log.Info("exchange", "messages", len(msgs))
	return nil
}
`

// leakSharedRegistry writes leaks/sharedNtool (a tool that fetches a
// prompt) and leaks/sharedNagent (registers it on the shared
// toolkit.Registry next to a tool pack, and dispatches go-openai calls).
// The same method is also on the agent's user-command registry: fine.
func (g *gen) leakSharedRegistry(name string) error {
	toolPkg, agentPkg := name+"tool", name+"agent"
	if err := g.file("leaks/"+toolPkg+"/tool.go", "leak-shared-registry", g.r(sharedToolSrc, "P", toolPkg)); err != nil {
		return err
	}
	imps := map[string]bool{
		"context": true, "encoding/json": true,
		g.opt.Module + "/internal/platform": true, g.opt.Module + "/internal/toolkit": true,
		g.opt.Module + "/leaks/" + toolPkg: true, "openai github.com/sashabaranov/go-openai": true,
	}
	regs := g.pickPacks(imps)
	g.startees = append(g.startees, "leaks/"+agentPkg)
	return g.file("leaks/"+agentPkg+"/agent.go", "leak-shared-registry",
		g.r(sharedAgentSrc, "P", agentPkg, "T", toolPkg, "IMPORTS", imports(imps), "REGS", regs))
}

const sharedToolSrc = `// Package {{P}} provides a tool that expands a saved prompt.
package {{P}}

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Expander fetches prompts from the main MCP server.
type Expander struct{ CS *mcp.ClientSession }

// Run fetches the prompt named in args and returns its text.
func (e *Expander) Run(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Name string            ` + "`json:\"name\"`" + `
		Args map[string]string ` + "`json:\"args\"`" + `
	}
	if err := json.Unmarshal(args, &in); err != nil {
		return "", err
	}
	res, err := e.CS.GetPrompt(ctx, &mcp.GetPromptParams{Name: in.Name, Arguments: in.Args})
	if err != nil {
		return "", err
	}
	var parts []string
	for _, m := range res.Messages {
		if t, ok := m.Content.(*mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, "\n\n"), nil
}
`

const sharedAgentSrc = `// Package {{P}} dispatches OpenAI tool calls through the shared registry.
package {{P}}

{{IMPORTS}}

// Agent has a registry for the model and one for the user's commands.
type Agent struct {
	env      *platform.Env
	tools    *toolkit.Registry
	commands *toolkit.Registry
}

// New registers the tools.
func New(env *platform.Env) *Agent {
	r := toolkit.New()
{{REGS}}	x := &{{T}}.Expander{CS: env.Session}
	r.Register(toolkit.Spec{Name: "expand_prompt", Description: "expand a saved prompt", Schema: toolkit.Object([]string{"name"}, map[string]any{"name": toolkit.Prop("string", "prompt name")})}, x.Run)
	c := toolkit.New()
	c.Register(toolkit.Spec{Name: "/prompt"}, x.Run)
	return &Agent{env: env, tools: r, commands: c}
}

// Handle runs the model's tool calls.
func (a *Agent) Handle(ctx context.Context, calls []openai.ToolCall) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, c := range calls {
		res, err := a.tools.Call(ctx, c.Function.Name, json.RawMessage(c.Function.Arguments)) //@want promptreach "(*{{P}}.Agent).Handle reaches prompts/get: (*{{P}}.Agent).Handle → (*toolkit.Registry).Call → (*{{T}}.Expander).Run → (*mcp.ClientSession).GetPrompt"
		if err != nil {
			res = err.Error()
		}
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: c.ID, Content: res})
	}
	return out
}

// Command runs a slash command the user typed.
func (a *Agent) Command(ctx context.Context, name, args string) (string, error) {
	return a.commands.Call(ctx, name, json.RawMessage(args))
}

// Start runs one request.
func Start(ctx context.Context, env *platform.Env) error {
	a := New(env)
	msgs := []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: "What is on my plate today?"}}
	resp, err := env.OpenAI.CreateChatCompletion(ctx, openai.ChatCompletionRequest{Model: env.Config.OpenAIModel, Messages: msgs, Tools: a.tools.OpenAITools()})
	if err != nil {
		return err
	}
	for _, ch := range resp.Choices {
		msgs = append(msgs, ch.Message)
		msgs = append(msgs, a.Handle(ctx, ch.Message.ToolCalls)...)
	}
	return nil
}
`

// leakFlatten writes leaks/flattenN: listed prompts flattened into Claude
// tool definitions (go-sdk ListPrompts) and OpenAI tool definitions
// (mcp-go ListPrompts), next to tools/list conversions and a prompt menu
// shown as context, which are fine.
func (g *gen) leakFlatten(name string) error {
	dir := "leaks/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/catalog.go", "leak-flatten", g.r(leakFlattenSrc, "P", name))
}

const leakFlattenSrc = `// Package {{P}} builds the model's tool catalog from the MCP servers.
package {{P}}

import (
	"context"
	"strings"

	"{{MOD}}/internal/platform"
	"github.com/anthropics/anthropic-sdk-go/v2"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Catalog lists what the model may call.
type Catalog struct{ env *platform.Env }

// ClaudeTools returns the main server's tools, and its prompts as tools.
func (c *Catalog) ClaudeTools(ctx context.Context) ([]anthropic.ToolUnionParam, error) {
	var out []anthropic.ToolUnionParam
	tools, err := c.env.Session.ListTools(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, t := range tools.Tools {
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{Name: t.Name, Description: anthropic.String(t.Description)}})
	}
	prompts, err := c.env.Session.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, p := range prompts.Prompts {
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        "prompt__" + p.Name, //@want promptreach "anthropic.ToolParam.Name is derived from a listed prompt ((*mcp.ClientSession).ListPrompts"
			Description: anthropic.String(p.Description),
		}})
	}
	return out, nil
}

// OpenAITools returns the upstream server's tools, and its prompts as tools.
func (c *Catalog) OpenAITools(ctx context.Context) ([]openai.Tool, error) {
	var out []openai.Tool
	tools, err := c.env.Upstream.ListTools(ctx, mcpgo.ListToolsRequest{})
	if err != nil {
		return nil, err
	}
	for _, t := range tools.Tools {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: t.Name, Description: t.Description, Parameters: t.InputSchema}})
	}
	res, err := c.env.Upstream.ListPrompts(ctx, mcpgo.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	for _, p := range res.Prompts {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: toolName(p.Name), Description: p.Description}}) //@want promptreach "openai.FunctionDefinition.Name is derived from a listed prompt ((client.MCPClient).ListPrompts"
	}
	return out, nil
}

func toolName(s string) string {
	return "prompt_" + strings.ReplaceAll(strings.ToLower(s), " ", "_")
}

// Menu is the prompt list shown to the model as context, not as tools.
func (c *Catalog) Menu(ctx context.Context) string {
	var b strings.Builder
	b.WriteString("Prompts the user can pick:")
	for p, err := range c.env.Session.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		b.WriteString("\n- " + p.Name)
	}
	return b.String()
}

// Start logs the catalog.
func Start(ctx context.Context, env *platform.Env) error {
	c := &Catalog{env: env}
	ct, err := c.ClaudeTools(ctx)
	if err != nil {
		return err
	}
	ot, err := c.OpenAITools(ctx)
	if err != nil {
		return err
	}
	env.Log.Info("catalog", "claude", len(ct), "openai", len(ot), "menu", c.Menu(ctx))
	return nil
}
`

// leakGateway writes leaks/gatewayN: an MCP server of the host that
// re-exposes the main server's prompts as tools (both the flattening and
// the handler are findings), and its tools as tools (fine).
func (g *gen) leakGateway(name string) error {
	dir := "leaks/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/gateway.go", "leak-gateway", g.r(leakGatewaySrc, "P", name))
}

const leakGatewaySrc = `// Package {{P}} re-exposes the main MCP server through the host's own.
package {{P}}

import (
	"context"
	"strings"

	"{{MOD}}/internal/platform"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Mirror exposes every upstream prompt as a tool of srv.
func Mirror(ctx context.Context, upstream *mcp.ClientSession, srv *mcp.Server) error {
	for p, err := range upstream.Prompts(ctx, nil) {
		if err != nil {
			return err
		}
		name := p.Name
		srv.AddTool(&mcp.Tool{Name: "prompt_" + name, Description: p.Description, InputSchema: map[string]any{"type": "object"}}, //@want promptreach "mcp.Tool.Name is derived from a listed prompt ((*mcp.ClientSession).Prompts"
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				res, err := upstream.GetPrompt(ctx, &mcp.GetPromptParams{Name: name}) //@want promptreach "MCP tool handler {{P}}.Mirror.func1 reaches prompts/get: {{P}}.Mirror.func1 → (*mcp.ClientSession).GetPrompt"
				if err != nil {
					return nil, err
				}
				var parts []string
				for _, m := range res.Messages {
					if t, ok := m.Content.(*mcp.TextContent); ok {
						parts = append(parts, t.Text)
					}
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(parts, "\n")}}}, nil
			})
	}
	return nil
}

// MirrorTools re-exposes upstream tools: no prompt involved.
func MirrorTools(ctx context.Context, upstream *mcp.ClientSession, srv *mcp.Server) error {
	res, err := upstream.ListTools(ctx, nil)
	if err != nil {
		return err
	}
	for _, t := range res.Tools {
		srv.AddTool(&mcp.Tool{Name: t.Name, Description: t.Description, InputSchema: t.InputSchema},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				return upstream.CallTool(ctx, &mcp.CallToolParams{Name: t.Name, Arguments: req.Params.Arguments})
			})
	}
	return nil
}

// Start serves the mirror on stdin and stdout.
func Start(ctx context.Context, env *platform.Env) error {
	srv := mcp.NewServer(&mcp.Implementation{Name: "{{P}}", Version: "0.3.0"}, nil)
	if err := MirrorTools(ctx, env.Session, srv); err != nil {
		return err
	}
	if err := Mirror(ctx, env.Session, srv); err != nil {
		return err
	}
	return srv.Run(ctx, &mcp.StdioTransport{})
}
`

// leakWiring writes leaks/wireN{reg,tools,agent} and cmd/wireN: a global
// tool table filled from init in one package and dispatched in another;
// only the command sees both, and the finding is there. The command also
// looks at the response's tool calls (len(msg.ToolCalls)) before handing
// them to the agent, so it may itself count as the dispatch entry: the
// expectation names the path from the agent's Loop on, which holds either
// way.
func (g *gen) leakWiring(name string) error {
	reg, tools, agent := name+"reg", name+"tools", name+"agent"
	kv := []string{"P", name, "REG", reg, "TOOLS", tools, "AGENT", agent}
	if err := g.file("leaks/"+reg+"/reg.go", "leak-global-wiring", g.r(wireRegSrc, kv...)); err != nil {
		return err
	}
	if err := g.file("leaks/"+tools+"/tools.go", "leak-global-wiring", g.r(wireToolsSrc, kv...)); err != nil {
		return err
	}
	if err := g.file("leaks/"+agent+"/agent.go", "leak-global-wiring", g.r(wireAgentSrc, kv...)); err != nil {
		return err
	}
	return g.file("cmd/"+name+"/main.go", "leak-global-wiring", g.r(wireMainSrc, kv...))
}

const wireRegSrc = `// Package {{REG}} keeps the process-wide tool table.
package {{REG}}

import (
	"context"
	"fmt"
	"sort"
)

// Func is a tool implementation.
type Func func(ctx context.Context, args string) (string, error)

var tools = map[string]Func{}

// Register adds a tool; call it from init.
func Register(name string, f Func) {
	if _, dup := tools[name]; dup {
		panic("duplicate tool " + name)
	}
	tools[name] = f
}

// Names lists the registered tools.
func Names() []string {
	var out []string
	for n := range tools {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Dispatch runs a registered tool.
func Dispatch(ctx context.Context, name, args string) (string, error) {
	f, ok := tools[name]
	if !ok {
		return "", fmt.Errorf("no tool %q", name)
	}
	return f(ctx, args)
}
`

const wireToolsSrc = `// Package {{TOOLS}} registers its tools from init.
package {{TOOLS}}

import (
	"context"
	"strings"
	"time"

	"{{MOD}}/leaks/{{REG}}"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Session is set by main before any tool runs.
var Session *mcp.ClientSession

func runPrompt(ctx context.Context, args string) (string, error) {
	res, err := Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: strings.TrimSpace(args)})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

func now(ctx context.Context, args string) (string, error) {
	return time.Now().UTC().Format(time.RFC3339), nil
}

func upper(ctx context.Context, args string) (string, error) {
	return strings.ToUpper(args), nil
}

func init() {
	{{REG}}.Register("run_prompt", runPrompt)
	{{REG}}.Register("now", now)
	{{REG}}.Register("upper", upper)
}
`

const wireAgentSrc = `// Package {{AGENT}} runs OpenAI tool calls through {{REG}}; it cannot know
// what other packages register.
package {{AGENT}}

import (
	"context"

	"{{MOD}}/leaks/{{REG}}"
	openai "github.com/sashabaranov/go-openai"
)

// Loop runs the tool calls of msg and returns the tool messages.
func Loop(ctx context.Context, msg openai.ChatCompletionMessage) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, tc := range msg.ToolCalls {
		res, err := {{REG}}.Dispatch(ctx, tc.Function.Name, tc.Function.Arguments)
		if err != nil {
			res = err.Error()
		}
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: res})
	}
	return out
}
`

const wireMainSrc = `// Command {{P}} wires the agent to the tools: only here are both visible.
package main

import (
	"context"
	"log"
	"os"

	"{{MOD}}/internal/platform"
	"{{MOD}}/leaks/{{AGENT}}"
	"{{MOD}}/leaks/{{REG}}"
	"{{MOD}}/leaks/{{TOOLS}}"
	openai "github.com/sashabaranov/go-openai"
)

func main() {
	ctx := context.Background()
	cfg, err := platform.LoadConfig()
	if err != nil {
		log.Fatal(err)
	}
	env, err := platform.Connect(ctx, cfg)
	if err != nil {
		log.Fatal(err)
	}
	{{TOOLS}}.Session = env.Session
	var defs []openai.Tool
	for _, n := range {{REG}}.Names() {
		defs = append(defs, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: n}})
	}
	msgs := []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: os.Args[len(os.Args)-1]}}
	for i := 0; i < 4; i++ {
		resp, err := env.OpenAI.CreateChatCompletion(ctx, openai.ChatCompletionRequest{Model: cfg.OpenAIModel, Messages: msgs, Tools: defs})
		if err != nil {
			log.Fatal(err)
		}
		msg := resp.Choices[0].Message
		msgs = append(msgs, msg)
		if len(msg.ToolCalls) == 0 {
			break
		}
		msgs = append(msgs, {{AGENT}}.Loop(ctx, msg)...) //@want promptreach "{{AGENT}}.Loop → {{REG}}.Dispatch → {{TOOLS}}.runPrompt → (*mcp.ClientSession).GetPrompt"
	}
	log.Print(msgs[len(msgs)-1].Content)
}
`

// leakGeneric writes leaks/genericN: a generic registry of method values,
// dispatching go-openai tool calls.
func (g *gen) leakGeneric(name string) error {
	dir := "leaks/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/host.go", "leak-generic-registry", g.r(leakGenericSrc, "P", name))
}

const leakGenericSrc = `// Package {{P}} dispatches OpenAI tool calls through a generic registry.
package {{P}}

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"

	"{{MOD}}/internal/platform"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Registry maps names to functions of one argument type.
type Registry[T any] struct {
	fns map[string]func(context.Context, T) (string, error)
}

// NewRegistry returns an empty registry.
func NewRegistry[T any]() *Registry[T] {
	return &Registry[T]{fns: map[string]func(context.Context, T) (string, error){}}
}

// Add registers f under name.
func (r *Registry[T]) Add(name string, f func(context.Context, T) (string, error)) { r.fns[name] = f }

// Names lists the registered names.
func (r *Registry[T]) Names() []string {
	var out []string
	for n := range r.fns {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Invoke runs the named function.
func (r *Registry[T]) Invoke(ctx context.Context, name string, arg T) (string, error) {
	f, ok := r.fns[name]
	if !ok {
		return "", fmt.Errorf("unknown function %q", name)
	}
	return f(ctx, arg)
}

// Host answers with the registered functions.
type Host struct {
	env   *platform.Env
	tools *Registry[map[string]any]
}

func (h *Host) workflow(ctx context.Context, args map[string]any) (string, error) {
	name, _ := args["name"].(string)
	res, err := h.env.Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

func (h *Host) weather(ctx context.Context, args map[string]any) (string, error) {
	city, _ := args["city"].(string)
	return fmt.Sprintf("sunny in %s", city), nil
}

// New registers the functions.
func New(env *platform.Env) *Host {
	h := &Host{env: env, tools: NewRegistry[map[string]any]()}
	h.tools.Add("weather", h.weather)
	h.tools.Add("workflow", h.workflow)
	return h
}

// Respond runs the tool calls of one message.
func (h *Host) Respond(ctx context.Context, msg openai.ChatCompletionMessage) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, tc := range msg.ToolCalls {
		var args map[string]any
		if err := json.Unmarshal([]byte(tc.Function.Arguments), &args); err != nil {
			continue
		}
		res, err := h.tools.Invoke(ctx, tc.Function.Name, args) //@want promptreach "(*{{P}}.Host).Respond reaches prompts/get: (*{{P}}.Host).Respond → (*{{P}}.Registry).Invoke → (*{{P}}.Host).workflow → (*mcp.ClientSession).GetPrompt"
		if err != nil {
			res = err.Error()
		}
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: res})
	}
	return out
}

// Start runs one exchange.
func Start(ctx context.Context, env *platform.Env) error {
	h := New(env)
	var defs []openai.Tool
	for _, n := range h.tools.Names() {
		defs = append(defs, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: n}})
	}
	resp, err := env.OpenAI.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Model:    env.Config.OpenAIModel,
		Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: "Plan my day."}},
		Tools:    defs,
	})
	if err != nil {
		return err
	}
	for _, ch := range resp.Choices {
		h.Respond(ctx, ch.Message)
	}
	return nil
}
`

// leakChanWorker writes leaks/workerN: Claude tool calls handed to a
// goroutine over a channel of funcs; one job fetches a prompt.
func (g *gen) leakChanWorker(name string) error {
	dir := "leaks/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/worker.go", "leak-chan-worker", g.r(leakWorkerSrc, "P", name))
}

const leakWorkerSrc = `// Package {{P}} runs tool work on a background goroutine.
package {{P}}

import (
	"context"
	"time"

	"{{MOD}}/internal/platform"
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Host runs jobs.
type Host struct {
	env     *platform.Env
	results chan string
}

func (h *Host) fetch(ctx context.Context, name string) {
	res, err := h.env.Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		h.results <- err.Error()
		return
	}
	h.results <- res.Description
}

func worker(jobs <-chan func()) {
	for job := range jobs {
		job()
	}
}

// Handle runs the tool calls of one Claude message.
func (h *Host) Handle(ctx context.Context, msg *anthropic.Message) {
	jobs := make(chan func(), len(msg.Content))
	go worker(jobs)
	for _, blk := range msg.Content {
		if blk.Type != "tool_use" {
			continue
		}
		tu := blk.AsToolUse()
		name := tu.Name
		jobs <- func() { h.fetch(ctx, name) } //@want promptreach "(*{{P}}.Host).Handle reaches prompts/get: (*{{P}}.Host).Handle → (*{{P}}.Host).Handle.func1 → (*{{P}}.Host).fetch → (*mcp.ClientSession).GetPrompt"
	}
	close(jobs)
}

// Refresh warms the daily prompt on a timer: nothing to do with the model.
func (h *Host) Refresh(ctx context.Context) {
	jobs := make(chan func(), 1)
	go worker(jobs)
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			close(jobs)
			return
		case <-t.C:
			jobs <- func() { h.fetch(ctx, "daily-summary") }
		}
	}
}

// Start runs the refresher and drains results.
func Start(ctx context.Context, env *platform.Env) error {
	h := &Host{env: env, results: make(chan string, 16)}
	go h.Refresh(ctx)
	for {
		select {
		case <-ctx.Done():
			return nil
		case r := <-h.results:
			env.Log.Debug("result", "text", r)
		}
	}
}
`

// leakDirective writes leaks/rpcN: a host with its own model client and a
// hand-rolled JSON-RPC MCP client; the dispatcher carries the
// //mcpvet:dispatch directive.
func (g *gen) leakDirective(name string) error {
	dir := "leaks/" + name
	g.startees = append(g.startees, dir)
	return g.file(dir+"/rpc.go", "leak-directive", g.r(leakDirectiveSrc, "P", name))
}

const leakDirectiveSrc = `// Package {{P}} talks JSON-RPC to an MCP server by hand and runs the tool
// calls of an in-house model client.
package {{P}}

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"{{MOD}}/internal/platform"
)

type request struct {
	JSONRPC string         ` + "`json:\"jsonrpc\"`" + `
	ID      int64          ` + "`json:\"id\"`" + `
	Method  string         ` + "`json:\"method\"`" + `
	Params  map[string]any ` + "`json:\"params\"`" + `
}

type response struct {
	ID     int64          ` + "`json:\"id\"`" + `
	Result map[string]any ` + "`json:\"result\"`" + `
	Error  *struct {
		Code    int    ` + "`json:\"code\"`" + `
		Message string ` + "`json:\"message\"`" + `
	} ` + "`json:\"error\"`" + `
}

type conn struct {
	mu   sync.Mutex
	next int64
	w    io.Writer
	r    *bufio.Reader
}

func (c *conn) send(ctx context.Context, r request) (map[string]any, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.next++
	r.JSONRPC, r.ID = "2.0", c.next
	if err := json.NewEncoder(c.w).Encode(r); err != nil {
		return nil, err
	}
	line, err := c.r.ReadBytes('\n')
	if err != nil {
		return nil, err
	}
	var resp response
	if err := json.Unmarshal(line, &resp); err != nil {
		return nil, err
	}
	if resp.Error != nil {
		return nil, fmt.Errorf("%s: %s", r.Method, resp.Error.Message)
	}
	return resp.Result, ctx.Err()
}

func (c *conn) call(ctx context.Context, method string, params map[string]any) (map[string]any, error) {
	return c.send(ctx, request{Method: method, Params: params})
}

// Host runs tool calls for the in-house model.
type Host struct {
	env *platform.Env
	c   *conn
}

func (h *Host) getPrompt(ctx context.Context, name string) (map[string]any, error) {
	return h.c.call(ctx, "prompts/get", map[string]any{"name": name})
}

// Dispatch runs a tool call chosen by our in-house model client.
//
//mcpvet:dispatch
func (h *Host) Dispatch(ctx context.Context, tool string, args map[string]any) (map[string]any, error) {
	if tool == "workflow" {
		name, _ := args["name"].(string)
		return h.getPrompt(ctx, name) //@want promptreach "//mcpvet:dispatch function (*{{P}}.Host).Dispatch reaches prompts/get: (*{{P}}.Host).Dispatch → (*{{P}}.Host).getPrompt → JSON-RPC \"prompts/get\""
	}
	return h.c.call(ctx, "tools/call", map[string]any{"name": tool, "arguments": args})
}

// Picker is the user's prompt menu.
func (h *Host) Picker(ctx context.Context, name string) (map[string]any, error) {
	return h.getPrompt(ctx, name)
}

// Start connects over stdio pipes given by the platform.
func Start(ctx context.Context, env *platform.Env) error {
	pr, pw := io.Pipe()
	h := &Host{env: env, c: &conn{w: pw, r: bufio.NewReader(pr)}}
	go func() {
		<-ctx.Done()
		pw.Close()
	}()
	_, err := h.Picker(ctx, "welcome")
	return err
}
`
