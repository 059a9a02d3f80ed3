package matrix

import (
	"fmt"
	"hash/fnv"
	"path"
	"strings"
)

// Program is one generated program: a package tree inside a generated module.
type Program struct {
	// Name identifies the program: "positive KEY" or "negative KEY" for a
	// matrix cell, "extra NAME" for the dualreg and hostannot cases.
	Name string
	// Cell is the matrix cell, nil for extra cases.
	Cell *Cell
	// Positive programs must produce a finding of Analyzer that names one of
	// Want; negative ones must produce no finding of any analyzer.
	Positive bool
	Analyzer string
	Want     []Anchor
	// Dir is the program's directory inside its module; every package of the
	// program is at or below it.
	Dir string
	// Files maps a path inside the module to the file's content.
	Files map[string]string
	// Notes says in words what the program does (for failure messages).
	Notes string
}

// Anchor is a line range (inclusive) of a file inside the module.
type Anchor struct {
	File     string
	From, To int
}

func (a Anchor) String() string {
	if a.From == a.To {
		return fmt.Sprintf("%s:%d", a.File, a.From)
	}
	return fmt.Sprintf("%s:%d-%d", a.File, a.From, a.To)
}

// Polarity spells a program's polarity as in gaps.txt.
func Polarity(positive bool) string {
	if positive {
		return "positive"
	}
	return "negative"
}

// ModulePath is the path of the generated module holding the cells of one
// module-path style.
func ModulePath(style string) string {
	if style == "dotted" {
		return "example.com/promptmatrix"
	}
	return "promptmatrix"
}

// gen generates one program of a cell.
type gen struct {
	c     Cell
	pos   bool
	root  string // import path of the program's root package
	dir   string // the program's directory inside the module
	iface bool   // the tool element is an interface (else a func type)
	// registry keys and, for the struct-field container, field names
	keyPrompt, keyTime     string
	fieldPrompt, fieldTime string
	// user selection style of the negative twin: "http" or "stdin"
	user string
}

// Generate returns the program of cell c of the given polarity, for the module
// path modPath.
func Generate(c Cell, positive bool, modPath string) (*Program, error) {
	g := &gen{c: c, pos: positive}
	g.dir = path.Join(c.dirName(), map[bool]string{true: "pos", false: "neg"}[positive])
	g.root = modPath + "/" + g.dir
	g.iface = c.Construction == "method" || c.Construction == "ctoriface"
	if positive {
		g.keyPrompt, g.keyTime = "run_prompt", "current_time"
		g.fieldPrompt, g.fieldTime = "RunPrompt", "CurrentTime"
	} else {
		g.keyPrompt, g.keyTime = "prompt", "time"
		g.fieldPrompt, g.fieldTime = "Prompt", "Time"
	}
	g.user = "stdin"
	if c.Dispatch == "gosdktool" || c.Dispatch == "mcpgotool" {
		g.user = "http" // the MCP server owns stdin
	} else {
		h := fnv.New32a()
		h.Write([]byte(c.Key()))
		if h.Sum32()%2 == 0 {
			g.user = "http"
		}
	}
	p := &Program{
		Name:     Polarity(positive) + " " + c.Key(),
		Cell:     &c,
		Positive: positive,
		Analyzer: "promptreach",
		Dir:      g.dir,
		Files:    map[string]string{},
	}
	if err := g.files(p); err != nil {
		return nil, fmt.Errorf("%s: %v", p.Name, err)
	}
	return p, nil
}

// Package layout.

func (g *gen) onefunc() bool { return g.c.Placement == "onefunc" }

// regQ is the qualifier of the registry package seen from the entry package
// (fromImpl false) or from the implementation package.
func (g *gen) regQ(fromImpl bool) string {
	switch g.c.Placement {
	case "twopkg":
		if fromImpl {
			return ""
		}
		return "tools."
	case "threepkg":
		return "registry."
	}
	return ""
}

// implQ is the qualifier of the implementation package seen from the entry.
func (g *gen) implQ() string {
	switch g.c.Placement {
	case "twopkg":
		return "tools."
	case "threepkg":
		return "prompttools."
	}
	return ""
}

func (g *gen) localPkgs() map[string]string {
	switch g.c.Placement {
	case "twopkg":
		return map[string]string{"tools": g.root + "/tools"}
	case "threepkg":
		return map[string]string{"registry": g.root + "/registry", "prompttools": g.root + "/prompttools"}
	}
	return nil
}

// elem is the element type's name (unqualified).
func (g *gen) elem() string {
	if g.iface {
		return "Tool"
	}
	return "ToolFunc"
}

