package dualreg

import (
	"go/token"
	"strconv"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/sdk"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// A summary is what a function registers, directly or through the
// functions it calls, and what it removes (removal.go).
type summary struct {
	all      []reg // every registration that is not removed again, and every removal, in the function's terms
	exported []reg // those on a server the callers can name; removals only if every run makes them
}

// summary computes (once) the summary of fn, a function of this package.
// Recursion is cut: a function that is still being summarised contributes
// nothing to its callers inside the cycle.
func (c *checker) summary(fn *ssa.Function) *summary {
	if s, ok := c.sums[fn]; ok {
		return s
	}
	s := &summary{}
	c.sums[fn] = s
	var all []reg
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case ssa.CallInstruction:
				all = append(all, c.callRegs(instr)...)
			case *ssa.MakeClosure:
				if !onlyCalled(instr) {
					// A closure handed to someone else (a hook, a
					// goroutine helper, sync.Once) is taken to run with
					// the variables it captures; its parameters are
					// unknown.
					// Its removals run at a time nobody knows.
					fn := instr.Fn.(*ssa.Function)
					all = append(all, c.substitute(registrations(c.summary(fn).exported), fn, instr, nil, instr.Bindings)...)
				}
			}
		}
	}
	s.all = live(fn, dedupe(all))
	s.exported = exportedRemovals(fn, c.export(fn, s.all))
	return s
}

// callRegs returns the registrations a call makes, in the caller's terms.
// Calls through interfaces are not followed, nor calls of function values
// other than the elements of a table of functions called in a loop.
func (c *checker) callRegs(call ssa.CallInstruction) []reg {
	common := call.Common()
	if common.IsInvoke() {
		return nil
	}
	callee := common.StaticCallee()
	if callee == nil {
		var regs []reg
		for _, fn := range c.tableCallees(call) {
			regs = append(regs, c.calleeRegs(call, fn, nil)...)
		}
		return regs
	}
	if obj := ssaval.FuncObject(callee); obj != nil {
		f, prompt := registration(obj)
		rm := sdk.LookupRemoval(obj)
		if f != nil || rm != nil {
			var regs []reg
			if f != nil {
				regs = c.direct(call, obj, f, prompt)
			}
			if rm != nil {
				regs = append(regs, c.removals(call, obj, rm)...)
			}
			return regs
		}
	}
	var free []ssa.Value
	if mc, ok := common.Value.(*ssa.MakeClosure); ok {
		free = mc.Bindings
	}
	return c.calleeRegs(call, callee, free)
}

// calleeRegs returns the registrations that call makes by calling callee, a
// function of this package or one with a fact.
func (c *checker) calleeRegs(call ssa.CallInstruction, callee *ssa.Function, free []ssa.Value) []reg {
	var regs []reg
	if fn := c.body(callee); fn != nil {
		regs = c.summary(fn).exported
	} else if fact := c.registrar(ssaval.FuncObject(callee)); fact != nil {
		regs = fact.Regs
	}
	return c.substitute(regs, callee, call, call.Common().Args, free)
}

// substitute rewrites the registrations of callee, which via calls (or
// creates), in the caller's terms: the callee's parameters, free variables
// and results become the arguments, bindings and value of the call.
// Registrations on a server the caller cannot name are dropped.
func (c *checker) substitute(regs []reg, callee *ssa.Function, via ssa.Instruction, args, free []ssa.Value) []reg {
	if len(regs) == 0 {
		return nil
	}
	viaName := ssaval.FuncName(callee)
	at, atEnd := c.callSpan(instrPos(via))
	var out []reg
	for _, r := range regs {
		n := r
		n.Server = c.subst(r.Server, via, args, free)
		if n.Server.key() == "" {
			continue
		}
		n.Name = c.everyElement(c.subst(r.Name, via, args, free), via)
		src := r.rec
		if src.key() == "" {
			src = r.Name // a fact's registration
		}
		c.recordMode = true
		n.rec = c.everyElement(c.subst(src, via, args, free), via)
		c.recordMode = false
		n.via, n.exec = via, via
		n.callee = callee.String()
		n.inner = r.Server.key() + "|" + r.Name.key()
		// Reports go where the registration is in this package, unless
		// this call gives it its name.
		switch r.Name.Root {
		case rootParam, rootFree, rootResult:
			n.at = token.NoPos
		}
		if !n.at.IsValid() {
			n.at, n.atEnd, n.viaName = at, atEnd, viaName
		}
		out = append(out, n)
	}
	return out
}

