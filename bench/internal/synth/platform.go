package synth

import (
	"fmt"
	"sort"
	"strings"
)

// platform writes the shared packages every unit uses: configuration and
// clients (internal/platform) and the tool registry (internal/toolkit).
func (g *gen) platform() error {
	if err := g.file("internal/platform/platform.go", "platform", render(platformSrc)); err != nil {
		return err
	}
	if err := g.file("internal/platform/group.go", "platform", render(groupSrc)); err != nil {
		return err
	}
	if err := g.file("internal/toolkit/registry.go", "toolkit", render(toolkitSrc)); err != nil {
		return err
	}
	return g.file("internal/toolkit/adapt.go", "toolkit", render(adaptSrc))
}

const platformSrc = `// Package platform holds the host's configuration and the clients every
// component shares: the model SDKs and the MCP client sessions.
package platform

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"
	mcpclient "github.com/mark3labs/mcp-go/client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Config is read from the environment.
type Config struct {
	ClaudeModel string
	OpenAIModel string
	MaxTokens   int64
	ServerCmd   []string
	Upstream    []string
	Timeout     time.Duration
	Addr        string
}

func env(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

// LoadConfig reads the configuration from AGENTHOST_* variables.
func LoadConfig() (Config, error) {
	c := Config{
		ClaudeModel: env("AGENTHOST_CLAUDE_MODEL", string(anthropic.ModelClaudeSonnet4_5)),
		OpenAIModel: env("AGENTHOST_OPENAI_MODEL", openai.GPT4o),
		ServerCmd:   strings.Fields(env("AGENTHOST_MCP_SERVER", "mcp-server --stdio")),
		Upstream:    strings.Fields(env("AGENTHOST_MCP_UPSTREAM", "mcp-upstream")),
		Addr:        env("AGENTHOST_ADDR", "127.0.0.1:8080"),
	}
	n, err := strconv.ParseInt(env("AGENTHOST_MAX_TOKENS", "4096"), 10, 64)
	if err != nil {
		return c, fmt.Errorf("AGENTHOST_MAX_TOKENS: %w", err)
	}
	c.MaxTokens = n
	d, err := time.ParseDuration(env("AGENTHOST_TIMEOUT", "2m"))
	if err != nil {
		return c, fmt.Errorf("AGENTHOST_TIMEOUT: %w", err)
	}
	c.Timeout = d
	if len(c.ServerCmd) == 0 || len(c.Upstream) == 0 {
		return c, errors.New("no MCP server command configured")
	}
	return c, nil
}

// Env is what components receive: configuration, logger and clients.
type Env struct {
	Config   Config
	Log      *slog.Logger
	Claude   anthropic.Client
	OpenAI   *openai.Client
	Session  *mcp.ClientSession    // go-sdk session to the main MCP server
	Upstream mcpclient.MCPClient   // mcp-go client to the upstream server
}

// Connect starts the MCP servers and builds the model clients.
func Connect(ctx context.Context, cfg Config) (*Env, error) {
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	client := mcp.NewClient(&mcp.Implementation{Name: "agenthost", Version: "0.9.0"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(cfg.ServerCmd[0], cfg.ServerCmd[1:]...)}, nil)
	if err != nil {
		return nil, fmt.Errorf("connecting to %s: %w", cfg.ServerCmd[0], err)
	}
	up, err := mcpclient.NewStdioMCPClient(cfg.Upstream[0], os.Environ(), cfg.Upstream[1:]...)
	if err != nil {
		cs.Close()
		return nil, fmt.Errorf("starting %s: %w", cfg.Upstream[0], err)
	}
	init := mcpgo.InitializeRequest{}
	init.Params.ProtocolVersion = mcpgo.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcpgo.Implementation{Name: "agenthost", Version: "0.9.0"}
	if _, err := up.Initialize(ctx, init); err != nil {
		cs.Close()
		return nil, fmt.Errorf("initializing %s: %w", cfg.Upstream[0], err)
	}
	return &Env{
		Config:   cfg,
		Log:      log,
		Claude:   anthropic.NewClient(option.WithAPIKey(os.Getenv("ANTHROPIC_API_KEY"))),
		OpenAI:   openai.NewClient(os.Getenv("OPENAI_API_KEY")),
		Session:  cs,
		Upstream: up,
	}, nil
}

// Close ends the sessions.
func (e *Env) Close() error {
	return errors.Join(e.Session.Close(), e.Upstream.Close())
}

// TextOf joins the text content of a go-sdk tool result.
func TextOf(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			if b.Len() > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

// UpstreamText joins the text content of an mcp-go tool result.
func UpstreamText(res *mcpgo.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if t, ok := c.(mcpgo.TextContent); ok {
			if b.Len() > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(t.Text)
		}
	}
	return b.String()
}
`

const groupSrc = `package platform

import (
	"context"
	"fmt"
	"sync"
)

// Group runs components until the first fails, then cancels the rest.
type Group struct {
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	once   sync.Once
	err    error
}

// NewGroup returns a group whose components stop when ctx is done.
func NewGroup(ctx context.Context) *Group {
	ctx, cancel := context.WithCancel(ctx)
	return &Group{ctx: ctx, cancel: cancel}
}

// Go starts one named component.
func (g *Group) Go(name string, run func(ctx context.Context) error) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		if err := run(g.ctx); err != nil {
			g.once.Do(func() {
				g.err = fmt.Errorf("%s: %w", name, err)
				g.cancel()
			})
		}
	}()
}

// Wait waits for every component and returns the first error.
func (g *Group) Wait() error {
	g.wg.Wait()
	g.cancel()
	return g.err
}
`

