package flow

import (
	"fmt"
	"go/constant"
	"go/token"
	"sort"
	"strings"

	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// AuditMode, set by a driver before the analysis (the mcpvet audit
// command), makes the analysis fill Result.Audit: the inventory of what a
// model and a person can start, from the entries, marks, roots and reach
// the analysis computes anyway. A normal run leaves it unset and pays
// nothing for it.
var AuditMode bool

// Audit is the inventory of a package for the audit report: its model
// dispatch entries with the tools mcpvet resolved from them, its
// prompts/get call sites, and the paths to prompts/get from its user
// selections and from its other roots.
type Audit struct {
	Entries []*AuditEntry // by position
	Sinks   []AuditSink   // by position
	// Selections holds, for each function marked as a user selection
	// (//mcpvet:userselect, -userselect), the shortest path to each
	// prompts/get call site it reaches; Root is the function, Kind how it
	// is marked.
	Selections []*Strict
	// Roots holds, for each root of the package in strict mode's sense
	// (main, init, HTTP handlers, exported functions of a library, function
	// values passed where mcpvet does not follow them) that is neither a
	// model dispatch entry nor a user selection, the shortest path to each
	// prompts/get call site it reaches without passing a user selection,
	// as strict mode finds them (a path through another root is that
	// root's).
	Roots []*Strict
}

// AuditEntry is a model dispatch entry.
type AuditEntry struct {
	Pos  token.Position // the function's declaration
	Func string
	Kind string // what makes it an entry, as findings say it
	// Rule names the rule that recognised it: "sdk-tool-call" (an LLM
	// SDK's tool-call type), "wire-type" (a host's own type for one, by
	// its JSON tags), "own-type" (one recognised by its use),
	// "mcp-tool-handler", "framework-tool" (an agent framework's tool
	// interface), "mark" (//mcpvet:dispatch) or "flag" (-dispatch).
	Rule  string
	Tools []*AuditTool // by position
}

// AuditTool is a tool the model can call through an entry, as far as
// mcpvet resolves it: an MCP tool handler or framework tool is one tool
// (the entry itself), named by the string constant its registration in
// the package gives it; in the code that dispatches a model's tool calls,
// each call that starts a path to prompts/get is one, named by the string
// constant the tool call's name is compared with before it.
type AuditTool struct {
	Name string // the tool's name, "" if unresolved
	// NamePos is, if Name is set, where the name is compared with the
	// tool call's, or the registration that gives it.
	NamePos token.Position
	Func    string         // the function that implements it
	Pos     token.Position // the call of Func in the entry (the entry's declaration for a handler)
	// PromptsGet holds the shortest path to each prompts/get call site the
	// tool reaches.
	PromptsGet []*Path
}

// AuditSink is a prompts/get call site.
type AuditSink struct {
	Pos    token.Position
	Func   string // the function that calls it
	Callee string // what it calls
}

// SinkKey identifies a prompts/get call site across packages: the
// position of its call, which the last hop of every path to it has.
func SinkKey(p token.Position) string {
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
}

// audit builds the package's inventory.
func (g *graph) audit(entries map[*ssa.Function]*Entry, reach map[*ssa.Function]*Path, marks map[*ssa.Function]string, userReach map[*ssa.Function]*Path) *Audit {
	a := &Audit{}
	names := g.registeredNames()
	for _, fn := range g.funcs {
		for _, s := range g.sinks[fn] {
			a.Sinks = append(a.Sinks, AuditSink{Pos: g.position(s.pos), Func: g.name(fn), Callee: s.name})
		}
		if e := entries[fn]; e != nil {
			a.Entries = append(a.Entries, g.auditEntry(e, reach, entries, names))
		}
		if how := marks[fn]; how != "" && !g.inTest(fn) {
			for _, c := range g.pathsFrom(fn, reach, entries, nil, true) {
				a.Selections = append(a.Selections, &Strict{Pos: c.pos, Root: g.name(fn), Kind: how, Path: c.path})
			}
		}
	}
	a.Roots = g.rootPaths(entries, marks, userReach)
	sort.SliceStable(a.Entries, func(i, j int) bool { return lessPos(a.Entries[i].Pos, a.Entries[j].Pos) })
	sort.SliceStable(a.Sinks, func(i, j int) bool { return lessPos(a.Sinks[i].Pos, a.Sinks[j].Pos) })
	return a
}

// auditEntry describes an entry and the tools resolved from it.
func (g *graph) auditEntry(e *Entry, reach map[*ssa.Function]*Path, entries map[*ssa.Function]*Entry, names map[*ssa.Function]registered) *AuditEntry {
	ae := &AuditEntry{Pos: g.position(e.Fn.Pos()), Func: g.name(e.Fn), Kind: e.Kind, Rule: g.entryRule(e)}
	keep := func(in ssa.Instruction) bool { return in == nil || e.inRegion(in) }
	cands := g.pathsFrom(e.Fn, reach, entries, keep, true)
	if ae.Rule == "mcp-tool-handler" || ae.Rule == "framework-tool" {
		t := &AuditTool{Func: ae.Func, Pos: ae.Pos}
		if r, ok := names[e.Fn]; ok {
			t.Name, t.NamePos = r.name, g.position(r.pos)
		}
		for _, c := range cands {
			t.PromptsGet = append(t.PromptsGet, c.path)
		}
		ae.Tools = []*AuditTool{t}
		return ae
	}
	// A dispatcher: one tool per (name, first call).
	byKey := map[string]*AuditTool{}
	for _, c := range cands {
		name, namePos := g.toolName(c.instr)
		first := c.path.Hops[0]
		k := name + "\x00" + first.Callee
		t := byKey[k]
		if t == nil {
			t = &AuditTool{Name: name, Func: first.Callee, Pos: first.Pos}
			if name != "" {
				t.NamePos = g.position(namePos)
			}
			byKey[k] = t
			ae.Tools = append(ae.Tools, t)
		}
		t.PromptsGet = append(t.PromptsGet, c.path)
	}
	sort.SliceStable(ae.Tools, func(i, j int) bool { return lessPos(ae.Tools[i].Pos, ae.Tools[j].Pos) })
	return ae
}

// entryRule names the rule that recognised an entry (AuditEntry.Rule).
func (g *graph) entryRule(e *Entry) string {
	switch {
	case e.Kind == kindToolHandler:
		return "mcp-tool-handler"
	case e.Kind == "//mcpvet:dispatch function":
		return "mark"
	case e.Kind == "-dispatch function":
		return "flag"
	case strings.HasSuffix(e.Kind, " implementation"):
		return "framework-tool"
	case g.readsSDKToolCall(e.Fn):
		return "sdk-tool-call"
	case g.ownTypeOnly(e.Fn):
		return "own-type"
	case strings.Contains(e.Kind, "tool-call"):
		return "wire-type"
	}
	return e.Kind
}

// readsSDKToolCall reports whether fn has a parameter or a value of an LLM
// SDK's tool-call type (rather than a host's own wire type).
func (g *graph) readsSDKToolCall(fn *ssa.Function) bool {
	for _, p := range fn.Params {
		if g.model.ToolCall(p.Type()) {
			return true
		}
	}
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			if v, ok := in.(ssa.Value); ok && g.model.ToolCall(v.Type()) {
				return true
			}
		}
	}
	return false
}

