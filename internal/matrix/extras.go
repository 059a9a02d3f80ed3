package matrix

import (
	"fmt"
	"maps"
	"path"
	"sort"
	"strings"
)

// An extra case is a hand-written program for dualreg or hostannot, in the
// style of the matrix: positives must get a finding of the analyzer on one of
// the anchor lines (each anchor is a substring of a line of a file); negatives
// must get no finding at all.
type extraCase struct {
	analyzer, name string
	positive       bool
	notes          string
	files          map[string]string // file (relative to the case dir) → body without package clause and imports
	pkgs           map[string]string // file → package name (default main)
	anchors        [][2]string       // {file, line substring}
	strict         bool              // every file asks for promptreach's strict mode (//mcpvet:strict)
}

// twin returns the negative twin of the positive case c: the case named
// name and described by notes, with no anchors, whose files are c's but
// for the edits in oldnew (old, new pairs, as for strings.NewReplacer),
// each of which replaces the one occurrence of its old text in c's files.
// It panics if an old text is not there exactly once: the twin would not
// be what it says it is.
func twin(c extraCase, name, notes string, oldnew ...string) extraCase {
	if len(oldnew)%2 != 0 {
		panic("matrix: twin " + name + ": odd number of edit strings")
	}
	t := c
	t.name, t.notes, t.positive, t.anchors = name, notes, false, nil
	t.files = maps.Clone(c.files)
	for i := 0; i < len(oldnew); i += 2 {
		replaceOnce(t.files, name, oldnew[i], oldnew[i+1])
	}
	return t
}

// replaceOnce replaces old by new in the one file of files that holds it,
// and panics unless old occurs exactly once in all of them (case names the
// case for the message).
func replaceOnce(files map[string]string, caseName, old, new string) {
	at, n := "", 0
	for f, src := range files {
		if c := strings.Count(src, old); c > 0 {
			at, n = f, n+c
		}
	}
	if n != 1 {
		panic(fmt.Sprintf("matrix: %s: %q occurs %d times in the files of its positive, want once", caseName, old, n))
	}
	files[at] = strings.Replace(files[at], old, new, 1)
}

// withFile returns c with one more file, of package pkg ("" for main).
func (c extraCase) withFile(file, pkg, src string) extraCase {
	c.files = maps.Clone(c.files)
	c.files[file] = src
	if pkg != "" {
		c.pkgs = maps.Clone(c.pkgs)
		if c.pkgs == nil {
			c.pkgs = map[string]string{}
		}
		c.pkgs[file] = pkg
	}
	return c
}

// Extras returns the dualreg and hostannot cases for one module-path style,
// with module path modPath.
func Extras(style, modPath string) ([]*Program, error) {
	var out []*Program
	for _, e := range extraCases {
		dir := path.Join("extras", strings.ReplaceAll(e.analyzer+"_"+e.name, "-", "_"))
		p := &Program{
			Name:     Polarity(e.positive) + " " + e.analyzer + ":" + e.name + "/" + style,
			Positive: e.positive,
			Analyzer: e.analyzer,
			Dir:      dir,
			Files:    map[string]string{},
			Notes:    e.notes + " (module " + style + ")",
		}
		local := map[string]string{}
		for file, pkg := range e.pkgs {
			local[pkg] = modPath + "/" + path.Join(dir, path.Dir(file))
		}
		var files []string
		for f := range e.files {
			files = append(files, f)
		}
		sort.Strings(files)
		for _, f := range files {
			pkg := e.pkgs[f]
			if pkg == "" {
				pkg = "main"
			}
			src, err := goFile(pkg, e.files[f], local)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %v", p.Name, f, err)
			}
			if e.strict {
				src = "//mcpvet:strict\n" + src
			}
			p.Files[path.Join(dir, f)] = src
		}
		for _, a := range e.anchors {
			line, err := lineOf(p.Files[path.Join(dir, a[0])], a[1])
			if err != nil {
				return nil, fmt.Errorf("%s: anchor in %s: %v", p.Name, a[0], err)
			}
			p.Want = append(p.Want, Anchor{File: path.Join(dir, a[0]), From: line, To: line})
		}
		out = append(out, p)
	}
	return out, nil
}

// isExtra reports whether key (ANALYZER:CASE/STYLE) names an extra case.
func isExtra(key string) bool {
	for _, e := range extraCases {
		for _, style := range ModulePaths {
			if e.analyzer+":"+e.name+"/"+style == key {
				return true
			}
		}
	}
	return false
}

