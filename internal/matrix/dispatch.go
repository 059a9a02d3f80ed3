package matrix

import (
	"fmt"
	"strings"
)

// dispatchParts is what a dispatch source contributes to main.
type dispatchParts struct {
	field, param, assign string // the host's LLM client: struct field, newHost parameter, field assignment
	mainInit             string // statements of main before newHost
	args                 string // newHost's arguments before upstream
	mainRun, mainRunNeg  string // what main does with the host
	server               bool   // the source is an MCP server's tool handler
}

func (g *gen) dispatch() dispatchParts {
	switch g.c.Dispatch {
	case "anthropic":
		return g.llmParts("llm anthropic.Client", "llm := anthropic.NewClient()\n")
	case "openaigo":
		return g.llmParts("llm openai.Client", "llm := openai.NewClient()\n")
	case "goopenai":
		return g.llmParts("llm *goopenai.Client", `llm := goopenai.NewClient(os.Getenv("OPENAI_API_KEY"))`+"\n")
	case "genai":
		return g.llmParts("llm *genai.Client", `llm, err := genai.NewClient(ctx, &genai.ClientConfig{APIKey: os.Getenv("GEMINI_API_KEY"), Backend: genai.BackendGeminiAPI})
	if err != nil {
		log.Fatalf("gemini client: %v", err)
	}
`)
	case "ownclient":
		d := g.llmParts("llm *modelClient", `llm := &modelClient{url: os.Getenv("MODEL_URL"), key: os.Getenv("MODEL_KEY"), hc: &http.Client{Timeout: 2 * time.Minute}}`+"\n")
		return d
	}
	// MCP tool handlers: the host is a gateway serving tools on stdio.
	d := dispatchParts{server: true}
	d.mainRun = `if err := h.serve(ctx); err != nil {
		log.Fatal(err)
	}`
	d.mainRunNeg = `go func() {
		log.Fatal(h.servePicker(":8080"))
	}()
	if err := h.serve(ctx); err != nil {
		log.Fatal(err)
	}`
	return d
}

func (g *gen) llmParts(field, init string) dispatchParts {
	name := strings.Fields(field)[0]
	d := dispatchParts{field: field, param: field + ", ", assign: name + ": " + name + ",", mainInit: init, args: name + ", "}
	d.mainRun = `answer, err := h.converse(ctx, strings.Join(os.Args[1:], " "))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(answer)`
	if g.user == "http" {
		d.mainRunNeg = `log.Fatal(h.servePicker(":8080"))`
	} else {
		d.mainRunNeg = `if err := h.readCommands(ctx, os.Stdin, os.Stdout); err != nil {
		log.Fatal(err)
	}`
	}
	return d
}