// inv invokes tool value x.
func (g *gen) inv(x, ctx, args string) string {
	if g.iface {
		return fmt.Sprintf("%s.Run(%s, %s)", x, ctx, args)
	}
	return fmt.Sprintf("%s(%s, %s)", x, ctx, args)
}

func (g *gen) elemDecl() string {
	if g.iface {
		return `// Tool is one capability the host can run on request.
type Tool interface {
	Run(ctx context.Context, args map[string]any) (string, error)
}
`
	}
	return `// ToolFunc runs one capability of the host with JSON-decoded arguments.
type ToolFunc func(ctx context.Context, args map[string]any) (string, error)
`
}

// files writes every file of the program into p.
func (g *gen) files(p *Program) error {
	type unit struct{ file, pkg, body string }
	var units []unit
	entry := g.entryBody()
	regBody := g.elemDecl() + "\n" + g.regDecls()
	implBody := g.implDecls() + "\n" + g.sinkDecls()
	mainBody := g.mainBody()
	var sinkFile string
	switch g.c.Placement {
	case "onefunc":
		units = append(units, unit{"main.go", "main", mainBody},
			unit{"agent.go", "main", entry + "\n" + g.elemDecl() + "\n" + g.inlineDecls() + "\n" + implBody})
		sinkFile = "agent.go"
	case "onepkg":
		units = append(units, unit{"main.go", "main", mainBody}, unit{"agent.go", "main", entry},
			unit{"toolbox.go", "main", regBody}, unit{"prompttool.go", "main", implBody})
		sinkFile = "prompttool.go"
	case "twopkg":
		units = append(units, unit{"main.go", "main", mainBody}, unit{"agent.go", "main", entry},
			unit{"tools/toolbox.go", "tools", "// Package tools holds the host's tools and their registry.\n" + regBody},
			unit{"tools/prompttool.go", "tools", implBody})
		sinkFile = "tools/prompttool.go"
	case "threepkg":
		units = append(units, unit{"main.go", "main", mainBody}, unit{"agent.go", "main", entry},
			unit{"registry/registry.go", "registry", "// Package registry keeps the host's tools by name.\n" + regBody},
			unit{"prompttools/prompttools.go", "prompttools", "// Package prompttools fetches prompts from the upstream MCP server.\n" + implBody})
		sinkFile = "prompttools/prompttools.go"
	}
	for _, u := range units {
		src, err := goFile(u.pkg, u.body, g.localPkgs())
		if err != nil {
			return fmt.Errorf("%s: %v", u.file, err)
		}
		p.Files[path.Join(g.dir, u.file)] = src
	}
	src := p.Files[path.Join(g.dir, sinkFile)]
	var a Anchor
	a.File = path.Join(g.dir, sinkFile)
	var err error
	switch g.c.Sink {
	case "gosdk", "mcpgoclient", "mcpgoiface":
		a.From, err = lineOf(src, ".GetPrompt(ctx")
		a.To = a.From
	default:
		if a.From, err = lineOf(src, "payload, err := json.Marshal("); err == nil {
			a.To, err = lineOf(src, ".HTTP.Do(req)")
		}
	}
	if err != nil {
		return fmt.Errorf("locating the sink in %s: %v", sinkFile, err)
	}
	p.Want = []Anchor{a}
	p.Notes = g.notes()
	return nil
}

func (g *gen) notes() string {
	var b strings.Builder
	if g.pos {
		fmt.Fprintf(&b, "the model's tool call (%s) selects %q", g.c.Dispatch, g.keyPrompt)
	} else {
		fmt.Fprintf(&b, "the user's selection (%s) selects %q; the model (%s) only gets %q", g.user, g.keyPrompt, g.c.Dispatch, "current_time")
	}
	fmt.Fprintf(&b, " from a %s container (%s), made by %s, which calls prompts/get via %s", g.c.Container, g.c.Placement, g.c.Construction, g.c.Sink)
	return b.String()
}

// Values stored in the container.

// promptValue is the expression of the prompt tool's value, seen from the
// entry package, with upstream client expression up (not for the closure
// construction outside onefunc, which registers itself).
func (g *gen) promptValue(up string) string {
	q := g.implQ()
	switch g.c.Construction {
	case "closure":
		return "func(ctx context.Context, args map[string]any) (string, error) {\n" + g.sinkBody(up) + "}"
	case "methodvalue":
		return q + "NewPromptRunner(" + up + ").Run"
	case "method":
		return "&" + q + "PromptTool{Upstream: " + up + "}"
	case "ctoriface":
		return q + "NewPromptTool(" + up + ")"
	default: // factory
		return q + "MakeRunPrompt(" + up + ")"
	}
}

func (g *gen) timeValue() string {
	if g.iface {
		return "clockTool{}"
	}
	return "currentTime"
}