const toolkitSrc = `// Package toolkit is the host's registry of local tools: a name, a
// description and a JSON schema for the model, and a handler to run.
package toolkit

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"sync"
)

// Handler runs a tool on the JSON arguments the model produced.
type Handler func(ctx context.Context, args json.RawMessage) (string, error)

// Spec describes a tool to the model.
type Spec struct {
	Name        string
	Description string
	Schema      map[string]any
}

// Registry maps tool names to specs and handlers.
type Registry struct {
	mu       sync.RWMutex
	specs    map[string]Spec
	handlers map[string]Handler
}

// New returns an empty registry.
func New() *Registry {
	return &Registry{specs: map[string]Spec{}, handlers: map[string]Handler{}}
}

// Register adds a tool; a second registration under a name replaces the first.
func (r *Registry) Register(s Spec, h Handler) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.specs[s.Name] = s
	r.handlers[s.Name] = h
}

// Has reports whether a tool is registered.
func (r *Registry) Has(name string) bool {
	r.mu.RLock()
	defer r.mu.RUnlock()
	_, ok := r.handlers[name]
	return ok
}

// Call runs the named tool.
func (r *Registry) Call(ctx context.Context, name string, args json.RawMessage) (string, error) {
	r.mu.RLock()
	h, ok := r.handlers[name]
	r.mu.RUnlock()
	if !ok {
		return "", fmt.Errorf("unknown tool %q", name)
	}
	return h(ctx, args)
}

// Specs returns the registered specs sorted by name.
func (r *Registry) Specs() []Spec {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]Spec, 0, len(r.specs))
	for _, s := range r.specs {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Object returns a JSON schema for an object with the given properties.
func Object(required []string, props map[string]any) map[string]any {
	return map[string]any{"type": "object", "properties": props, "required": required}
}

// Prop returns a JSON schema property.
func Prop(typ, desc string) map[string]any {
	return map[string]any{"type": typ, "description": desc}
}
`

const adaptSrc = `package toolkit

import (
	"github.com/anthropics/anthropic-sdk-go/v2"
	openai "github.com/sashabaranov/go-openai"
)

// AnthropicTools describes the registered tools to Claude.
func (r *Registry) AnthropicTools() []anthropic.ToolUnionParam {
	var out []anthropic.ToolUnionParam
	for _, s := range r.Specs() {
		props, _ := s.Schema["properties"].(map[string]any)
		req, _ := s.Schema["required"].([]string)
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        s.Name,
			Description: anthropic.String(s.Description),
			InputSchema: anthropic.ToolInputSchemaParam{Properties: props, Required: req},
		}})
	}
	return out
}

// OpenAITools describes the registered tools to OpenAI models.
func (r *Registry) OpenAITools() []openai.Tool {
	var out []openai.Tool
	for _, s := range r.Specs() {
		out = append(out, openai.Tool{
			Type:     openai.ToolTypeFunction,
			Function: &openai.FunctionDefinition{Name: s.Name, Description: s.Description, Parameters: s.Schema},
		})
	}
	return out
}
`

// app writes internal/app/appN packages, each starting a group of units,
// and cmd/agentd, which starts them all.
func (g *gen) app() error {
	sort.Strings(g.startees)
	const per = 24
	var groups []string
	for i := 0; i*per < len(g.startees); i++ {
		chunk := g.startees[i*per : min(len(g.startees), (i+1)*per)]
		name := fmt.Sprintf("app%d", i+1)
		imps := map[string]bool{"context": true, g.opt.Module + "/internal/platform": true}
		var body strings.Builder
		for _, s := range chunk {
			imps[g.opt.Module+"/"+s] = true
			pkg := s[strings.LastIndex(s, "/")+1:]
			fmt.Fprintf(&body, "\tg.Go(%q, func(ctx context.Context) error { return %s.Start(ctx, env) })\n", s, pkg)
		}
		src := render(appSrc, "P", name, "IMPORTS", imports(imps), "BODY", body.String())
		if err := g.file("internal/app/"+name+"/"+name+".go", "app", src); err != nil {
			return err
		}
		groups = append(groups, name)
	}
	imps := map[string]bool{"context": true, "flag": true, "log": true, "os": true, "os/signal": true, g.opt.Module + "/internal/platform": true}
	var body strings.Builder
	for _, a := range groups {
		imps[g.opt.Module+"/internal/app/"+a] = true
		fmt.Fprintf(&body, "\tg.Go(%q, func(ctx context.Context) error { return %s.Start(ctx, env) })\n", a, a)
	}
	return g.file("cmd/agentd/main.go", "app", render(mainSrc, "IMPORTS", imports(imps), "BODY", body.String()))
}

const appSrc = `// Package {{P}} starts one group of the host's components.
package {{P}}

{{IMPORTS}}

// Start runs the components of this group until one fails or ctx is done.
func Start(ctx context.Context, env *platform.Env) error {
	g := platform.NewGroup(ctx)
{{BODY}}	return g.Wait()
}
`

const mainSrc = `// Command agentd is the agent host: it connects to the MCP servers and
// runs every component.
package main

{{IMPORTS}}

func main() {
	dry := flag.Bool("check", false, "load the configuration and exit")
	flag.Parse()
	cfg, err := platform.LoadConfig()
	if err != nil {
		log.Fatal(err)
	}
	if *dry {
		return
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	env, err := platform.Connect(ctx, cfg)
	if err != nil {
		log.Fatal(err)
	}
	defer env.Close()
	g := platform.NewGroup(ctx)
{{BODY}}	if err := g.Wait(); err != nil {
		log.Fatal(err)
	}
}
`