// candidate is a path to prompts/get from a function: the call that
// starts it (nil for the function's own prompts/get call) and its
// position.
type candidate struct {
	instr ssa.Instruction
	pos   token.Pos
	path  *Path
}

// pathsFrom returns, for every call of fn that keep accepts (all if keep
// is nil) and every prompts/get call site it reaches, the shortest path
// from fn to that site, in the order of fn's calls; ties go to the
// earlier call. With params, a call of a parameter of fn counts every
// function the parameter may hold (in fn itself there is no caller to
// give the context), as dispatchPaths does for an entry.
func (g *graph) pathsFrom(fn *ssa.Function, reach map[*ssa.Function]*Path, entries map[*ssa.Function]*Entry, keep func(ssa.Instruction) bool, params bool) []candidate {
	var all []candidate
	for _, s := range g.sinks[fn] {
		if keep == nil || keep(s.instr) {
			all = append(all, candidate{s.instr, s.pos, &Path{Hops: []Hop{{Pos: g.position(s.pos), Func: g.name(fn), Callee: s.name}}}})
		}
	}
	for _, s := range g.sitesOf(fn) {
		if g.isSink(fn, s.pos) || keep != nil && !keep(s.at()) {
			continue
		}
		paths := g.sitePaths(s, reach, entries)
		if params && s.param >= 0 {
			for _, c := range s.callees {
				if p := g.pathThrough(s, c, reach, entries); p != nil {
					paths = append(paths, p)
				}
			}
		}
		if g.userMode {
			paths = append(paths, g.implPaths(s, reach, entries)...)
		}
		for _, p := range paths {
			all = append(all, candidate{s.at(), s.pos, p})
		}
	}
	return shortestPerSink(all)
}

