package synth

import (
	"fmt"
	"strings"
)

type domain struct{ name, entity, plural string }

var domains = []domain{
	{"billing", "invoice", "invoices"},
	{"calendar", "event", "events"},
	{"inventory", "item", "items"},
	{"tickets", "ticket", "tickets"},
	{"weather", "forecast", "forecasts"},
	{"vcs", "commit", "commits"},
	{"wiki", "page", "pages"},
	{"search", "document", "documents"},
	{"deploy", "release", "releases"},
	{"crm", "contact", "contacts"},
	{"payments", "charge", "charges"},
	{"shipping", "parcel", "parcels"},
	{"people", "employee", "employees"},
	{"notes", "note", "notes"},
	{"storage", "blob", "blobs"},
	{"alerts", "alert", "alerts"},
	{"builds", "build", "builds"},
	{"catalog", "product", "products"},
	{"support", "request", "requests"},
	{"travel", "booking", "bookings"},
}

var ops = []string{"list", "get", "create", "update", "archive", "search", "summarize", "validate", "export", "count", "tag", "assign", "compare", "forecast"}

// pack is a tool pack written so far: hosts import it and call Register.
type pack struct {
	path, name string
	tools      []string
}

func title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// toolpack writes tools/<domain>N: a store, 6 to 12 tools registered on a
// toolkit.Registry, and a test file. No MCP prompt is involved.
func (g *gen) toolpack(name string) error {
	d := domains[g.rng.IntN(len(domains))]
	pkg := d.name + name
	dir := "tools/" + pkg
	n := 6 + g.rng.IntN(7)
	perm := g.rng.Perm(len(ops))[:n]
	imps := map[string]bool{
		"context": true, "encoding/json": true, "fmt": true, "sort": true, "strings": true, "sync": true, "time": true,
		g.opt.Module + "/internal/platform": true, g.opt.Module + "/internal/toolkit": true,
	}
	var tools, regs strings.Builder
	var names []string
	for _, oi := range perm {
		op := ops[oi]
		fn := op + title(d.entity)
		tool := op + "_" + d.entity
		names = append(names, tool)
		v := g.rng.IntN(5)
		limit := 10 + 5*g.rng.IntN(10)
		kv := []string{"FN", fn, "ARGS", fn + "Args", "TOOL", tool, "OP", op, "ENTITY", d.entity, "PLURAL", d.plural, "LIMIT", fmt.Sprint(limit), "DOMAIN", d.name}
		tools.WriteString(g.r(toolArgsSrc, kv...))
		switch v {
		case 0:
			tools.WriteString(g.r(toolLocalSrc, kv...))
		case 1:
			imps["github.com/modelcontextprotocol/go-sdk/mcp"] = true
			tools.WriteString(g.r(toolProxySrc, kv...))
		case 2:
			imps["mcpgo github.com/mark3labs/mcp-go/mcp"] = true
			tools.WriteString(g.r(toolUpstreamSrc, kv...))
		case 3:
			tools.WriteString(g.r(toolFanoutSrc, kv...))
		case 4:
			tools.WriteString(g.r(toolFilterSrc, kv...))
		}
		fmt.Fprintf(&regs, "\tr.Register(toolkit.Spec{Name: %q, Description: %q, Schema: %sSchema}, p.%s)\n",
			tool, fmt.Sprintf("%s %s in the %s system", title(op), d.plural, d.name), fn, fn)
	}
	src := g.r(packSrc, "P", pkg, "IMPORTS", imports(imps), "DOMAIN", d.name, "ENTITY", d.entity, "PLURAL", d.plural,
		"TOOLS", tools.String(), "REGS", regs.String(), "SEED", fmt.Sprint(3+g.rng.IntN(9)))
	if err := g.file(dir+"/"+pkg+".go", "toolpack", src); err != nil {
		return err
	}
	if g.rng.IntN(3) > 0 {
		var cases strings.Builder
		for _, oi := range perm[:min(3, len(perm))] {
			fn := ops[oi] + title(d.entity)
			fmt.Fprintf(&cases, "\t{%q, func() error { a := %sArgs{Limit: -1}; return a.validate() }, true},\n", fn+"/negative", fn)
			fmt.Fprintf(&cases, "\t{%q, func() error { a := %sArgs{Query: \"x\"}; return a.validate() }, false},\n", fn+"/default", fn)
		}
		if err := g.file(dir+"/"+pkg+"_test.go", "toolpack", g.r(packTestSrc, "P", pkg, "CASES", cases.String())); err != nil {
			return err
		}
	}
	g.packs = append(g.packs, pack{path: g.opt.Module + "/" + dir, name: pkg, tools: names})
	return nil
}