// entryBody is the entry file: the host type, its construction, the model
// loop (or MCP server) and, for a negative twin, the user-selection path.
func (g *gen) entryBody() string {
	d := g.dispatch()
	var b strings.Builder
	// The host type and its constructor.
	b.WriteString("// host connects the model to the tools and to the upstream MCP server.\ntype host struct {\n")
	if d.field != "" {
		b.WriteString(d.field + "\n")
	}
	var wire string
	if g.onefunc() {
		fmt.Fprintf(&b, "upstream %s\n}\n\n", g.clientType(g.implQ()))
		wire = fmt.Sprintf("return &host{%s upstream: upstream}\n", d.assign)
	} else {
		rq := g.regQ(false)
		fmt.Fprintf(&b, "tools %s\n}\n\n", g.regType(rq))
		var w strings.Builder
		fmt.Fprintf(&w, "reg := %s\n", g.regNew(rq))
		if g.c.Construction == "closure" {
			fmt.Fprintf(&w, "%sRegisterPromptTools(reg, upstream)\n", g.implQ())
		} else {
			w.WriteString(g.register("reg", g.keyPrompt, g.promptValue("upstream")) + "\n")
		}
		w.WriteString(g.register("reg", g.keyTime, g.timeValue()) + "\n")
		fmt.Fprintf(&w, "return &host{%s tools: reg}\n", d.assign)
		wire = w.String()
	}
	fmt.Fprintf(&b, "func newHost(%supstream %s) *host {\n%s}\n\n", d.param, g.clientType(g.implQ()), wire)

	// setup and call of the prompt tool's container, and the harmless call.
	var setup, call string
	if g.onefunc() {
		setup = g.inlineSetup(g.promptValue("h.upstream"), g.timeValue())
		call = g.inlineCall()
	} else {
		call = g.regCall("h.tools")
	}
	clock := fmt.Sprintf(`switch name {
	case "current_time":
		out, err = currentTime(ctx, args)
	default:
		err = fmt.Errorf("unknown tool %%q", name)
	}
`)
	modelSetup, modelCall := setup, call
	if !g.pos {
		modelSetup, modelCall = "", clock
	}
	b.WriteString(g.sourceCode(modelSetup, modelCall))
	if !g.pos {
		b.WriteString("\n" + g.userPath(setup, call, d.server))
	}
	// The harmless tool.
	b.WriteString(`
// currentTime reports the host's clock, so that answers can be dated.
func currentTime(context.Context, map[string]any) (string, error) {
	return time.Now().UTC().Format(time.RFC3339), nil
}
`)
	if g.iface {
		b.WriteString(`
type clockTool struct{}

func (clockTool) Run(ctx context.Context, args map[string]any) (string, error) {
	return currentTime(ctx, args)
}
`)
	}
	return b.String()
}

type toolDef struct{ name, desc string }

func (g *gen) toolDefs() []toolDef {
	clock := toolDef{"current_time", "Returns the current time in UTC."}
	if !g.pos {
		return []toolDef{clock}
	}
	return []toolDef{{g.keyPrompt, "Fetches a prompt template from the connected MCP server and returns its messages."}, clock}
}

// toolDefsCode is the code of every tool definition of the program, in the
// dispatch source's syntax: format, given each tool's name and description
// and then extra.
func (g *gen) toolDefsCode(format string, extra ...any) string {
	var b strings.Builder
	for _, t := range g.toolDefs() {
		fmt.Fprintf(&b, format, append([]any{t.name, t.desc}, extra...)...)
	}
	return b.String()
}

// toolHandler is the tool handler of an MCP server dispatch (go-sdk or
// mcp-go): the positive's handleTool runs the tool the client called, at
// SETUP and CALL as r fills them; the negative's handleClock only answers
// current_time. It returns the method value the tools are registered with,
// the handler's doc comment and declaration up to its parameters, and the
// replacer of the handler's SETUP and CALL.
func (g *gen) toolHandler(r *strings.Replacer) (handler, decl string, body *strings.Replacer) {
	if !g.pos {
		return "h.handleClock", "handleClock answers current_time.\nfunc (h *host) handleClock",
			strings.NewReplacer("SETUP\n", "", "CALL\n", "out, err = currentTime(ctx, args)\n")
	}
	return "h.handleTool", "handleTool runs the tool the client called.\nfunc (h *host) handleTool", r
}