// shortestPerSink keeps, for each prompts/get call site, the shortest of
// the candidates' paths to it (the first of equals), in the order of the
// candidates.
func shortestPerSink(all []candidate) []candidate {
	best := map[string]int{}
	var out []candidate
	for _, c := range all {
		k := SinkKey(c.path.Hops[len(c.path.Hops)-1].Pos)
		if i, ok := best[k]; !ok {
			best[k] = len(out)
			out = append(out, c)
		} else if len(c.path.Hops) < len(out[i].path.Hops) {
			out[i] = c
		}
	}
	return out
}

// rootPaths lists, for every root of the package that is neither a model
// dispatch entry nor a user selection, its shortest path to each
// prompts/get call site it reaches without passing a user selection (for
// an entry whose tool-call code is a region, from outside that region),
// as strictPaths finds them.
func (g *graph) rootPaths(entries map[*ssa.Function]*Entry, marks map[*ssa.Function]string, userReach map[*ssa.Function]*Path) []*Strict {
	roots := g.strictRoots()
	names := map[string]bool{}
	for fn := range roots {
		names[g.name(fn)] = true
	}
	g.userMode, g.barrier = true, marks
	defer func() { g.userMode, g.barrier = false, nil }()
	var out []*Strict
	for _, fn := range g.funcs {
		kind, ok := roots[fn]
		e := entries[fn]
		if !ok || e != nil && e.Region == nil || marks[fn] != "" || userReach[fn] == nil || g.inTest(fn) {
			continue
		}
		keep := func(in ssa.Instruction) bool { return e == nil || in != nil && !e.inRegion(in) }
		for _, c := range g.pathsFrom(fn, userReach, entries, keep, false) {
			if !throughRoot(c.path, names) {
				out = append(out, &Strict{Pos: c.pos, Root: g.name(fn), Kind: kind, Path: c.path})
			}
		}
	}
	return out
}

// toolName returns the string constant that the name of the tool call is
// compared with on the way to in (the nearest such test among the blocks
// that decide whether in runs), and where; "" if there is none.
func (g *graph) toolName(in ssa.Instruction) (string, token.Pos) {
	if in == nil {
		return "", token.NoPos
	}
	target := in.Block()
	for d := target.Idom(); d != nil; d = d.Idom() {
		ifi, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		cmp, ok := ifi.Cond.(*ssa.BinOp)
		if !ok || cmp.Op != token.EQL && cmp.Op != token.NEQ {
			continue
		}
		k, v := stringConst(cmp.X), cmp.Y
		if k == nil {
			k, v = stringConst(cmp.Y), cmp.X
		}
		if k == nil || !g.fromToolCall(v, map[ssa.Value]bool{}) {
			continue
		}
		// The branch taken when the names are equal must lead to in.
		taken := d.Succs[0]
		if cmp.Op == token.NEQ {
			taken = d.Succs[1]
		}
		if taken.Dominates(target) {
			return constant.StringVal(k.Value), cmp.Pos()
		}
	}
	return "", token.NoPos
}

// stringConst returns v if it is a string constant.
func stringConst(v ssa.Value) *ssa.Const {
	if c, ok := v.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
		return c
	}
	return nil
}

