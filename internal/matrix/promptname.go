package matrix

// promptname cells of the matrix (issue 15 part 2): hosts that fetch a
// listed prompt by a display string (the title of a menu entry, a title
// returned by a helper of another package) and their twins that fetch it
// by its Name, on go-sdk and mcp-go. A negative must be silent under every
// analyzer.

func init() { extraCases = append(extraCases, promptnameCases...) }

// gosdkHostMain connects a go-sdk client to a server command and runs the
// program's host function.
const gosdkHostMain = `func main() {
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "host", Version: "v1.0.0"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command("server")}, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer cs.Close()
	if err := run(ctx, cs, len(os.Args)); err != nil {
		log.Fatal(err)
	}
}
`

// mcpgoHostMain is gosdkHostMain on mcp-go.
const mcpgoHostMain = `func main() {
	ctx := context.Background()
	c, err := mcpclient.NewStdioMCPClient("server", nil)
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()
	if err := run(ctx, c, len(os.Args)); err != nil {
		log.Fatal(err)
	}
}
`

// promptnameMenu is a go-sdk menu package: the label is the title, or the
// name when there is none; the name travels apart.
const promptnameMenu = `// Entry is a menu entry.
type Entry struct {
	Label string
	Name  string
}

// Load lists the server's prompts as menu entries.
func Load(ctx context.Context, cs *mcp.ClientSession) ([]Entry, error) {
	var out []Entry
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return nil, err
		}
		label := p.Title
		if label == "" {
			label = p.Name
		}
		out = append(out, Entry{Label: label, Name: p.Name})
	}
	return out, nil
}
`

// promptnamePalette is an mcp-go helper package that lists the prompts'
// titles and names side by side.
const promptnamePalette = `// Titles returns the listed prompts' titles.
func Titles(ctx context.Context, c mcpclient.MCPClient) ([]string, error) {
	res, err := c.ListPrompts(ctx, mcpgo.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	var out []string
	for _, p := range res.Prompts {
		out = append(out, p.Title)
	}
	return out, nil
}

// Names returns the listed prompts' names, in the same order.
func Names(ctx context.Context, c mcpclient.MCPClient) ([]string, error) {
	res, err := c.ListPrompts(ctx, mcpgo.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	var out []string
	for _, p := range res.Prompts {
		out = append(out, p.Name)
	}
	return out, nil
}
`

var promptnameCases = []extraCase{
	gosdkMenuLabel,
	twin(gosdkMenuLabel, "gosdk-menu-name-otherpkg", "the twin: the menu shows the labels and the host fetches the chosen entry by its Name",
		"Name: entries[choice].Label", "Name: entries[choice].Name"),
	mcpgoTitles,
	twin(mcpgoTitles, "mcpgo-names-otherpkg", "the twin: the host shows the titles and fetches the chosen prompt by its name, from the same package",
		`	if err != nil || choice >= len(titles) {
		return err
	}
	var req mcpgo.GetPromptRequest
	req.Params.Name = titles[choice]`, `	if err != nil {
		return err
	}
	names, err := palette.Names(ctx, c)
	if err != nil || choice >= len(names) {
		return err
	}
	for i, t := range titles {
		fmt.Printf("%d. %s\n", i+1, t)
	}
	var req mcpgo.GetPromptRequest
	req.Params.Name = names[choice]`),
}

var gosdkMenuLabel = extraCase{
	analyzer: "promptname", name: "gosdk-menu-label-otherpkg", positive: true,
	notes: "a go-sdk host fetches the chosen entry of package menu's menu by its label (the title, else the name)",
	pkgs:  map[string]string{"menu/menu.go": "menu"},
	files: map[string]string{
		"main.go": gosdkHostMain + `
func run(ctx context.Context, cs *mcp.ClientSession, choice int) error {
	entries, err := menu.Load(ctx, cs)
	if err != nil || choice >= len(entries) {
		return err
	}
	for i, e := range entries {
		fmt.Printf("%d. %s\n", i+1, e.Label)
	}
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: entries[choice].Label})
	if err != nil {
		return err
	}
	fmt.Println(len(res.Messages))
	return nil
}
`,
		"menu/menu.go": promptnameMenu,
	},
	anchors: [][2]string{{"main.go", "Name: entries[choice].Label"}},
}

var mcpgoTitles = extraCase{
	analyzer: "promptname", name: "mcpgo-titles-otherpkg", positive: true,
	notes: "an mcp-go host fetches the chosen prompt by the title package palette returned",
	pkgs:  map[string]string{"palette/palette.go": "palette"},
	files: map[string]string{
		"main.go": mcpgoHostMain + `
func run(ctx context.Context, c *mcpclient.Client, choice int) error {
	titles, err := palette.Titles(ctx, c)
	if err != nil || choice >= len(titles) {
		return err
	}
	var req mcpgo.GetPromptRequest
	req.Params.Name = titles[choice]
	res, err := c.GetPrompt(ctx, req)
	if err != nil {
		return err
	}
	fmt.Println(len(res.Messages))
	return nil
}
`,
		"palette/palette.go": promptnamePalette,
	},
	anchors: [][2]string{{"main.go", "req.Params.Name = titles[choice]"}},
}