const packSrc = `// Package {{P}} provides the {{DOMAIN}} tools the agent may call.
package {{P}}

{{IMPORTS}}

type record struct {
	ID      string
	Title   string
	Owner   string
	Status  string
	Tags    []string
	Amount  float64
	Updated time.Time
}

func (r record) matches(q string, tags []string) bool {
	if q != "" && !strings.Contains(strings.ToLower(r.Title), strings.ToLower(q)) && r.ID != q {
		return false
	}
	for _, t := range tags {
		found := false
		for _, have := range r.Tags {
			if strings.EqualFold(have, t) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

type store struct {
	mu      sync.Mutex
	records map[string]*record
}

func newStore(now time.Time) *store {
	s := &store{records: map[string]*record{}}
	for i := 0; i < {{SEED}}; i++ {
		id := fmt.Sprintf("{{ENTITY}}-%03d", i)
		s.records[id] = &record{ID: id, Title: fmt.Sprintf("{{ENTITY}} %d", i), Owner: "ops", Status: "open", Updated: now.Add(-time.Duration(i) * time.Hour)}
	}
	return s
}

func (s *store) query(q string, tags []string) []record {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []record
	for _, r := range s.records {
		if r.matches(q, tags) {
			out = append(out, *r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Updated.After(out[j].Updated) })
	return out
}

func (s *store) get(id string) (record, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.records[id]
	if !ok {
		return record{}, false
	}
	return *r, true
}

func (s *store) put(r record) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.records[r.ID] = &r
}

// Pack holds the {{DOMAIN}} tools.
type Pack struct {
	env   *platform.Env
	store *store
	now   func() time.Time
}

// New returns the {{DOMAIN}} tools.
func New(env *platform.Env) *Pack {
	return &Pack{env: env, store: newStore(time.Now()), now: time.Now}
}

func render(rs []record, limit int) string {
	if len(rs) > limit {
		rs = rs[:limit]
	}
	var b strings.Builder
	for _, r := range rs {
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", r.ID, r.Status, r.Title, r.Updated.Format(time.RFC3339))
	}
	if b.Len() == 0 {
		return "no {{PLURAL}} found"
	}
	return b.String()
}

func decode(raw json.RawMessage, v interface{ validate() error }) error {
	if len(raw) == 0 {
		raw = json.RawMessage("{}")
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("bad arguments: %w", err)
	}
	return v.validate()
}

{{TOOLS}}
// Register adds the {{DOMAIN}} tools to r.
func Register(r *toolkit.Registry, env *platform.Env) {
	p := New(env)
{{REGS}}}
`

const toolArgsSrc = `type {{ARGS}} struct {
	ID     string   ` + "`json:\"id,omitempty\"`" + `
	Query  string   ` + "`json:\"query,omitempty\"`" + `
	Tags   []string ` + "`json:\"tags,omitempty\"`" + `
	Limit  int      ` + "`json:\"limit,omitempty\"`" + `
	Format string   ` + "`json:\"format,omitempty\"`" + `
}

var {{FN}}Schema = toolkit.Object(nil, map[string]any{
	"id":     toolkit.Prop("string", "the {{ENTITY}} id"),
	"query":  toolkit.Prop("string", "words to look for in {{PLURAL}}"),
	"tags":   map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
	"limit":  toolkit.Prop("integer", "how many {{PLURAL}} to return"),
	"format": toolkit.Prop("string", "text or json"),
})

func (a *{{ARGS}}) validate() error {
	if a.Limit < 0 {
		return fmt.Errorf("{{TOOL}}: limit must not be negative, got %d", a.Limit)
	}
	if a.Limit == 0 {
		a.Limit = {{LIMIT}}
	}
	switch a.Format {
	case "", "text", "json":
	default:
		return fmt.Errorf("{{TOOL}}: unknown format %q", a.Format)
	}
	a.Query = strings.TrimSpace(a.Query)
	return nil
}

`

const toolLocalSrc = `// {{FN}} runs the {{TOOL}} tool against the local store.
func (p *Pack) {{FN}}(ctx context.Context, raw json.RawMessage) (string, error) {
	var args {{ARGS}}
	if err := decode(raw, &args); err != nil {
		return "", err
	}
	if args.ID != "" {
		r, ok := p.store.get(args.ID)
		if !ok {
			return "", fmt.Errorf("{{ENTITY}} %s not found", args.ID)
		}
		if "{{OP}}" == "update" || "{{OP}}" == "tag" {
			r.Tags = append(r.Tags, args.Tags...)
			r.Updated = p.now()
			p.store.put(r)
		}
		if args.Format == "json" {
			b, err := json.Marshal(r)
			return string(b), err
		}
		return render([]record{r}, 1), nil
	}
	rs := p.store.query(args.Query, args.Tags)
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if args.Format == "json" {
		b, err := json.Marshal(rs)
		return string(b), err
	}
	return render(rs, args.Limit), nil
}

`

