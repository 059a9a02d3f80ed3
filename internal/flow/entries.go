package flow

import (
	"go/ast"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// Entry is a model dispatch entry: code that runs because a model chose a
// tool call.
type Entry struct {
	Fn   *ssa.Function
	Kind string // what makes it an entry, as shown to users
	// Region holds the code of Fn that acts on the tool call; nil means
	// the whole function does (a tool handler runs only when called).
	Region *region
}

// kindToolHandler is the kind of an MCP tool handler.
const kindToolHandler = "MCP tool handler"

// region is the part of a function that acts on a tool call: whole blocks
// whose execution depends on it, and single calls whose operands do.
type region struct {
	blocks map[*ssa.BasicBlock]bool
	instrs map[ssa.Instruction]bool
}

// inRegion reports whether in is part of the code acting on the tool call.
func (e *Entry) inRegion(in ssa.Instruction) bool {
	return e.Region == nil || e.Region.blocks[in.Block()] || e.Region.instrs[in]
}

// inSDKLibrary reports whether fn belongs to an SDK's own library code.
func (g *graph) inSDKLibrary(fn *ssa.Function) bool {
	if fn.Pkg == nil {
		return false
	}
	if fn.Pkg.Pkg == g.pass.Pkg {
		return g.scope.SDKLibrary
	}
	return g.scope.InSDK(fn.Pkg.Pkg)
}

// findEntries finds the dispatch entries among the functions of the graph.
func (g *graph) findEntries(directives map[*ast.FuncDecl]bool) map[*ssa.Function]*Entry {
	entries := map[*ssa.Function]*Entry{}
	add := func(fn *ssa.Function, kind string, region *region) {
		if fn.Blocks == nil || fn.Synthetic != "" || g.testEntry(fn, kind) {
			return
		}
		if e, ok := entries[fn]; ok {
			if e.Region != nil && region == nil {
				e.Region, e.Kind = nil, kind
			}
			return
		}
		entries[fn] = &Entry{Fn: fn, Kind: kind, Region: region}
	}
	extra := map[string]bool{}
	for _, s := range dispatchFuncs.names {
		extra[strings.TrimSpace(s)] = true
	}
	ifaces := g.frameworkInterfaces()

	for _, fn := range g.funcs {
		// (b) MCP tool handlers, recognised by their request parameter;
		// not inside an SDK, whose client takes the same request type.
		if g.inSDKLibrary(fn) {
			continue
		}
		for _, p := range fn.Params {
			if g.model.ToolRequest(p.Type()) {
				add(fn, kindToolHandler, nil)
			}
			if g.isToolCall(p.Type()) {
				add(fn, "model tool-call handler", nil)
			}
		}
		// (a) code reading a model's tool call.
		if region := g.toolCallRegion(fn); region != nil {
			add(fn, "model tool-call dispatch", region)
		}
		obj, _ := fn.Object().(*types.Func)
		if obj == nil {
			continue
		}
		// (c) agent-framework tools.
		if recv := fn.Signature.Recv(); recv != nil {
			for _, in := range ifaces {
				if obj.Name() == in.method && (types.Implements(recv.Type(), in.iface) ||
					types.Implements(types.NewPointer(recv.Type()), in.iface)) {
					add(fn, in.name+" implementation", nil)
				}
			}
		}
		// (d) marked by a directive or named on the command line.
		if decl, ok := fn.Syntax().(*ast.FuncDecl); ok && directives[decl] {
			add(fn, "//mcpvet:dispatch function", nil)
		}
		if key := gotypes.FuncKey(obj); extra[key] {
			add(fn, "-dispatch function", nil)
			g.dispatchMatched = append(g.dispatchMatched, key)
		}
	}
	// (b) handlers given to a tool registration, whatever their signature
	// (mcp-golang checks handlers by reflection).
	for _, s := range g.sites {
		if s.instr == nil {
			continue
		}
		obj := ssaval.CalleeObject(s.instr.Common())
		if obj == nil {
			continue
		}
		_, handler, ok := g.model.Registration(obj)
		if !ok || handler < 0 {
			continue
		}
		args := s.instr.Common().Args
		idx := handler
		if !s.instr.Common().IsInvoke() && s.instr.Common().Signature().Recv() != nil {
			idx++ // static method calls take the receiver as Args[0]
		}
		if idx < len(args) {
			for _, l := range g.Labels(g.val(args[idx])) {
				if g.kinds[l] == lFunc {
					add(g.payload[l].(*ssa.Function), kindToolHandler, nil)
				}
			}
		}
	}
	return entries
}

type frameworkIface struct {
	name   string
	iface  *types.Interface
	method string
}

// frameworkInterfaces returns the agent-framework tool interfaces visible
// from this package, sorted by name.
func (g *graph) frameworkInterfaces() []frameworkIface {
	var out []frameworkIface
	for key, method := range g.model.ToolInterfaces() {
		tn, ok := gotypes.Qualified(g.pass.Pkg, key).(*types.TypeName)
		if !ok {
			continue
		}
		it, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		out = append(out, frameworkIface{name: gotypes.TypeName(tn.Type()), iface: it, method: method})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// toolCallRegion returns the blocks of fn that act on a model's tool call
// read inside fn: calls whose operands derive from the tool call, and code
// that runs or not depending on it (the arms of a switch on the tool name,
// the body of a loop over the tool calls). It returns nil if fn reads no
// tool call.
func (g *graph) toolCallRegion(fn *ssa.Function) *region {
	seeds := map[ssa.Value]bool{}
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			if v, ok := in.(ssa.Value); ok && g.isToolCall(v.Type()) {
				seeds[v] = true
			}
		}
	}
	if len(seeds) == 0 {
		return nil
	}
	d := derive(fn, seeds)

	r := &region{blocks: map[*ssa.BasicBlock]bool{}, instrs: map[ssa.Instruction]bool{}}
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			if call, ok := in.(ssa.CallInstruction); ok && d.given(call) {
				r.instrs[in] = true
			}
		}
	}
	deps := controlDeps(fn)
	var work []*ssa.BasicBlock
	for _, b := range fn.Blocks {
		if ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If); ok && d.vals[ifi.Cond] {
			work = append(work, b)
		}
	}
	for len(work) > 0 {
		a := work[len(work)-1]
		work = work[:len(work)-1]
		for _, b := range deps[a] {
			if !r.blocks[b] {
				r.blocks[b] = true
				work = append(work, b)
			}
		}
	}
	return r
}
