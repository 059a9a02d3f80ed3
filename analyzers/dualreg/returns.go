package dualreg

import (
	"slices"
	"strconv"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// callResult returns the ref of a call's result followed by path. Path
// begins with result i, "#i", when the call returns a tuple. A part of a
// result that the callee determines (the name of the tool mcp.NewTool("x")
// or a helper returns) is resolved through the callee; anything else is
// the call's own value.
func (c *checker) callResult(call *ssa.Call, path accesspath.Path) ref {
	idx, rest := resultOf(path)
	if len(rest) > 0 || c.serverResult(call, idx) {
		if r, ok := c.returned(call, idx, rest); ok {
			return r
		}
	}
	return c.local(call, path)
}

// resultOf splits a path that follows a call's value into the index of the
// result it follows, when it begins with one ("#i"), and the rest.
func resultOf(path accesspath.Path) (int, accesspath.Path) {
	if len(path) > 0 {
		if i, ok := path[0].ResultIndex(); ok {
			return i, path[1:]
		}
	}
	return 0, path
}

// serverResult reports whether result idx of call is an MCP server: a
// server its callee returns from a parameter or a package-level variable
// (an accessor, h.srv) is that server, the same at every call.
func (c *checker) serverResult(call *ssa.Call, idx int) bool {
	res := call.Call.Signature().Results()
	return idx < res.Len() && sdk.IsServer(res.At(idx).Type())
}

// returned resolves part path of result idx of call through its callee.
func (c *checker) returned(call *ssa.Call, idx int, path accesspath.Path) (ref, bool) {
	common := call.Common()
	callee := common.StaticCallee()
	if callee == nil {
		return ref{}, false
	}
	obj := ssaval.FuncObject(callee)
	if obj != nil && idx == 0 && slices.Equal(path, namePath()) {
		for _, role := range []sdk.Role{sdk.ToolCtor, sdk.PromptCtor} {
			if f := sdk.LookupFunc(obj, role); f != nil && f.Arg < len(common.Args) {
				return c.refOf(common.Args[f.Arg], nil), true
			}
		}
	}
	var r ref
	if fn := c.body(callee); fn != nil {
		r = c.resultRef(fn, idx, path)
	} else if fact := c.registrar(obj); fact != nil {
		for _, n := range fact.Names {
			if n.Index == idx && slices.Equal(n.Path, path) && (len(path) == 0 || path[0] != accesspath.AnyElem) {
				r = n.Name
			}
		}
	}
	switch r.Root {
	case rootConst, rootGlobal:
		return r, true
	case rootParam:
		if r.Index < len(common.Args) {
			return c.refOf(common.Args[r.Index], r.Path), true
		}
	}
	return ref{}, false
}

// resultRef returns, in fn's terms, the ref of part path of result idx of
// fn, if every return statement agrees on it and it is something a caller
// can name: a constant, a global, or a part of a parameter.
func (c *checker) resultRef(fn *ssa.Function, idx int, path accesspath.Path) ref {
	key := fn.String() + "#" + strconv.Itoa(idx) + pathKey(path)
	if r, ok := c.results[key]; ok {
		return r
	}
	c.results[key] = ref{} // in progress: a recursive function resolves nothing
	var r ref
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || idx >= len(ret.Results) {
			continue
		}
		rr := c.refOf(ret.Results[idx], path)
		if rr.key() == "" || r.Root != rootUnknown && rr.key() != r.key() {
			r = ref{}
			break
		}
		r = rr
	}
	switch r.Root {
	case rootConst, rootGlobal, rootParam:
	default:
		r = ref{}
	}
	c.results[key] = r
	return r
}

// resultNames returns the names of the tools and prompts fn returns, for
// its fact.
func (c *checker) resultNames(fn *ssa.Function) []resultName {
	names := c.resultTableNames(fn)
	res := fn.Signature.Results()
	for i := 0; i < res.Len(); i++ {
		if sdk.IsServer(res.At(i).Type()) {
			// An accessor of a server its callers can name.
			if r := c.resultRef(fn, i, nil); r.Root == rootParam || r.Root == rootGlobal {
				names = append(names, resultName{Index: i, Name: r})
			}
			continue
		}
		for _, prompt := range []bool{false, true} {
			if path := entryPath(res.At(i).Type(), prompt); path != nil {
				if r := c.resultRef(fn, i, path); r.Root != rootUnknown {
					names = append(names, resultName{Index: i, Path: path, Name: r})
				}
			}
		}
	}
	return names
}