const gosdkMain = `func main() {
	srv := newServer()
	if err := srv.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`

const mcpgoMain = `func main() {
	if err := mcpserver.ServeStdio(newServer()); err != nil {
		log.Fatal(err)
	}
}
`

var extraCases = []extraCase{
	{
		analyzer: "dualreg", name: "gosdk-same-literal", positive: true,
		notes: "a go-sdk server registers weekly_report as a tool and as a prompt",
		files: map[string]string{"main.go": gosdkMain + `
type reportArgs struct {
	Team string ` + "`json:\"team\" jsonschema:\"the team to report on\"`" + `
}

func newServer() *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "reports", Version: "v1.2.0"}, nil)
	mcp.AddTool(srv, &mcp.Tool{Name: "weekly_report", Description: "Builds the weekly report of a team."}, buildReport)
	srv.AddPrompt(&mcp.Prompt{Name: "weekly_report", Description: "Asks for the weekly report of a team."}, reportPrompt)
	return srv
}

func buildReport(ctx context.Context, req *mcp.CallToolRequest, in reportArgs) (*mcp.CallToolResult, any, error) {
	text := fmt.Sprintf("report for %s: 3 issues closed", in.Team)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

func reportPrompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	team := req.Params.Arguments["team"]
	return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: "Write the weekly report of team " + team + "."}}}}, nil
}
`},
		anchors: [][2]string{{"main.go", `mcp.AddTool(srv, &mcp.Tool{Name: "weekly_report"`}, {"main.go", `srv.AddPrompt(&mcp.Prompt{Name: "weekly_report"`}},
	},
	{
		analyzer: "dualreg", name: "mcpgo-normalised", positive: true,
		notes: "an mcp-go server registers the tool code_review and the prompt codeReview",
		files: map[string]string{"main.go": mcpgoMain + `
func newServer() *mcpserver.MCPServer {
	srv := mcpserver.NewMCPServer("review", "v0.9.1", mcpserver.WithToolCapabilities(false), mcpserver.WithPromptCapabilities(false))
	srv.AddTool(mcpgo.NewTool("code_review", mcpgo.WithDescription("Reviews a diff."), mcpgo.WithString("diff", mcpgo.Required())), reviewTool)
	srv.AddPrompt(mcpgo.NewPrompt("codeReview", mcpgo.WithPromptDescription("Review the staged diff."), mcpgo.WithArgument("diff")), reviewPrompt)
	return srv
}

func reviewTool(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	diff := req.GetString("diff", "")
	return mcpgo.NewToolResultText(fmt.Sprintf("%d lines reviewed", strings.Count(diff, "\n"))), nil
}

func reviewPrompt(ctx context.Context, req mcpgo.GetPromptRequest) (*mcpgo.GetPromptResult, error) {
	msg := mcpgo.NewPromptMessage(mcpgo.RoleUser, mcpgo.NewTextContent("Review this diff:\n"+req.Params.Arguments["diff"]))
	return &mcpgo.GetPromptResult{Description: "code review", Messages: []mcpgo.PromptMessage{msg}}, nil
}
`},
		anchors: [][2]string{{"main.go", `srv.AddTool(mcpgo.NewTool("code_review"`}, {"main.go", `srv.AddPrompt(mcpgo.NewPrompt("codeReview"`}},
	},
	{
		analyzer: "dualreg", name: "gosdk-loop-table", positive: true,
		notes: "a go-sdk server registers every capability of a table both as a tool and as a prompt in one loop",
		files: map[string]string{"main.go": gosdkMain + `
type capability struct {
	name, description, instructions string
}

var capabilities = []capability{
	{"triage", "Triage an incoming issue.", "Label the issue and assign an owner."},
	{"release_notes", "Draft release notes.", "Summarise the merged pull requests."},
}

func newServer() *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "ops", Version: "v2.0.0"}, nil)
	for _, c := range capabilities {
		mcp.AddTool(srv, &mcp.Tool{Name: c.name, Description: c.description}, runner(c))
		srv.AddPrompt(&mcp.Prompt{Name: c.name, Description: c.description}, prompter(c))
	}
	return srv
}

func runner(c capability) mcp.ToolHandlerFor[map[string]any, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in map[string]any) (*mcp.CallToolResult, any, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: c.name + " done"}}}, nil, nil
	}
}

func prompter(c capability) mcp.PromptHandler {
	return func(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: c.instructions}}}}, nil
	}
}
`},
		anchors: [][2]string{{"main.go", `mcp.AddTool(srv, &mcp.Tool{Name: c.name`}, {"main.go", `srv.AddPrompt(&mcp.Prompt{Name: c.name`}},
	},
	mcpgoRecords,
	{
		analyzer: "dualreg", name: "different-names", positive: false,
		notes: "a go-sdk server registers the tool fetch_weather and the prompt plan_trip, which share a helper",
		files: map[string]string{"main.go": gosdkMain + `
type cityArgs struct {
	City string ` + "`json:\"city\"`" + `
}

func newServer() *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "travel", Version: "v1.0.0"}, nil)
	mcp.AddTool(srv, &mcp.Tool{Name: "fetch_weather", Description: "Current weather of a city."}, fetchWeather)
	srv.AddPrompt(&mcp.Prompt{Name: "plan_trip", Description: "Plan a trip to a city."}, planTrip)
	return srv
}

func forecast(city string) string { return "sunny in " + city }

func fetchWeather(ctx context.Context, req *mcp.CallToolRequest, in cityArgs) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: forecast(in.City)}}}, nil, nil
}

func planTrip(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	city := req.Params.Arguments["city"]
	text := "Plan a three-day trip to " + city + "; the forecast says " + forecast(city) + "."
	return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: text}}}}, nil
}
`},
	},
	twin(mcpgoRecords, "zero-prompt-record", "a records table where the tool record has a zero-valued prompt and the prompt record a zero-valued tool; only set halves are registered",
		", offered as a tool and as a prompt.", ": a tool, a prompt, or both.",
		`	{
		Tool:   mcpserver.ServerTool{Tool: mcpgo.NewTool("summarize", mcpgo.WithDescription("Summarise a document.")), Handler: summarize},
		Prompt: mcpserver.ServerPrompt{Prompt: mcpgo.NewPrompt("summarize", mcpgo.WithPromptDescription("Summarise the open document.")), Handler: summarizePrompt},
	},
`, `	{Tool: mcpserver.ServerTool{Tool: mcpgo.NewTool("summarize", mcpgo.WithDescription("Summarise a document.")), Handler: summarize}},
	{Prompt: mcpserver.ServerPrompt{Prompt: mcpgo.NewPrompt("standup", mcpgo.WithPromptDescription("Draft my standup notes.")), Handler: standup}},
`,
		`func summarizePrompt(ctx context.Context, req mcpgo.GetPromptRequest) (*mcpgo.GetPromptResult, error) {
	msg := mcpgo.NewPromptMessage(mcpgo.RoleUser, mcpgo.NewTextContent("Summarise the open document in five bullets."))`, `func standup(ctx context.Context, req mcpgo.GetPromptRequest) (*mcpgo.GetPromptResult, error) {
	msg := mcpgo.NewPromptMessage(mcpgo.RoleUser, mcpgo.NewTextContent("Draft my standup notes from yesterday's commits."))`,
		`		srv.AddTools(r.Tool)
		srv.AddPrompts(r.Prompt)
`, `		if r.Tool.Handler != nil {
			srv.AddTools(r.Tool)
		}
		if r.Prompt.Handler != nil {
			srv.AddPrompts(r.Prompt)
		}
`),
	{
		analyzer: "dualreg", name: "two-servers", positive: false,
		notes: "the tool review is on the public go-sdk server, the prompt review on a separate admin server",
		files: map[string]string{"main.go": `func main() {
	ctx := context.Background()
	public, admin := newPublic(), newAdmin()
	go func() {
		log.Fatal(admin.Run(ctx, &mcp.StdioTransport{}))
	}()
	handler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return public }, nil)
	log.Fatal(http.ListenAndServe(":8080", handler))
}

func newPublic() *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "public", Version: "v1.0.0"}, nil)
	mcp.AddTool(srv, &mcp.Tool{Name: "review", Description: "Review a pull request."}, review)
	return srv
}

func newAdmin() *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "admin", Version: "v1.0.0"}, nil)
	srv.AddPrompt(&mcp.Prompt{Name: "review", Description: "Review the release checklist."}, reviewPrompt)
	return srv
}

func review(ctx context.Context, req *mcp.CallToolRequest, in map[string]any) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint("reviewed ", in["pr"])}}}, nil, nil
}

func reviewPrompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: "Walk the release checklist."}}}}, nil
}
`},
	},
	gosdkListedPrompts,
	mcpgoListedPromptsOption,
	twin(gosdkListedPrompts, "gosdk-tools-copied", "a go-sdk gateway re-exposes the upstream's listed tools, copying their annotations through",
		`"prompt-server"`, `"tool-server"`,
		"every upstream prompt", "every upstream tool",
		"cs.ListPrompts(ctx, nil)", "cs.ListTools(ctx, nil)",
		"for _, p := range res.Prompts {", "for _, t := range res.Tools {",
		`p.Name,
			Description: p.Description,
			InputSchema: map[string]any{"type": "object"},
			Annotations: &mcp.ToolAnnotations{
				ReadOnlyHint: true,
			},
`, `t.Name,
			Description: t.Description,
			InputSchema: t.InputSchema,
			Annotations: t.Annotations,
`,
		`gp, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: req.Params.Name})
			if err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: gp.Description}}}, nil
`, `return cs.CallTool(ctx, &mcp.CallToolParams{Name: req.Params.Name, Arguments: req.Params.Arguments})
`),
	twin(mcpgoListedPromptsOption, "mcpgo-tools-copied", "an mcp-go gateway copies listed tools' annotations through and marks its own list_files tool read-only",
		`"prompt-server"`, `"tool-server"`,
		`	if err := mirror(ctx, mc, srv); err != nil {`, `	srv.AddTool(mcpgo.NewTool("list_files", mcpgo.WithDescription("Lists the workspace."), mcpgo.WithReadOnlyHintAnnotation(true)), listFiles)
	if err := mirror(ctx, mc, srv); err != nil {`,
		"// mirror offers every upstream prompt", `func listFiles(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	entries, err := os.ReadDir(".")
	if err != nil {
		return mcpgo.NewToolResultError(err.Error()), nil
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return mcpgo.NewToolResultText(strings.Join(names, "\n")), nil
}

// mirror offers every upstream tool`,
		"mc.ListPrompts(ctx, mcpgo.ListPromptsRequest{})", "mc.ListTools(ctx, mcpgo.ListToolsRequest{})",
		`for _, p := range res.Prompts {
		tool := mcpgo.NewTool(p.Name,
			mcpgo.WithDescription(p.Description),
			mcpgo.WithReadOnlyHintAnnotation(true),
		)
`, `for _, t := range res.Tools {
		tool := mcpgo.Tool{
			Name:        t.Name,
			Description: t.Description,
			InputSchema: t.InputSchema,
			Annotations: t.Annotations,
		}
`,
		`greq := mcpgo.GetPromptRequest{}
			greq.Params.Name = req.Params.Name
			gp, err := mc.GetPrompt(ctx, greq)
`, `creq := mcpgo.CallToolRequest{}
			creq.Params.Name = req.Params.Name
			creq.Params.Arguments = req.GetArguments()
			return mc.CallTool(ctx, creq)
`,
		`			if err != nil {
				return mcpgo.NewToolResultError(err.Error()), nil
			}
			return mcpgo.NewToolResultText(gp.Description), nil
`, ""),
}