const toolProxySrc = `// {{FN}} forwards the {{TOOL}} tool to the {{DOMAIN}} MCP server.
func (p *Pack) {{FN}}(ctx context.Context, raw json.RawMessage) (string, error) {
	var args {{ARGS}}
	if err := decode(raw, &args); err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(ctx, p.env.Config.Timeout)
	defer cancel()
	res, err := p.env.Session.CallTool(ctx, &mcp.CallToolParams{
		Name:      "{{DOMAIN}}.{{OP}}",
		Arguments: map[string]any{"id": args.ID, "query": args.Query, "tags": args.Tags, "limit": args.Limit},
	})
	if err != nil {
		return "", fmt.Errorf("{{TOOL}}: %w", err)
	}
	text := platform.TextOf(res)
	if res.IsError {
		return "", fmt.Errorf("{{TOOL}}: server error: %s", text)
	}
	p.env.Log.Debug("tool forwarded", "tool", "{{TOOL}}", "bytes", len(text))
	return text, nil
}

`

const toolUpstreamSrc = `// {{FN}} forwards the {{TOOL}} tool to the upstream server.
func (p *Pack) {{FN}}(ctx context.Context, raw json.RawMessage) (string, error) {
	var args {{ARGS}}
	if err := decode(raw, &args); err != nil {
		return "", err
	}
	req := mcpgo.CallToolRequest{}
	req.Params.Name = "{{OP}}_{{PLURAL}}"
	req.Params.Arguments = map[string]any{"id": args.ID, "query": args.Query, "limit": args.Limit}
	res, err := p.env.Upstream.CallTool(ctx, req)
	if err != nil {
		return "", fmt.Errorf("{{TOOL}}: upstream: %w", err)
	}
	if res.IsError {
		return "", fmt.Errorf("{{TOOL}}: upstream error: %s", platform.UpstreamText(res))
	}
	return platform.UpstreamText(res), nil
}

`

const toolFanoutSrc = `// {{FN}} aggregates {{PLURAL}} per owner, one goroutine per owner.
func (p *Pack) {{FN}}(ctx context.Context, raw json.RawMessage) (string, error) {
	var args {{ARGS}}
	if err := decode(raw, &args); err != nil {
		return "", err
	}
	byOwner := map[string][]record{}
	for _, r := range p.store.query(args.Query, args.Tags) {
		byOwner[r.Owner] = append(byOwner[r.Owner], r)
	}
	type total struct {
		owner string
		n     int
		sum   float64
	}
	out := make(chan total, len(byOwner))
	var wg sync.WaitGroup
	for owner, rs := range byOwner {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := total{owner: owner}
			for _, r := range rs {
				if ctx.Err() != nil {
					return
				}
				t.n++
				t.sum += r.Amount
			}
			out <- t
		}()
	}
	wg.Wait()
	close(out)
	var totals []total
	for t := range out {
		totals = append(totals, t)
	}
	sort.Slice(totals, func(i, j int) bool { return totals[i].sum > totals[j].sum || totals[i].sum == totals[j].sum && totals[i].owner < totals[j].owner })
	var b strings.Builder
	for i, t := range totals {
		if i == args.Limit {
			break
		}
		fmt.Fprintf(&b, "%s: %d {{PLURAL}}, %.2f\n", t.owner, t.n, t.sum)
	}
	return b.String(), ctx.Err()
}

`

const toolFilterSrc = `// {{FN}} filters {{PLURAL}} with a pipeline built from the arguments.
func (p *Pack) {{FN}}(ctx context.Context, raw json.RawMessage) (string, error) {
	var args {{ARGS}}
	if err := decode(raw, &args); err != nil {
		return "", err
	}
	var keep []func(record) bool
	if args.Query != "" {
		keep = append(keep, func(r record) bool { return strings.Contains(r.Title, args.Query) })
	}
	if len(args.Tags) > 0 {
		keep = append(keep, func(r record) bool { return r.matches("", args.Tags) })
	}
	cutoff := p.now().Add(-30 * 24 * time.Hour)
	keep = append(keep, func(r record) bool { return r.Updated.After(cutoff) })
	format := p.{{FN}}Line
	if args.Format == "json" {
		format = func(r record) string { b, _ := json.Marshal(r); return string(b) }
	}
	var lines []string
	for _, r := range p.store.query("", nil) {
		ok := true
		for _, f := range keep {
			if !f(r) {
				ok = false
				break
			}
		}
		if ok {
			lines = append(lines, format(r))
		}
	}
	if len(lines) > args.Limit {
		lines = lines[:args.Limit]
	}
	return strings.Join(lines, "\n"), ctx.Err()
}

func (p *Pack) {{FN}}Line(r record) string {
	return fmt.Sprintf("%s (%s) owned by %s", r.Title, r.Status, r.Owner)
}

`

const packTestSrc = `package {{P}}

import "testing"

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name    string
		run     func() error
		wantErr bool
	}{
{{CASES}}	} {
		if err := tc.run(); (err != nil) != tc.wantErr {
			t.Errorf("%s: err = %v, want error %v", tc.name, err, tc.wantErr)
		}
	}
}
`