// sourceCode is the model loop (or MCP server) of the dispatch source; setup
// runs once before the tool calls are handled, call sets out and err for the
// tool call named name with arguments args.
func (g *gen) sourceCode(setup, call string) string {
	r := strings.NewReplacer("SETUP\n", setup, "CALL\n", call)
	switch g.c.Dispatch {
	case "anthropic":
		defs := g.toolDefsCode(`{OfTool: &anthropic.ToolParam{
			Name:        %q,
			Description: anthropic.String(%q),
			InputSchema: anthropic.ToolInputSchemaParam{Properties: map[string]any{"name": map[string]any{"type": "string"}}},
		}},
`)
		return r.Replace(`// converse sends the question to Claude and runs the tools it asks for until it answers.
func (h *host) converse(ctx context.Context, question string) (string, error) {
	msgs := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(question))}
	for turn := 0; turn < 8; turn++ {
		resp, err := h.llm.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     anthropic.ModelClaudeSonnet4_5,
			MaxTokens: 2048,
			Messages:  msgs,
			Tools:     toolDefs(),
		})
		if err != nil {
			return "", err
		}
		msgs = append(msgs, resp.ToParam())
		results := h.runToolUses(ctx, resp)
		if len(results) == 0 {
			return replyText(resp), nil
		}
		msgs = append(msgs, anthropic.NewUserMessage(results...))
	}
	return "", errors.New("the model did not answer within 8 turns")
}

// runToolUses runs every tool_use block of the model's reply.
func (h *host) runToolUses(ctx context.Context, resp *anthropic.Message) []anthropic.ContentBlockParamUnion {
	SETUP
	var results []anthropic.ContentBlockParamUnion
	for _, block := range resp.Content {
		use, ok := block.AsAny().(anthropic.ToolUseBlock)
		if !ok {
			continue
		}
		name := use.Name
		var args map[string]any
		if jerr := json.Unmarshal(use.Input, &args); jerr != nil {
			results = append(results, anthropic.NewToolResultBlock(use.ID, "invalid input: "+jerr.Error(), true))
			continue
		}
		var out string
		var err error
		CALL
		if err != nil {
			out = err.Error()
		}
		results = append(results, anthropic.NewToolResultBlock(use.ID, out, err != nil))
	}
	return results
}

func replyText(resp *anthropic.Message) string {
	var sb strings.Builder
	for _, block := range resp.Content {
		if text, ok := block.AsAny().(anthropic.TextBlock); ok {
			sb.WriteString(text.Text)
		}
	}
	return sb.String()
}

func toolDefs() []anthropic.ToolUnionParam {
	return []anthropic.ToolUnionParam{
` + defs + `	}
}
`)
	case "openaigo":
		defs := g.toolDefsCode(`openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        %q,
			Description: openai.String(%q),
			Parameters:  openai.FunctionParameters{"type": "object", "properties": map[string]any{"name": map[string]any{"type": "string"}}},
		}),
`)
		return r.Replace(strings.Replace(openaigoLoop, "DEFS", defs, 1))
	case "goopenai":
		return r.Replace(g.chatCompletions(goopenaiLoop, `{Type: goopenai.ToolTypeFunction, Function: &goopenai.FunctionDefinition{`))
	case "genai":
		defs := g.toolDefsCode(`{
			Name:                 %q,
			Description:          %q,
			ParametersJsonSchema: map[string]any{"type": "object", "properties": map[string]any{"name": map[string]any{"type": "string"}}},
		},
`)
		return r.Replace(`// converse sends the question to Gemini and runs the functions it calls until it answers.
func (h *host) converse(ctx context.Context, question string) (string, error) {
	contents := []*genai.Content{genai.NewContentFromText(question, genai.RoleUser)}
	config := &genai.GenerateContentConfig{Tools: []*genai.Tool{{FunctionDeclarations: toolDecls()}}}
	for turn := 0; turn < 8; turn++ {
		resp, err := h.llm.Models.GenerateContent(ctx, "gemini-2.5-flash", contents, config)
		if err != nil {
			return "", err
		}
		calls := resp.FunctionCalls()
		if len(calls) == 0 {
			return resp.Text(), nil
		}
		if len(resp.Candidates) > 0 && resp.Candidates[0].Content != nil {
			contents = append(contents, resp.Candidates[0].Content)
		}
		contents = append(contents, genai.NewContentFromParts(h.runFunctionCalls(ctx, calls), genai.RoleUser))
	}
	return "", errors.New("the model did not answer within 8 turns")
}

// runFunctionCalls runs the model's function calls and returns their responses.
func (h *host) runFunctionCalls(ctx context.Context, calls []*genai.FunctionCall) []*genai.Part {
	SETUP
	var parts []*genai.Part
	for _, fc := range calls {
		name := fc.Name
		args := fc.Args
		var out string
		var err error
		CALL
		if err != nil {
			parts = append(parts, genai.NewPartFromFunctionResponse(fc.Name, map[string]any{"error": err.Error()}))
			continue
		}
		parts = append(parts, genai.NewPartFromFunctionResponse(fc.Name, map[string]any{"output": out}))
	}
	return parts
}

func toolDecls() []*genai.FunctionDeclaration {
	return []*genai.FunctionDeclaration{
` + defs + `	}
}
`)
	case "ownclient":
		return r.Replace(ownClientWire + "\n" + g.chatCompletions(ownClientLoop, `{Type: "function", Function: wireFunctionDef{`))
	case "gosdktool":
		handler, decl, body := g.toolHandler(r)
		defs := g.toolDefsCode("mcp.AddTool(srv, &mcp.Tool{Name: %q, Description: %q}, %s)\n", handler)
		return body.Replace(`// serve exposes the gateway's tools to MCP clients on stdio.
func (h *host) serve(ctx context.Context) error {
	srv := mcp.NewServer(&mcp.Implementation{Name: "matrix-gateway", Version: "v0.3.0"}, nil)
	` + defs + `return srv.Run(ctx, &mcp.StdioTransport{})
}

// ` + decl + `(ctx context.Context, req *mcp.CallToolRequest, in map[string]any) (*mcp.CallToolResult, any, error) {
	SETUP
	name := req.Params.Name
	args := in
	var out string
	var err error
	CALL
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: name + ": " + err.Error()}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil, nil
}
`)
	default: // mcpgotool
		handler, decl, body := g.toolHandler(r)
		defs := g.toolDefsCode("srv.AddTool(mcpgo.NewTool(%q, mcpgo.WithDescription(%q), mcpgo.WithString(\"name\", mcpgo.Description(\"prompt name\"))), %s)\n", handler)
		return body.Replace(`// serve exposes the gateway's tools to MCP clients on stdio.
func (h *host) serve(context.Context) error {
	srv := mcpserver.NewMCPServer("matrix-gateway", "v0.3.0", mcpserver.WithToolCapabilities(false))
	` + defs + `return mcpserver.ServeStdio(srv)
}

// ` + decl + `(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	SETUP
	name := req.Params.Name
	args := req.GetArguments()
	var out string
	var err error
	CALL
	if err != nil {
		return mcpgo.NewToolResultError(name + ": " + err.Error()), nil
	}
	return mcpgo.NewToolResultText(out), nil
}
`)
	}
}