var mcpgoRecords = extraCase{
	analyzer: "dualreg", name: "mcpgo-records-otherpkg", positive: true,
	notes: "a records table {tool, prompt} in package caps, registered on an mcp-go server in main",
	pkgs:  map[string]string{"caps/caps.go": "caps"},
	files: map[string]string{
		"main.go": mcpgoMain + `
func newServer() *mcpserver.MCPServer {
	srv := mcpserver.NewMCPServer("docs", "v0.4.0", mcpserver.WithToolCapabilities(false), mcpserver.WithPromptCapabilities(false))
	for _, r := range caps.Records {
		srv.AddTools(r.Tool)
		srv.AddPrompts(r.Prompt)
	}
	return srv
}
`,
		"caps/caps.go": `// Record is one capability of the docs server, offered as a tool and as a prompt.
type Record struct {
	Tool   mcpserver.ServerTool
	Prompt mcpserver.ServerPrompt
}

// Records lists the capabilities of the docs server.
var Records = []Record{
	{
		Tool:   mcpserver.ServerTool{Tool: mcpgo.NewTool("summarize", mcpgo.WithDescription("Summarise a document.")), Handler: summarize},
		Prompt: mcpserver.ServerPrompt{Prompt: mcpgo.NewPrompt("summarize", mcpgo.WithPromptDescription("Summarise the open document.")), Handler: summarizePrompt},
	},
}

func summarize(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return mcpgo.NewToolResultText("summary: " + req.GetString("doc", "")), nil
}

func summarizePrompt(ctx context.Context, req mcpgo.GetPromptRequest) (*mcpgo.GetPromptResult, error) {
	msg := mcpgo.NewPromptMessage(mcpgo.RoleUser, mcpgo.NewTextContent("Summarise the open document in five bullets."))
	return &mcpgo.GetPromptResult{Messages: []mcpgo.PromptMessage{msg}}, nil
}
`},
	anchors: [][2]string{{"main.go", "srv.AddTools(r.Tool)"}, {"main.go", "srv.AddPrompts(r.Prompt)"},
		{"caps/caps.go", `mcpgo.NewTool("summarize"`}, {"caps/caps.go", `mcpgo.NewPrompt("summarize"`}},
}

