package matrix

import "fmt"

// The containers. Outside onefunc the container is a registry type in the
// registry unit (Register, and Call or Lookup); in onefunc it is a local
// variable of the dispatching function.

// regType is the registry's type, q qualifying the registry package.
func (g *gen) regType(q string) string {
	if g.c.Container == "generic" {
		return "*" + q + "Registry[" + q + g.elem() + "]"
	}
	return "*" + q + "Toolbox"
}

func (g *gen) regNew(q string) string {
	switch g.c.Container {
	case "generic":
		return q + "NewRegistry[" + q + g.elem() + "]()"
	case "field":
		return "&" + q + "Toolbox{}"
	}
	return q + "NewToolbox()"
}

// register stores val under key in registry r.
func (g *gen) register(r, key, val string) string {
	if g.c.Container == "field" {
		f := g.fieldTime
		if key == g.keyPrompt {
			f = g.fieldPrompt
		}
		return fmt.Sprintf("%s.%s = %s", r, f, val)
	}
	return fmt.Sprintf("%s.Register(%q, %s)", r, key, val)
}

// regCall sets out and err (declared by the caller) by calling the tool named
// name in registry r.
func (g *gen) regCall(r string) string {
	if g.c.Container == "generic" {
		return fmt.Sprintf(`if t, ok := %s.Lookup(name); ok {
		out, err = %s
	} else {
		err = fmt.Errorf("unknown tool %%q", name)
	}
`, r, g.inv("t", "ctx", "args"))
	}
	return fmt.Sprintf("out, err = %s.Call(ctx, name, args)\n", r)
}