// fromToolCall reports whether v derives from a value of a tool-call type
// through fields, dereferences, conversions, phis and the results of calls
// given it (strings.CutPrefix(call.Name, "prompt_")).
func (g *graph) fromToolCall(v ssa.Value, seen map[ssa.Value]bool) bool {
	if seen[v] || len(seen) > 64 {
		return false
	}
	seen[v] = true
	if g.isToolCall(v.Type()) {
		return true
	}
	var next []ssa.Value
	switch v := v.(type) {
	case *ssa.Phi:
		next = v.Edges
	case *ssa.Field:
		next = []ssa.Value{v.X}
	case *ssa.FieldAddr:
		next = []ssa.Value{v.X}
	case *ssa.UnOp:
		next = []ssa.Value{v.X}
	case *ssa.ChangeType:
		next = []ssa.Value{v.X}
	case *ssa.Convert:
		next = []ssa.Value{v.X}
	case *ssa.Extract:
		next = []ssa.Value{v.Tuple}
	case *ssa.Call:
		next = v.Call.Args
	}
	for _, n := range next {
		if g.fromToolCall(n, seen) {
			return true
		}
	}
	return false
}

// lessPos orders positions by file, line and column.
func lessPos(a, b token.Position) bool {
	if a.Filename != b.Filename {
		return a.Filename < b.Filename
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}

// registered is the name a tool registration gives a handler's tool, and
// the registration.
type registered struct {
	name string
	pos  token.Pos
}

// registeredNames returns, for the handlers given to tool registrations of
// the package (go-sdk mcp.AddTool(s, &mcp.Tool{Name: "x"}, h), mcp-go
// s.AddTool(mcp.NewTool("x", ...), h), mcp-golang RegisterTool("x", ...)),
// the string constant that names the tool, from the first registration
// that has one.
func (g *graph) registeredNames() map[*ssa.Function]registered {
	out := map[*ssa.Function]registered{}
	for _, s := range g.sites {
		if s.instr == nil {
			continue
		}
		call := s.instr.Common()
		obj := ssaval.CalleeObject(call)
		if obj == nil {
			continue
		}
		arg, handler, ok := g.model.Registration(obj)
		if !ok || handler < 1 {
			continue
		}
		shift := 0
		if !call.IsInvoke() && call.Signature().Recv() != nil {
			shift = 1 // static method calls take the receiver as Args[0]
		}
		if arg < 0 {
			arg = handler - 1 // the tool definition, just before the handler
		}
		if handler+shift >= len(call.Args) {
			continue
		}
		name := g.toolDefName(call.Args[arg+shift])
		if name == "" {
			continue
		}
		for _, l := range g.Labels(g.val(call.Args[handler+shift])) {
			if fn, ok := g.payload[l].(*ssa.Function); ok && g.kinds[l] == lFunc {
				if obj, ok := fn.Object().(*types.Func); ok && isWrapper(fn) {
					if m := g.prog.FuncValue(obj); m != nil {
						fn = m // r.Run: the method, not its bound wrapper
					}
				}
				if _, done := out[fn]; !done {
					out[fn] = registered{name, s.pos}
				}
			}
		}
	}
	return out
}

// toolDefName returns the string constant a tool definition's name is: the
// value itself, the Name field stored into a composite literal
// (&mcp.Tool{Name: "x"}), or the name argument of a tool constructor
// (mcp.NewTool("x", ...)); "" if it is none of those.
func (g *graph) toolDefName(v ssa.Value) string {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if c := stringConst(v); c != nil {
		return constant.StringVal(c.Value)
	}
	switch v := v.(type) {
	case *ssa.Alloc:
		for _, r := range *v.Referrers() {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || fieldName(fa) != "Name" {
				continue
			}
			for _, rr := range *fa.Referrers() {
				if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
					if c := stringConst(st.Val); c != nil {
						return constant.StringVal(c.Value)
					}
				}
			}
		}
	case *ssa.UnOp:
		return g.toolDefName(v.X) // a struct value loaded from its literal
	case *ssa.Call:
		if obj := ssaval.CalleeObject(&v.Call); obj != nil {
			name := ""
			g.model.DefArgs(obj, func(i int, isName, mcp, option bool) {
				if isName && mcp && !option && i < len(v.Call.Args) && name == "" {
					if c := stringConst(v.Call.Args[i]); c != nil {
						name = constant.StringVal(c.Value)
					}
				}
			})
			return name
		}
	}
	return ""
}

// fieldName returns the name of the field a FieldAddr selects.
func fieldName(fa *ssa.FieldAddr) string {
	st, ok := fa.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	return st.Field(fa.Field).Name()
}
