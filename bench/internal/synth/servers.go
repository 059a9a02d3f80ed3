package synth

import (
	"fmt"
	"strings"
)

// gosdkServer writes servers/srvN: a go-sdk MCP server with typed tools
// (mcp.AddTool) and prompts whose names differ from every tool's. One
// prompt handler forwards to the main session's prompt of another name (a
// prompt proxy: prompts may get prompts). Tool handlers never reach
// prompts/get.
func (g *gen) gosdkServer(name string) error {
	d := domains[g.rng.IntN(len(domains))]
	pkg := d.name + name
	n := 3 + g.rng.IntN(6)
	perm := g.rng.Perm(len(ops))[:n]
	var tools, adds strings.Builder
	for _, oi := range perm {
		op := ops[oi]
		kv := []string{"FN", op + title(d.entity), "OP", op, "ENTITY", d.entity, "PLURAL", d.plural, "DOMAIN", d.name, "TE", title(d.entity)}
		tools.WriteString(g.r(gosdkToolSrc, kv...))
		fmt.Fprintf(&adds, "\tmcp.AddTool(s.srv, &mcp.Tool{Name: %q, Description: %q}, s.%s)\n",
			op+"_"+d.entity, fmt.Sprintf("%s %s", title(op), d.plural), op+title(d.entity))
	}
	src := g.r(gosdkServerSrc, "P", pkg, "DOMAIN", d.name, "ENTITY", d.entity, "PLURAL", d.plural, "TE", title(d.entity),
		"TOOLS", tools.String(), "ADDS", adds.String())
	dir := "servers/" + pkg
	g.startees = append(g.startees, dir)
	return g.file(dir+"/server.go", "gosdk-server", src)
}

const gosdkServerSrc = `// Package {{P}} serves the {{DOMAIN}} tools and prompts over MCP (go-sdk).
package {{P}}

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"{{MOD}}/internal/platform"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type {{ENTITY}} struct {
	ID      string    ` + "`json:\"id\"`" + `
	Title   string    ` + "`json:\"title\"`" + `
	Status  string    ` + "`json:\"status\"`" + `
	Updated time.Time ` + "`json:\"updated\"`" + `
}

// Server is the {{DOMAIN}} MCP server.
type Server struct {
	env *platform.Env
	srv *mcp.Server
	mu  sync.Mutex
	db  map[string]{{ENTITY}}
}

// Query is the common input of the {{DOMAIN}} tools.
type Query struct {
	ID    string ` + "`json:\"id,omitempty\" jsonschema:\"the {{ENTITY}} id\"`" + `
	Text  string ` + "`json:\"text,omitempty\" jsonschema:\"words to match\"`" + `
	Limit int    ` + "`json:\"limit,omitempty\" jsonschema:\"maximum results\"`" + `
}

// Result is the common output of the {{DOMAIN}} tools.
type Result struct {
	{{TE}}s []{{ENTITY}} ` + "`json:\"{{PLURAL}}\"`" + `
	Total int ` + "`json:\"total\"`" + `
}

func (s *Server) find(q Query) Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	var r Result
	for _, e := range s.db {
		if q.ID != "" && e.ID != q.ID {
			continue
		}
		if q.Text != "" && !strings.Contains(strings.ToLower(e.Title), strings.ToLower(q.Text)) {
			continue
		}
		r.{{TE}}s = append(r.{{TE}}s, e)
	}
	sort.Slice(r.{{TE}}s, func(i, j int) bool { return r.{{TE}}s[i].ID < r.{{TE}}s[j].ID })
	r.Total = len(r.{{TE}}s)
	if q.Limit > 0 && len(r.{{TE}}s) > q.Limit {
		r.{{TE}}s = r.{{TE}}s[:q.Limit]
	}
	return r
}

func text(format string, args ...any) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}}
}

{{TOOLS}}
func (s *Server) briefPrompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	id := req.Params.Arguments["id"]
	r := s.find(Query{ID: id})
	if r.Total == 0 {
		return nil, fmt.Errorf("{{ENTITY}} %q not found", id)
	}
	e := r.{{TE}}s[0]
	return &mcp.GetPromptResult{
		Description: "Brief on a {{ENTITY}}",
		Messages: []*mcp.PromptMessage{{
			Role:    "user",
			Content: &mcp.TextContent{Text: fmt.Sprintf("Write a short brief on {{ENTITY}} %s (%s), status %s.", e.ID, e.Title, e.Status)},
		}},
	}, nil
}

// reviewPrompt forwards to the main server's review prompt: a person picked
// this prompt in their client, so fetching another prompt is fine.
func (s *Server) reviewPrompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return s.env.Session.GetPrompt(ctx, &mcp.GetPromptParams{Name: "review", Arguments: req.Params.Arguments})
}

// New builds the server.
func New(env *platform.Env) *Server {
	s := &Server{env: env, db: map[string]{{ENTITY}}{}}
	s.srv = mcp.NewServer(&mcp.Implementation{Name: "{{P}}", Version: "1.2.0"}, &mcp.ServerOptions{Instructions: "Tools for {{PLURAL}}."})
{{ADDS}}	s.srv.AddPrompt(&mcp.Prompt{Name: "{{ENTITY}}-brief", Description: "Brief on one {{ENTITY}}", Arguments: []*mcp.PromptArgument{{Name: "id", Required: true}}}, s.briefPrompt)
	s.srv.AddPrompt(&mcp.Prompt{Name: "{{DOMAIN}}-review", Description: "Review the {{DOMAIN}} backlog"}, s.reviewPrompt)
	return s
}

// Start serves on stdin and stdout until ctx is done.
func Start(ctx context.Context, env *platform.Env) error {
	return New(env).srv.Run(ctx, &mcp.StdioTransport{})
}
`