func (g *gen) regDecls() string {
	e := g.elem()
	inv := func(x string) string { return g.inv(x, "ctx", "args") }
	switch g.c.Container {
	case "map":
		return fmt.Sprintf(`// Toolbox maps tool names to their implementations.
type Toolbox struct {
	mu    sync.RWMutex
	tools map[string]%[1]s
}

// NewToolbox returns an empty toolbox.
func NewToolbox() *Toolbox {
	return &Toolbox{tools: make(map[string]%[1]s)}
}

// Register adds t under name, replacing any tool of that name.
func (b *Toolbox) Register(name string, t %[1]s) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.tools[name] = t
}

// Call runs the tool registered under name.
func (b *Toolbox) Call(ctx context.Context, name string, args map[string]any) (string, error) {
	b.mu.RLock()
	t, ok := b.tools[name]
	b.mu.RUnlock()
	if !ok {
		return "", fmt.Errorf("unknown tool %%q", name)
	}
	return %[2]s
}
`, e, inv("t"))
	case "slice":
		return fmt.Sprintf(`type toolEntry struct {
	name string
	impl %[1]s
}

// Toolbox keeps tools in registration order.
type Toolbox struct {
	entries []toolEntry
}

// NewToolbox returns an empty toolbox.
func NewToolbox() *Toolbox { return &Toolbox{} }

// Register appends t under name.
func (b *Toolbox) Register(name string, t %[1]s) {
	b.entries = append(b.entries, toolEntry{name: name, impl: t})
}

// Call runs the first tool registered under name.
func (b *Toolbox) Call(ctx context.Context, name string, args map[string]any) (string, error) {
	for _, e := range b.entries {
		if e.name == name {
			return %[2]s
		}
	}
	return "", fmt.Errorf("unknown tool %%q", name)
}
`, e, inv("e.impl"))
	case "field":
		return fmt.Sprintf(`// Toolbox has one field per tool the host offers.
type Toolbox struct {
	%[3]s %[1]s
	%[4]s %[1]s
}

// Call runs the tool named name.
func (b *Toolbox) Call(ctx context.Context, name string, args map[string]any) (string, error) {
	var t %[1]s
	switch name {
	case %[5]q:
		t = b.%[3]s
	case %[6]q:
		t = b.%[4]s
	}
	if t == nil {
		return "", fmt.Errorf("unknown tool %%q", name)
	}
	return %[2]s
}
`, e, inv("t"), g.fieldPrompt, g.fieldTime, g.keyPrompt, g.keyTime)
	case "ifaceslice":
		return g.namedToolDecls() + fmt.Sprintf(`
// Toolbox is the host's list of tools.
type Toolbox struct {
	tools []Named
}

// NewToolbox returns an empty toolbox.
func NewToolbox() *Toolbox { return &Toolbox{} }

// Register adds t under name.
func (b *Toolbox) Register(name string, t %[1]s) {
	b.tools = append(b.tools, namedTool{name: name, impl: t})
}

// Call runs the tool named name.
func (b *Toolbox) Call(ctx context.Context, name string, args map[string]any) (string, error) {
	for _, t := range b.tools {
		if t.ToolName() == name {
			return t.Run(ctx, args)
		}
	}
	return "", fmt.Errorf("unknown tool %%q", name)
}
`, e)
	case "generic":
		return genericDecl
	case "channel":
		return jobDecls(e) + fmt.Sprintf(`
// Toolbox runs tool calls one at a time on a worker goroutine.
type Toolbox struct {
	tools map[string]%[1]s
	jobs  chan job
}

// NewToolbox returns an empty toolbox and starts its worker.
func NewToolbox() *Toolbox {
	b := &Toolbox{tools: make(map[string]%[1]s), jobs: make(chan job)}
	go b.work()
	return b
}

func (b *Toolbox) work() {
	for j := range b.jobs {
		out, err := %[2]s
		j.reply <- result{out: out, err: err}
	}
}

// Register adds t under name; call it before the first Call.
func (b *Toolbox) Register(name string, t %[1]s) {
	b.tools[name] = t
}

// Call queues the tool named name and waits for its result.
func (b *Toolbox) Call(ctx context.Context, name string, args map[string]any) (string, error) {
	t, ok := b.tools[name]
	if !ok {
		return "", fmt.Errorf("unknown tool %%q", name)
	}
	reply := make(chan result, 1)
	b.jobs <- job{impl: t, ctx: ctx, args: args, reply: reply}
	r := <-reply
	return r.out, r.err
}
`, e, g.inv("j.impl", "j.ctx", "j.args"))
	case "syncmap":
		return fmt.Sprintf(`// Toolbox is safe for registration and calls from any goroutine.
type Toolbox struct {
	tools sync.Map // name → %[1]s
}

// NewToolbox returns an empty toolbox.
func NewToolbox() *Toolbox { return &Toolbox{} }

// Register adds t under name.
func (b *Toolbox) Register(name string, t %[1]s) {
	b.tools.Store(name, t)
}

// Call runs the tool registered under name.
func (b *Toolbox) Call(ctx context.Context, name string, args map[string]any) (string, error) {
	v, ok := b.tools.Load(name)
	if !ok {
		return "", fmt.Errorf("unknown tool %%q", name)
	}
	t, ok := v.(%[1]s)
	if !ok {
		return "", fmt.Errorf("tool %%q has type %%T", name, v)
	}
	return %[2]s
}
`, e, inv("t"))
	default: // closure
		return fmt.Sprintf(`// Toolbox resolves a tool name through a chain of lookups, newest first.
type Toolbox struct {
	lookup func(name string) (%[1]s, bool)
}

// NewToolbox returns an empty toolbox.
func NewToolbox() *Toolbox {
	return &Toolbox{lookup: func(string) (%[1]s, bool) { return nil, false }}
}

// Register adds t under name, in front of the earlier tools.
func (b *Toolbox) Register(name string, t %[1]s) {
	next := b.lookup
	b.lookup = func(n string) (%[1]s, bool) {
		if n == name {
			return t, true
		}
		return next(n)
	}
}

// Call runs the tool named name.
func (b *Toolbox) Call(ctx context.Context, name string, args map[string]any) (string, error) {
	t, ok := b.lookup(name)
	if !ok {
		return "", fmt.Errorf("unknown tool %%q", name)
	}
	return %[2]s
}
`, e, inv("t"))
	}
}

const genericDecl = `// Registry is a concurrency-safe table of values by name.
type Registry[T any] struct {
	mu    sync.RWMutex
	items map[string]T
}

// NewRegistry returns an empty registry.
func NewRegistry[T any]() *Registry[T] {
	return &Registry[T]{items: make(map[string]T)}
}

// Register adds v under name, replacing any value of that name.
func (r *Registry[T]) Register(name string, v T) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.items[name] = v
}

// Lookup returns the value registered under name.
func (r *Registry[T]) Lookup(name string) (T, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	v, ok := r.items[name]
	return v, ok
}
`

// namedToolDecls declares Named, a tool that knows its name, and
// namedTool, the Named of an element value.
func (g *gen) namedToolDecls() string {
	return fmt.Sprintf(`// Named is a tool that knows its name.
type Named interface {
	ToolName() string
	Run(ctx context.Context, args map[string]any) (string, error)
}

type namedTool struct {
	name string
	impl %[1]s
}

func (n namedTool) ToolName() string { return n.name }

func (n namedTool) Run(ctx context.Context, args map[string]any) (string, error) {
	return %[2]s
}
`, g.elem(), g.inv("n.impl", "ctx", "args"))
}

// jobDecls declares the job a channel container's worker runs, for tools
// of type e, and its result.
func jobDecls(e string) string {
	return fmt.Sprintf(`type job struct {
	impl  %[1]s
	ctx   context.Context
	args  map[string]any
	reply chan<- result
}

type result struct {
	out string
	err error
}
`, e)
}

