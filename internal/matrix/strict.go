package matrix

// Strict-mode cells of the matrix (issue 15): hand-written programs whose
// packages ask for promptreach's strict mode in their doc comments, each a
// positive and a negative twin, on go-sdk and mcp-go, with the path in
// another package. A negative's every path to prompts/get starts at a
// function marked //mcpvet:userselect.

func init() { extraCases = append(extraCases, strictCases...) }

// strictRoute is a host's menu over HTTP in package web: Select handles a
// person's pick; route is the handler of /prompt, not marked.
const strictRoute = `// Menu serves the prompt menu.
type Menu struct{ Session *mcp.ClientSession }

// Select runs when a person picks a prompt.
//
//mcpvet:userselect
func (m *Menu) Select(ctx context.Context, name string) (string, error) {
	return m.fetch(ctx, name)
}

func (m *Menu) fetch(ctx context.Context, name string) (string, error) {
	res, err := m.Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return "", err
	}
	return res.Description, nil
}

func (m *Menu) route(w http.ResponseWriter, r *http.Request) {
	text, err := m.fetch(r.Context(), r.URL.Query().Get("name"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	_, _ = w.Write([]byte(text))
}

// Mount adds the menu's routes.
func (m *Menu) Mount(mux *http.ServeMux) {
	mux.HandleFunc("/prompt", m.route)
}
`

const strictHostMain = `func main() {
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "host", Version: "v1.0.0"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(os.Getenv("PROMPT_SERVER"))}, nil)
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	(&web.Menu{Session: cs}).Mount(mux)
	log.Fatal(http.ListenAndServe("localhost:8080", mux))
}
`

// strictLib is a library of an mcp-go host: Preview fetches a prompt, not
// marked.
const strictLib = `// Preview fetches the named prompt's description.
func Preview(ctx context.Context, c *mcpclient.Client, name string) (string, error) {
	req := mcpgo.GetPromptRequest{}
	req.Params.Name = name
	res, err := c.GetPrompt(ctx, req)
	if err != nil {
		return "", err
	}
	return res.Description, nil
}
`

const strictLibMain = `func main() {
	c, err := mcpclient.NewStdioMCPClient(os.Getenv("PROMPT_SERVER"), os.Environ())
	if err != nil {
		log.Fatal(err)
	}
	text, err := prompts.Preview(context.Background(), c, os.Args[1])
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(text)
}
`

var strictCases = []extraCase{
	strictGosdkRoute,
	twin(strictGosdkRoute, "strict-gosdk-route-marked", "the same host whose route is the menu's selection endpoint, marked",
		"func (m *Menu) route(", "// route is the menu's selection endpoint.\n//\n//mcpvet:userselect\nfunc (m *Menu) route("),
	strictMcpgoLibrary,
	twin(strictMcpgoLibrary, "strict-mcpgo-library-marked", "the same library whose Preview is marked as the selection handler it is",
		"func Preview(", "//\n// Preview runs on a person's pick in the host's menu.\n//\n//mcpvet:userselect\nfunc Preview("),
}

var strictGosdkRoute = extraCase{
	analyzer: "promptreach", name: "strict-gosdk-route", positive: true, strict: true,
	notes: "a go-sdk host's menu in package web: a marked selection handler, and an HTTP route, not marked, that fetches the prompt named in the URL",
	pkgs:  map[string]string{"web/web.go": "web"},
	files: map[string]string{
		"main.go":    strictHostMain,
		"web/web.go": strictRoute,
	},
	anchors: [][2]string{{"web/web.go", "text, err := m.fetch(r.Context()"}},
}

var strictMcpgoLibrary = extraCase{
	analyzer: "promptreach", name: "strict-mcpgo-library", positive: true, strict: true,
	notes: "an mcp-go host's library package prompts exports Preview, which fetches a prompt for any caller",
	pkgs:  map[string]string{"prompts/prompts.go": "prompts"},
	files: map[string]string{
		"main.go":            strictLibMain,
		"prompts/prompts.go": strictLib,
	},
	anchors: [][2]string{{"prompts/prompts.go", "res, err := c.GetPrompt(ctx, req)"}},
}