// chatCompletions fills a chat-completions model loop's tool definitions
// (at DEFS), each opened by defHead.
func (g *gen) chatCompletions(loop, defHead string) string {
	defs := g.toolDefsCode(strings.ReplaceAll(defHead, "%", "%%") + `
			Name:        %q,
			Description: %q,
			Parameters:  map[string]any{"type": "object", "properties": map[string]any{"name": map[string]any{"type": "string"}}},
		}},
`)
	return strings.Replace(loop, "DEFS", defs, 1)
}

// goopenaiLoop is the go-openai model loop: converse, the tool calls' runner
// and the tool definitions (DEFS). The other chat-completions hosts
// (openaigoLoop, ownClientLoop) are this loop on their own types.
const goopenaiLoop = `// converse sends the question to the model and runs the tools it calls until it answers.
func (h *host) converse(ctx context.Context, question string) (string, error) {
	req := goopenai.ChatCompletionRequest{
		Model:    goopenai.GPT4o,
		Messages: []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: question}},
		Tools:    toolDefs(),
	}
	for turn := 0; turn < 8; turn++ {
		resp, err := h.llm.CreateChatCompletion(ctx, req)
		if err != nil {
			return "", err
		}
		if len(resp.Choices) == 0 {
			return "", errors.New("the model returned no choices")
		}
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		req.Messages = append(req.Messages, msg)
		req.Messages = append(req.Messages, h.runToolCalls(ctx, msg.ToolCalls)...)
	}
	return "", errors.New("the model did not answer within 8 turns")
}

// runToolCalls runs the model's tool calls and returns the tool messages.
func (h *host) runToolCalls(ctx context.Context, calls []goopenai.ToolCall) []goopenai.ChatCompletionMessage {
	SETUP
	var replies []goopenai.ChatCompletionMessage
	for _, tc := range calls {
		name := tc.Function.Name
		var args map[string]any
		if jerr := json.Unmarshal([]byte(tc.Function.Arguments), &args); jerr != nil {
			replies = append(replies, goopenai.ChatCompletionMessage{Role: goopenai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: "invalid arguments: " + jerr.Error()})
			continue
		}
		var out string
		var err error
		CALL
		if err != nil {
			out = "error: " + err.Error()
		}
		replies = append(replies, goopenai.ChatCompletionMessage{Role: goopenai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: out})
	}
	return replies
}

func toolDefs() []goopenai.Tool {
	return []goopenai.Tool{
DEFS	}
}
`