// The implementation unit.

func (g *gen) implDecls() string {
	rq := g.regQ(true)
	e := rq + g.elem()
	ct := g.clientType("")
	switch g.c.Construction {
	case "closure":
		if g.onefunc() {
			return ""
		}
		return fmt.Sprintf(`// RegisterPromptTools adds the prompt tool, backed by the upstream MCP server, to reg.
func RegisterPromptTools(reg %s, upstream %s) {
	%s
}
`, g.regType(rq), ct, g.register("reg", g.keyPrompt, "func(ctx context.Context, args map[string]any) (string, error) {\n"+g.sinkBody("upstream")+"}"))
	case "methodvalue":
		return fmt.Sprintf(`// PromptRunner fetches prompts from the upstream MCP server.
type PromptRunner struct {
	upstream %s
}

// NewPromptRunner returns a runner that fetches prompts from upstream.
func NewPromptRunner(upstream %s) *PromptRunner {
	return &PromptRunner{upstream: upstream}
}

// Run fetches the prompt named in args and renders its messages.
func (p *PromptRunner) Run(ctx context.Context, args map[string]any) (string, error) {
%s}
`, ct, ct, g.sinkBody("p.upstream"))
	case "method":
		return fmt.Sprintf(`// PromptTool fetches prompts from the upstream MCP server.
type PromptTool struct {
	Upstream %s
}

// Run fetches the prompt named in args and renders its messages.
func (t *PromptTool) Run(ctx context.Context, args map[string]any) (string, error) {
%s}
`, ct, g.sinkBody("t.Upstream"))
	case "ctoriface":
		return fmt.Sprintf(`type promptTool struct {
	upstream %s
}

// NewPromptTool returns the tool that fetches prompts from upstream.
func NewPromptTool(upstream %s) %s {
	return &promptTool{upstream: upstream}
}

func (t *promptTool) Run(ctx context.Context, args map[string]any) (string, error) {
%s}
`, ct, ct, e, g.sinkBody("t.upstream"))
	default: // factory
		return fmt.Sprintf(`// MakeRunPrompt returns the tool that fetches prompts from upstream.
func MakeRunPrompt(upstream %s) %s {
	return func(ctx context.Context, args map[string]any) (string, error) {
%s	}
}
`, ct, e, g.sinkBody("upstream"))
	}
}

// clientType is the upstream client's type; q qualifies the implementation package.
func (g *gen) clientType(q string) string {
	switch g.c.Sink {
	case "gosdk":
		return "*mcp.ClientSession"
	case "mcpgoclient":
		return "*mcpclient.Client"
	case "mcpgoiface":
		return "mcpclient.MCPClient"
	}
	return "*" + q + "PromptEndpoint"
}

// sinkBody is the body of a tool implementation that fetches the prompt named
// in args from upstream client up.
func (g *gen) sinkBody(up string) string {
	head := `name, _ := args["name"].(string)
	if name == "" {
		return "", errors.New("a prompt name is required")
	}
`
	render := `var sb strings.Builder
	for _, msg := range res.Messages {
		if text, ok := msg.Content.(%s); ok {
			fmt.Fprintf(&sb, "%%s: %%s\n", msg.Role, text.Text)
		}
	}
	return sb.String(), nil
`
	switch g.c.Sink {
	case "gosdk":
		return head + fmt.Sprintf(`res, err := %s.GetPrompt(ctx, &mcp.GetPromptParams{Name: name, Arguments: promptArgs(args["arguments"])})
	if err != nil {
		return "", fmt.Errorf("fetch prompt %%q: %%w", name, err)
	}
`, up) + fmt.Sprintf(render, "*mcp.TextContent")
	case "mcpgoclient", "mcpgoiface":
		return head + fmt.Sprintf(`req := mcpgo.GetPromptRequest{}
	req.Params.Name = name
	req.Params.Arguments = promptArgs(args["arguments"])
	res, err := %s.GetPrompt(ctx, req)
	if err != nil {
		return "", fmt.Errorf("fetch prompt %%q: %%w", name, err)
	}
`, up) + fmt.Sprintf(render, "mcpgo.TextContent")
	}
	var payload string
	if g.c.Sink == "rpcmap" {
		payload = `payload, err := json.Marshal(map[string]any{
		"jsonrpc": "2.0",
		"id":      1,
		"method":  "prompts/get",
		"params":  map[string]any{"name": name, "arguments": promptArgs(args["arguments"])},
	})
`
	} else {
		payload = `payload, err := json.Marshal(rpcRequest{
		JSONRPC: "2.0",
		ID:      1,
		Method:  "prompts/get",
		Params:  getPromptParams{Name: name, Arguments: promptArgs(args["arguments"])},
	})
`
	}
	return head + payload + fmt.Sprintf(`	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, %[1]s.URL, bytes.NewReader(payload))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	resp, err := %[1]s.HTTP.Do(req)
	if err != nil {
		return "", fmt.Errorf("fetch prompt %%q: %%w", name, err)
	}
	defer resp.Body.Close()
	var reply rpcPromptReply
	if err := json.NewDecoder(resp.Body).Decode(&reply); err != nil {
		return "", fmt.Errorf("decode prompt %%q: %%w", name, err)
	}
	if reply.Error != nil {
		return "", fmt.Errorf("fetch prompt %%q: %%s", name, reply.Error.Message)
	}
	var sb strings.Builder
	for _, msg := range reply.Result.Messages {
		fmt.Fprintf(&sb, "%%s: %%s\n", msg.Role, msg.Content.Text)
	}
	return sb.String(), nil
`, up)
}