// inlineDecls are the package-level declarations the onefunc container needs.
func (g *gen) inlineDecls() string {
	e := g.elem()
	switch g.c.Container {
	case "ifaceslice":
		return g.namedToolDecls()
	case "generic":
		return genericDecl
	case "channel":
		return jobDecls(e)
	}
	return ""
}

// inlineSetup builds the onefunc container as local variables, from the
// prompt tool's value vp and the clock tool's value vt.
func (g *gen) inlineSetup(vp, vt string) string {
	e := g.elem()
	kp, kt := g.keyPrompt, g.keyTime
	switch g.c.Container {
	case "map":
		return fmt.Sprintf("table := map[string]%s{\n%q: %s,\n%q: %s,\n}\n", e, kp, vp, kt, vt)
	case "slice":
		return fmt.Sprintf("table := []struct {\nname string\nimpl %s\n}{\n{%q, %s},\n{%q, %s},\n}\n", e, kp, vp, kt, vt)
	case "field":
		return fmt.Sprintf("table := struct {\nprompt, clock %s\n}{\nprompt: %s,\nclock: %s,\n}\n", e, vp, vt)
	case "ifaceslice":
		return fmt.Sprintf("table := []Named{\nnamedTool{name: %q, impl: %s},\nnamedTool{name: %q, impl: %s},\n}\n", kp, vp, kt, vt)
	case "generic":
		return fmt.Sprintf("table := NewRegistry[%s]()\ntable.Register(%q, %s)\ntable.Register(%q, %s)\n", e, kp, vp, kt, vt)
	case "channel":
		return fmt.Sprintf(`table := map[string]%s{
	%q: %s,
	%q: %s,
}
jobs := make(chan job)
defer close(jobs)
go func() {
	for j := range jobs {
		out, err := %s
		j.reply <- result{out: out, err: err}
	}
}()
`, e, kp, vp, kt, vt, g.inv("j.impl", "j.ctx", "j.args"))
	case "syncmap":
		if !g.iface {
			// sync.Map holds any: store the named func type the lookup asserts.
			if g.c.Construction != "factory" {
				vp = e + "(" + vp + ")"
			}
			vt = e + "(" + vt + ")"
		}
		return fmt.Sprintf("var table sync.Map\ntable.Store(%q, %s)\ntable.Store(%q, %s)\n", kp, vp, kt, vt)
	default: // closure
		return fmt.Sprintf(`lookup := func(name string) (%s, bool) {
	switch name {
	case %q:
		return %s, true
	case %q:
		return %s, true
	}
	return nil, false
}
`, e, kp, vp, kt, vt)
	}
}

// inlineCall sets out and err from the onefunc container.
func (g *gen) inlineCall() string {
	e := g.elem()
	inv := func(x string) string { return g.inv(x, "ctx", "args") }
	unknown := `err = fmt.Errorf("unknown tool %q", name)`
	switch g.c.Container {
	case "map":
		return fmt.Sprintf("if t, ok := table[name]; ok {\nout, err = %s\n} else {\n%s\n}\n", inv("t"), unknown)
	case "slice":
		return fmt.Sprintf("%s\nfor _, e := range table {\nif e.name == name {\nout, err = %s\nbreak\n}\n}\n", unknown, inv("e.impl"))
	case "field":
		return fmt.Sprintf("switch name {\ncase %q:\nout, err = %s\ncase %q:\nout, err = %s\ndefault:\n%s\n}\n",
			g.keyPrompt, inv("table.prompt"), g.keyTime, inv("table.clock"), unknown)
	case "ifaceslice":
		return fmt.Sprintf("%s\nfor _, t := range table {\nif t.ToolName() == name {\nout, err = t.Run(ctx, args)\nbreak\n}\n}\n", unknown)
	case "generic":
		return fmt.Sprintf("if t, ok := table.Lookup(name); ok {\nout, err = %s\n} else {\n%s\n}\n", inv("t"), unknown)
	case "channel":
		return fmt.Sprintf(`if t, ok := table[name]; ok {
	reply := make(chan result, 1)
	jobs <- job{impl: t, ctx: ctx, args: args, reply: reply}
	r := <-reply
	out, err = r.out, r.err
} else {
	%s
}
`, unknown)
	case "syncmap":
		return fmt.Sprintf("v, _ := table.Load(name)\nif t, ok := v.(%s); ok {\nout, err = %s\n} else {\n%s\n}\n", e, inv("t"), unknown)
	default: // closure
		return fmt.Sprintf("if t, ok := lookup(name); ok {\nout, err = %s\n} else {\n%s\n}\n", inv("t"), unknown)
	}
}