// openaigoLoop is goopenaiLoop on openai-go: its request parameters, its
// completion, its tool messages.
var openaigoLoop = strings.NewReplacer(
	`req := goopenai.ChatCompletionRequest{
		Model:    goopenai.GPT4o,
		Messages: []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: question}},`, `params := openai.ChatCompletionNewParams{
		Model:    openai.ChatModelGPT4o,
		Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage(question)},`,
	"resp, err := h.llm.CreateChatCompletion(ctx, req)", "completion, err := h.llm.Chat.Completions.New(ctx, params)",
	"resp.Choices", "completion.Choices",
	"req.Messages = append(req.Messages, msg)\n", "params.Messages = append(params.Messages, msg.ToParam())\n",
	"req.Messages", "params.Messages",
	"goopenai.ToolCall", "openai.ChatCompletionMessageToolCallUnion",
	`goopenai.ChatCompletionMessage{Role: goopenai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: "invalid arguments: " + jerr.Error()}`, `openai.ToolMessage("invalid arguments: "+jerr.Error(), tc.ID)`,
	"goopenai.ChatCompletionMessage{Role: goopenai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: out}", "openai.ToolMessage(out, tc.ID)",
	"goopenai.ChatCompletionMessage", "openai.ChatCompletionMessageParamUnion",
	"goopenai.Tool", "openai.ChatCompletionToolUnionParam",
).Replace(goopenaiLoop)

// ownClientLoop is goopenaiLoop on the in-house client of ownClientWire,
// which speaks the same chat-completions format with types of its own.
var ownClientLoop = strings.NewReplacer(
	"to the model and", "to the model gateway and",
	`req := goopenai.ChatCompletionRequest{
		Model:    goopenai.GPT4o,
		Messages: []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: question}},
		Tools:    toolDefs(),
	}`, `req := chatRequest{Model: "house-large", Messages: []wireMessage{{Role: "user", Content: question}}, Tools: toolDefs()}`,
	"h.llm.CreateChatCompletion(", "h.llm.complete(",
	"goopenai.ToolCall", "wireToolCall",
	"goopenai.ChatCompletionMessage", "wireMessage",
	"goopenai.ChatMessageRoleTool", `"tool"`,
	"goopenai.Tool", "wireTool",
).Replace(goopenaiLoop)