func (g *gen) sinkDecls() string {
	s := `// promptArgs turns the tool's "arguments" object into prompt arguments.
func promptArgs(v any) map[string]string {
	m, _ := v.(map[string]any)
	out := make(map[string]string, len(m))
	for k, val := range m {
		out[k] = fmt.Sprint(val)
	}
	return out
}
`
	switch g.c.Sink {
	case "rpcmap", "rpcstruct":
		s += `
// PromptEndpoint is the upstream MCP server's HTTP endpoint.
type PromptEndpoint struct {
	URL  string
	HTTP *http.Client
}

type rpcPromptReply struct {
	Result struct {
		Messages []struct {
			Role    string ` + "`json:\"role\"`" + `
			Content struct {
				Type string ` + "`json:\"type\"`" + `
				Text string ` + "`json:\"text\"`" + `
			} ` + "`json:\"content\"`" + `
		} ` + "`json:\"messages\"`" + `
	} ` + "`json:\"result\"`" + `
	Error *struct {
		Code    int    ` + "`json:\"code\"`" + `
		Message string ` + "`json:\"message\"`" + `
	} ` + "`json:\"error\"`" + `
}
`
	}
	if g.c.Sink == "rpcstruct" {
		s += `
type rpcRequest struct {
	JSONRPC string ` + "`json:\"jsonrpc\"`" + `
	ID      int64  ` + "`json:\"id\"`" + `
	Method  string ` + "`json:\"method\"`" + `
	Params  any    ` + "`json:\"params,omitempty\"`" + `
}

type getPromptParams struct {
	Name      string            ` + "`json:\"name\"`" + `
	Arguments map[string]string ` + "`json:\"arguments,omitempty\"`" + `
}
`
	}
	return s
}

// The main package.

func (g *gen) mainBody() string {
	iq := g.implQ()
	var connect string
	switch g.c.Sink {
	case "gosdk":
		connect = `func connectUpstream(ctx context.Context) (*mcp.ClientSession, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "matrix-host", Version: "v0.3.0"}, nil)
	return client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(os.Getenv("PROMPT_SERVER"))}, nil)
}
`
	case "mcpgoclient", "mcpgoiface":
		connect = fmt.Sprintf(`func connectUpstream(ctx context.Context) (%s, error) {
	c, err := mcpclient.NewStdioMCPClient(os.Getenv("PROMPT_SERVER"), os.Environ())
	if err != nil {
		return nil, err
	}
	initReq := mcpgo.InitializeRequest{}
	initReq.Params.ProtocolVersion = mcpgo.LATEST_PROTOCOL_VERSION
	initReq.Params.ClientInfo = mcpgo.Implementation{Name: "matrix-host", Version: "v0.3.0"}
	if _, err := c.Initialize(ctx, initReq); err != nil {
		_ = c.Close()
		return nil, err
	}
	return c, nil
}
`, g.clientType(""))
	default:
		connect = fmt.Sprintf(`func connectUpstream(context.Context) (*%sPromptEndpoint, error) {
	url := os.Getenv("PROMPT_SERVER_URL")
	if url == "" {
		return nil, errors.New("PROMPT_SERVER_URL is not set")
	}
	return &%sPromptEndpoint{URL: url, HTTP: &http.Client{Timeout: 30 * time.Second}}, nil
}
`, iq, iq)
	}
	d := g.dispatch()
	run := d.mainRun
	if !g.pos {
		run = d.mainRunNeg
	}
	return fmt.Sprintf(`// connectUpstream connects to the MCP server that serves the prompts.
%s
func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	upstream, err := connectUpstream(ctx)
	if err != nil {
		log.Fatalf("connect to the prompt server: %%v", err)
	}
	%s
	h := newHost(%supstream)
	%s
}
`, connect, d.mainInit, d.args, run)
}