var gosdkListedPrompts = extraCase{
	analyzer: "hostannot", name: "gosdk-listed-prompts", positive: true,
	notes: "a go-sdk gateway turns the upstream's listed prompts into tools marked ReadOnlyHint: true",
	files: map[string]string{"main.go": `func main() {
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "gateway", Version: "v0.2.0"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command("prompt-server")}, nil)
	if err != nil {
		log.Fatal(err)
	}
	srv, err := mirror(ctx, cs)
	if err != nil {
		log.Fatal(err)
	}
	log.Fatal(srv.Run(ctx, &mcp.StdioTransport{}))
}

// mirror offers every upstream prompt as a tool of the gateway.
func mirror(ctx context.Context, cs *mcp.ClientSession) (*mcp.Server, error) {
	srv := mcp.NewServer(&mcp.Implementation{Name: "gateway", Version: "v0.2.0"}, nil)
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, p := range res.Prompts {
		tool := &mcp.Tool{
			Name:        p.Name,
			Description: p.Description,
			InputSchema: map[string]any{"type": "object"},
			Annotations: &mcp.ToolAnnotations{
				ReadOnlyHint: true,
			},
		}
		srv.AddTool(tool, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			gp, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: req.Params.Name})
			if err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: gp.Description}}}, nil
		})
	}
	return srv, nil
}
`},
	anchors: [][2]string{{"main.go", "ReadOnlyHint: true"}},
}