const ownClientWire = `// The in-house model gateway speaks the chat-completions wire format.
type chatRequest struct {
	Model    string        ` + "`json:\"model\"`" + `
	Messages []wireMessage ` + "`json:\"messages\"`" + `
	Tools    []wireTool    ` + "`json:\"tools,omitempty\"`" + `
}

type wireTool struct {
	Type     string          ` + "`json:\"type\"`" + `
	Function wireFunctionDef ` + "`json:\"function\"`" + `
}

type wireFunctionDef struct {
	Name        string         ` + "`json:\"name\"`" + `
	Description string         ` + "`json:\"description\"`" + `
	Parameters  map[string]any ` + "`json:\"parameters\"`" + `
}

type chatResponse struct {
	Choices []struct {
		Message wireMessage ` + "`json:\"message\"`" + `
	} ` + "`json:\"choices\"`" + `
}

type wireMessage struct {
	Role       string         ` + "`json:\"role\"`" + `
	Content    string         ` + "`json:\"content,omitempty\"`" + `
	ToolCalls  []wireToolCall ` + "`json:\"tool_calls,omitempty\"`" + `
	ToolCallID string         ` + "`json:\"tool_call_id,omitempty\"`" + `
}

type wireToolCall struct {
	ID       string           ` + "`json:\"id\"`" + `
	Type     string           ` + "`json:\"type\"`" + `
	Function wireFunctionCall ` + "`json:\"function\"`" + `
}

type wireFunctionCall struct {
	Name      string ` + "`json:\"name\"`" + `
	Arguments string ` + "`json:\"arguments\"`" + `
}

// modelClient posts chat requests to the in-house model gateway.
type modelClient struct {
	url, key string
	hc       *http.Client
}

func (c *modelClient) complete(ctx context.Context, req chatRequest) (*chatResponse, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	httpReq, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url+"/v1/chat/completions", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	httpReq.Header.Set("Authorization", "Bearer "+c.key)
	httpReq.Header.Set("Content-Type", "application/json")
	resp, err := c.hc.Do(httpReq)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("model gateway: %s", resp.Status)
	}
	var out chatResponse
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, err
	}
	return &out, nil
}
`

// userPath is the negative twin's user-selection entry: the prompt picker of
// the web UI, or slash commands typed on stdin.
func (g *gen) userPath(setup, call string, server bool) string {
	r := strings.NewReplacer("SETUP\n", setup, "CALL\n", call)
	if g.user == "http" {
		chat := ""
		if !server {
			chat = `mux.HandleFunc("POST /chat", h.handleChat)
	`
		}
		s := r.Replace(`// servePicker serves the web UI's prompt picker: the user clicks a command and the page posts it here.
func (h *host) servePicker(addr string) error {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /commands/{name}", h.handlePick)
	` + chat + `return http.ListenAndServe(addr, mux)
}

func (h *host) handlePick(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	SETUP
	name := r.PathValue("name")
	args := map[string]any{"name": r.FormValue("prompt")}
	var out string
	var err error
	CALL
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = io.WriteString(w, out)
}
`)
		if !server {
			s += `
func (h *host) handleChat(w http.ResponseWriter, r *http.Request) {
	answer, err := h.converse(r.Context(), r.FormValue("q"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	_, _ = io.WriteString(w, answer)
}
`
		}
		return s
	}
	return r.Replace(`// readCommands is the terminal UI: "/name arg" runs the slash command the user typed;
// any other line is a question for the model.
func (h *host) readCommands(ctx context.Context, in io.Reader, w io.Writer) error {
	SETUP
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		if !strings.HasPrefix(line, "/") {
			answer, cerr := h.converse(ctx, line)
			if cerr != nil {
				fmt.Fprintln(w, "error:", cerr)
				continue
			}
			fmt.Fprintln(w, answer)
			continue
		}
		fields := strings.Fields(line[1:])
		if len(fields) == 0 {
			continue
		}
		name := fields[0]
		args := map[string]any{}
		if len(fields) > 1 {
			args["name"] = fields[1]
		}
		var out string
		var err error
		CALL
		if err != nil {
			fmt.Fprintln(w, "error:", err)
			continue
		}
		fmt.Fprintln(w, out)
	}
	return sc.Err()
}
`)
}