// subst rewrites one ref of a callee in the caller's terms. A value local
// to the callee is a new value at each call: it is qualified by the call,
// on which it then depends.
func (c *checker) subst(r ref, via ssa.Instruction, args, free []ssa.Value) ref {
	switch r.Root {
	case rootParam:
		if r.Index < len(args) {
			return c.ref(args[r.Index], r.Path)
		}
		return ref{}
	case rootFree:
		if r.Index < len(free) {
			return c.ref(free[r.Index], r.Path)
		}
		return ref{}
	case rootResult:
		call, ok := via.(*ssa.Call)
		if !ok {
			return ref{}
		}
		if call.Call.Signature().Results().Len() > 1 {
			return c.ref(call, accesspath.Prepend(accesspath.Result(r.Index), r.Path))
		}
		return c.ref(call, r.Path)
	case rootLocal:
		r.Key += "@" + via.Parent().String() + ":" + strconv.Itoa(int(instrPos(via)))
		r.deps = []ssa.Instruction{via}
	}
	return r
}

// export selects the registrations fn's callers can see: those on a
// parameter, a free variable or a package-level variable, and those on a
// server fn returns (as a result) or stores in a package-level variable.
func (c *checker) export(fn *ssa.Function, all []reg) []reg {
	handoff := map[string][]ref{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case *ssa.Return:
				for i, v := range instr.Results {
					if k := c.ref(v, nil).key(); k != "" {
						handoff[k] = append(handoff[k], ref{Root: rootResult, Index: i})
					}
					c.storedServers(v, func(s ssa.Value, path accesspath.Path) {
						if k := c.ref(s, nil).key(); k != "" {
							handoff[k] = append(handoff[k], ref{Root: rootResult, Index: i, Path: path})
						}
					}, 0)
				}
			case *ssa.Store:
				if g, ok := instr.Addr.(*ssa.Global); ok {
					if k := c.ref(instr.Val, nil).key(); k != "" {
						handoff[k] = append(handoff[k], ref{Root: rootGlobal, Key: globalName(g), Path: accesspath.Path{accesspath.Deref}})
					}
				}
			}
		}
	}
	var out []reg
	for _, r := range all {
		switch r.Server.Root {
		case rootParam, rootFree, rootGlobal:
			out = append(out, r)
		case rootLocal:
			for _, h := range handoff[r.Server.key()] {
				n := r
				n.Server = h
				out = append(out, n)
			}
		}
	}
	return dedupe(out)
}

// storedServers calls f for each MCP server that the function stores in a
// field of the struct v that it builds and returns (&App{srv: s}, by
// pointer or by value; structs in fields of structs too), with the path
// from v to the server: a server made here and handed to the callers inside
// their value, which registrations on it follow.
func (c *checker) storedServers(v ssa.Value, f func(s ssa.Value, path accesspath.Path), depth int) {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X // the value of a struct literal
	}
	a, ok := v.(*ssa.Alloc)
	if !ok || depth > 2 {
		return
	}
	for _, r := range *a.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.X != a {
			continue
		}
		for _, rr := range *fa.Referrers() {
			st, ok := rr.(*ssa.Store)
			if !ok || st.Addr != fa {
				continue
			}
			field, ft := accesspath.FieldOf(a.Type(), fa.Field), gotypes.Deref(fa.Type())
			if sdk.IsServer(st.Val.Type()) {
				f(st.Val, readPart(field, ft, nil))
			} else {
				c.storedServers(st.Val, func(s ssa.Value, path accesspath.Path) { f(s, readPart(field, ft, path)) }, depth+1)
			}
		}
	}
}

// body returns the function of this package whose body a call runs, or nil.
func (c *checker) body(callee *ssa.Function) *ssa.Function {
	if o := callee.Origin(); o != nil {
		callee = o
	}
	if callee.Pkg != c.pkg || callee.Blocks == nil || callee.Synthetic != "" {
		return nil
	}
	return callee
}

// onlyCalled reports whether a closure is only ever called on the spot.
func onlyCalled(mc *ssa.MakeClosure) bool {
	for _, r := range *mc.Referrers() {
		call, ok := r.(ssa.CallInstruction)
		if !ok || call.Common().Value != mc {
			return false
		}
		for _, a := range call.Common().Args {
			if a == mc {
				return false
			}
		}
	}
	return true
}

// dedupe removes repeated registrations (same site, server and name),
// keeping the first.
func dedupe(regs []reg) []reg {
	seen := map[string]bool{}
	out := regs[:0:0]
	for _, r := range regs {
		k := r.id() + "|" + r.Server.key()
		if !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	return out
}

// instrPos returns the position of a call's parenthesis, or of a closure.
func instrPos(instr ssa.Instruction) token.Pos {
	if call, ok := instr.(ssa.CallInstruction); ok {
		return call.Common().Pos()
	}
	return instr.Pos()
}