const gosdkToolSrc = `func (s *Server) {{FN}}(ctx context.Context, req *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, Result, error) {
	if q.Limit < 0 {
		return nil, Result{}, fmt.Errorf("{{OP}}_{{ENTITY}}: negative limit")
	}
	r := s.find(q)
	if "{{OP}}" == "archive" {
		s.mu.Lock()
		for _, e := range r.{{TE}}s {
			e.Status = "archived"
			e.Updated = time.Now()
			s.db[e.ID] = e
		}
		s.mu.Unlock()
	}
	return text("%d {{PLURAL}}", r.Total), r, nil
}

`

// mcpgoServer writes servers/mgsrvN: an mcp-go MCP server with NewTool
// tools (read-only hints on read tools) and prompts with other names. One
// prompt handler forwards to the upstream prompt of another name. Tool
// handlers call upstream tools, never prompts/get.
func (g *gen) mcpgoServer(name string) error {
	d := domains[g.rng.IntN(len(domains))]
	pkg := d.name + name
	n := 3 + g.rng.IntN(6)
	perm := g.rng.Perm(len(ops))[:n]
	var tools, adds strings.Builder
	for _, oi := range perm {
		op := ops[oi]
		fn := op + title(d.entity)
		ro := op == "list" || op == "get" || op == "search" || op == "count" || op == "export"
		kv := []string{"FN", fn, "OP", op, "ENTITY", d.entity, "PLURAL", d.plural, "DOMAIN", d.name}
		tools.WriteString(g.r(mcpgoToolSrc, kv...))
		hint := ""
		if ro {
			hint = ",\n\t\tmcp.WithReadOnlyHintAnnotation(true)"
		}
		fmt.Fprintf(&adds, "\ts.srv.AddTool(mcp.NewTool(%q,\n\t\tmcp.WithDescription(%q),\n\t\tmcp.WithString(\"id\", mcp.Description(\"the %s id\")),\n\t\tmcp.WithNumber(\"limit\", mcp.Description(\"maximum results\"))%s,\n\t), s.%s)\n",
			op+"_"+d.plural, fmt.Sprintf("%s %s", title(op), d.plural), d.entity, hint, fn)
	}
	src := g.r(mcpgoServerSrc, "P", pkg, "DOMAIN", d.name, "ENTITY", d.entity, "PLURAL", d.plural,
		"TOOLS", tools.String(), "ADDS", adds.String())
	dir := "servers/" + pkg
	g.startees = append(g.startees, dir)
	return g.file(dir+"/server.go", "mcpgo-server", src)
}

const mcpgoServerSrc = `// Package {{P}} serves the {{DOMAIN}} tools and prompts over MCP (mcp-go).
package {{P}}

import (
	"context"
	"fmt"
	"strings"

	"{{MOD}}/internal/platform"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Server is the {{DOMAIN}} MCP server.
type Server struct {
	env *platform.Env
	srv *server.MCPServer
}

func (s *Server) forward(ctx context.Context, tool string, args map[string]any) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = tool
	req.Params.Arguments = args
	res, err := s.env.Upstream.CallTool(ctx, req)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("upstream failed", err), nil
	}
	return res, nil
}

{{TOOLS}}
func (s *Server) checklistPrompt(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	scope := req.Params.Arguments["scope"]
	if scope == "" {
		scope = "all {{PLURAL}}"
	}
	return mcp.NewGetPromptResult("{{DOMAIN}} checklist", []mcp.PromptMessage{
		mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent(fmt.Sprintf("Go through %s and list what needs attention.", scope))),
	}), nil
}

// handoffPrompt forwards to the upstream handoff prompt: a person chose it.
func (s *Server) handoffPrompt(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	up := mcp.GetPromptRequest{}
	up.Params.Name = "handoff"
	up.Params.Arguments = req.Params.Arguments
	return s.env.Upstream.GetPrompt(ctx, up)
}

// New builds the server.
func New(env *platform.Env) *Server {
	s := &Server{env: env, srv: server.NewMCPServer("{{P}}", "0.4.0", server.WithToolCapabilities(true), server.WithPromptCapabilities(true))}
{{ADDS}}	s.srv.AddPrompt(mcp.NewPrompt("{{DOMAIN}} checklist",
		mcp.WithPromptDescription("Checklist for the {{DOMAIN}} team"),
		mcp.WithArgument("scope", mcp.ArgumentDescription("which {{PLURAL}}")),
	), s.checklistPrompt)
	s.srv.AddPrompt(mcp.NewPrompt("handoff notes", mcp.WithPromptDescription("Notes for the next shift")), s.handoffPrompt)
	return s
}

// Start serves on stdin and stdout.
func Start(ctx context.Context, env *platform.Env) error {
	errc := make(chan error, 1)
	go func() { errc <- server.ServeStdio(New(env).srv) }()
	select {
	case <-ctx.Done():
		return nil
	case err := <-errc:
		return err
	}
}
`

const mcpgoToolSrc = `func (s *Server) {{FN}}(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	limit := req.GetInt("limit", 20)
	if limit <= 0 || limit > 500 {
		return mcp.NewToolResultError(fmt.Sprintf("limit %d out of range", limit)), nil
	}
	args := map[string]any{"limit": limit}
	if id = strings.TrimSpace(id); id != "" {
		args["id"] = id
	}
	return s.forward(ctx, "{{DOMAIN}}/{{OP}}", args)
}

`