var mcpgoListedPromptsOption = extraCase{
	analyzer: "hostannot", name: "mcpgo-listed-prompts-option", positive: true,
	notes: "an mcp-go gateway turns listed prompts into tools with WithReadOnlyHintAnnotation(true)",
	files: map[string]string{"main.go": `func main() {
	ctx := context.Background()
	mc, err := mcpclient.NewStdioMCPClient("prompt-server", nil)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := mc.Initialize(ctx, mcpgo.InitializeRequest{}); err != nil {
		log.Fatal(err)
	}
	srv := mcpserver.NewMCPServer("gateway", "v0.2.0", mcpserver.WithToolCapabilities(true))
	if err := mirror(ctx, mc, srv); err != nil {
		log.Fatal(err)
	}
	log.Fatal(mcpserver.ServeStdio(srv))
}

// mirror offers every upstream prompt as a tool of the gateway.
func mirror(ctx context.Context, mc *mcpclient.Client, srv *mcpserver.MCPServer) error {
	res, err := mc.ListPrompts(ctx, mcpgo.ListPromptsRequest{})
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		tool := mcpgo.NewTool(p.Name,
			mcpgo.WithDescription(p.Description),
			mcpgo.WithReadOnlyHintAnnotation(true),
		)
		srv.AddTool(tool, func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			greq := mcpgo.GetPromptRequest{}
			greq.Params.Name = req.Params.Name
			gp, err := mc.GetPrompt(ctx, greq)
			if err != nil {
				return mcpgo.NewToolResultError(err.Error()), nil
			}
			return mcpgo.NewToolResultText(gp.Description), nil
		})
	}
	return nil
}
`},
	anchors: [][2]string{{"main.go", "mcpgo.WithReadOnlyHintAnnotation(true)"}},
}
