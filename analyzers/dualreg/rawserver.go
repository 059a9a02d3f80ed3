package dualreg

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/gotypes"
	"github.com/mcpvet/mcpvet/internal/ssaval"
)

// Hand-rolled servers. A server that speaks JSON-RPC itself, without an
// SDK, registers its tools and prompts by listing them: the code that
// dispatches its requests routes the method "tools/list" to a handler that
// answers with one entry per tool, and "prompts/list" to one that answers
// with one entry per prompt:
//
//	func (s *server) handle(req request) any {
//		switch req.Method {
//		case "tools/list":
//			return s.listTools()
//		case "prompts/list":
//			return s.listPrompts()
//		}
//		...
//	}
//
// The dispatcher is a switch on a string (or comparisons with the method
// constants, or a map from method strings to handlers) that routes both
// methods to methods called on one variable: the server. An entry is a
// composite literal (a map with a "name" key, or a struct with a field
// Name or JSON-tagged "name") that is an element of the list put under the
// "tools" ("prompts") key or field of the handler's result, or of a slice
// the handler returns; an entry a helper of the package builds from its
// parameter is named by the helper's argument. A tool entry and a prompt
// entry of one server are one capability when their names are made from
// the same values (records.go's rule: concatenation, fmt.Sprintf, case and
// trimming functions of package strings, constant parts ignored), values
// the two handlers name alike: made from the server, constants and
// package-level variables through fields, elements, method calls and
// calls of functions. A client that sends "tools/list" requests routes
// nothing and is not a server.

// The list methods, and the keys of their results' lists.
var listMethods = map[string]string{"tools/list": "tools", "prompts/list": "prompts"}

// rawServer is one hand-rolled server: the methods that one function's
// dispatcher routes each list method to, all called on one variable.
type rawServer struct {
	handlers map[string][]*types.Func // by list method
}

// findRawServers returns the hand-rolled servers whose dispatchers are in
// this package's syntax and route both "tools/list" and "prompts/list".
func (c *checker) findRawServers() []rawServer {
	var out []rawServer
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			routes := map[*types.Var]map[string][]*types.Func{}
			var servers []*types.Var
			add := func(method string, n ast.Node, deep bool) {
				ast.Inspect(n, func(n ast.Node) bool {
					if x, fn := c.methodValue(n); fn != nil {
						if routes[x] == nil {
							routes[x] = map[string][]*types.Func{}
							servers = append(servers, x)
						}
						if !slices.Contains(routes[x][method], fn) {
							routes[x][method] = append(routes[x][method], fn)
						}
					}
					return deep
				})
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.SwitchStmt:
					for _, cc := range n.Body.List {
						cc := cc.(*ast.CaseClause)
						for _, e := range cc.List {
							if m := c.routed(e, n.Tag != nil); m != "" {
								for _, st := range cc.Body {
									add(m, st, true)
								}
							}
						}
					}
				case *ast.IfStmt:
					if m := c.routed(n.Cond, false); m != "" {
						add(m, n.Body, true)
					}
				case *ast.AssignStmt:
					if len(n.Lhs) == len(n.Rhs) {
						for i, l := range n.Lhs {
							if ix, ok := l.(*ast.IndexExpr); ok && c.isMap(ix.X) {
								if m := c.listMethod(ix.Index); m != "" {
									add(m, ast.Unparen(n.Rhs[i]), false)
								}
							}
						}
					}
				case *ast.CompositeLit:
					if c.isMap(n) {
						for _, e := range n.Elts {
							if kv, ok := e.(*ast.KeyValueExpr); ok {
								if m := c.listMethod(kv.Key); m != "" {
									add(m, ast.Unparen(kv.Value), false)
								}
							}
						}
					}
				}
				return true
			})
			for _, x := range servers {
				if len(routes[x]) == len(listMethods) {
					out = append(out, rawServer{handlers: routes[x]})
				}
			}
		}
	}
	return out
}

// routed returns the list method that a case of a switch (on a string when
// tagged; else a condition) or the condition of an if routes to its body:
// the method's constant, or a comparison of a value with it.
func (c *checker) routed(e ast.Expr, tagged bool) string {
	if tagged {
		return c.listMethod(e)
	}
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.EQL {
		if m := c.listMethod(b.X); m != "" {
			return m
		}
		return c.listMethod(b.Y)
	}
	return ""
}

// listMethod returns "tools/list" or "prompts/list" if e is that constant.
func (c *checker) listMethod(e ast.Expr) string {
	tv := c.pass.TypesInfo.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	if m := constant.StringVal(tv.Value); listMethods[m] != "" {
		return m
	}
	return ""
}

func (c *checker) isMap(e ast.Expr) bool {
	t := c.pass.TypesInfo.TypeOf(e)
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Map)
	return ok
}

// methodValue returns, for x.M (called or not) where x is a variable and M
// a method of this package, x and M.
func (c *checker) methodValue(n ast.Node) (*types.Var, *types.Func) {
	sel, ok := n.(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	s := c.pass.TypesInfo.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return nil, nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil, nil
	}
	x, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	fn, _ := s.Obj().(*types.Func)
	if !ok || fn == nil || fn.Pkg() != c.pass.Pkg {
		return nil, nil
	}
	return x, fn
}

// listed is one entry of a list handler's result: the registration it
// makes, and the values its name is made from.
type listed struct {
	reg
	from map[string]bool
}

// pairRawServers reports, for each hand-rolled server, the capabilities it
// lists both as a tool and as a prompt: one pair per set of values, the one
// completed earliest in source order.
func (c *checker) pairRawServers() {
	for _, srv := range c.raw {
		var tools, prompts []listed
		for _, h := range srv.handlers["tools/list"] {
			tools = append(tools, c.listEntries(h, false)...)
		}
		for _, h := range srv.handlers["prompts/list"] {
			prompts = append(prompts, c.listEntries(h, true)...)
		}
		best := map[string][2]*reg{}
		var order []string
		for i := range tools {
			for j := range prompts {
				t, p := &tools[i], &prompts[j]
				if !maps.Equal(t.from, p.from) {
					continue
				}
				k := strings.Join(slices.Sorted(maps.Keys(t.from)), "\x1f")
				if b, ok := best[k]; !ok {
					order = append(order, k)
				} else if !c.earlier(&t.reg, &p.reg, b[0], b[1]) {
					continue
				}
				best[k] = [2]*reg{&t.reg, &p.reg}
			}
		}
		for _, k := range order {
			t, p := best[k][0], best[k][1]
			if id := c.reportID(t, p); !c.reported[id] {
				c.reported[id] = true
				c.report(t, p, oneList)
			}
		}
	}
}

// listEntries returns the entries that handler h of a list method puts in
// its result, as prompt or tool registrations.
func (c *checker) listEntries(h *types.Func, prompt bool) []listed {
	fn := c.pkg.Prog.FuncValue(h)
	if fn == nil || c.body(fn) == nil || len(fn.Params) == 0 {
		return nil
	}
	recv := fn.Params[0]
	key, method := "tools", "tools/list"
	if prompt {
		key, method = "prompts", "prompts/list"
	}
	var lists []ssa.Value
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case *ssa.MapUpdate:
				if constKey(instr.Key) == key {
					lists = append(lists, instr.Value)
				}
			case *ssa.Store:
				if fa, ok := instr.Addr.(*ssa.FieldAddr); ok && hasField(gotypes.Deref(fa.X.Type()), fa.Field, strings.ToUpper(key[:1])+key[1:], key) {
					lists = append(lists, instr.Val)
				}
			case *ssa.Return:
				for _, v := range instr.Results {
					if _, ok := v.Type().Underlying().(*types.Slice); ok {
						lists = append(lists, v)
					}
				}
			}
		}
	}
	var out []listed
	seen := map[*ssa.Phi]bool{}
	for _, l := range lists {
		for _, e := range c.elements(ssaval.Unwrap(l), seen) {
			for _, at := range elementAddrs(e) {
				n, ok := c.entryName(at, recv, 0)
				if !ok {
					continue
				}
				from, ok := c.rawOrigins(n.recv).of(ssaval.Unwrap(n.val))
				if !ok || len(from) == 0 {
					continue
				}
				r := reg{Prompt: prompt, API: method + " in " + ssaval.FuncName(fn)}
				if s, ok := ssaval.ConstString(n.val); ok {
					r.Name = ref{Root: rootConst, Key: s}
				} else {
					r.Display = types.ExprString(n.expr)
				}
				c.setSite(&r, n.expr.Pos(), n.expr.End())
				out = append(out, listed{reg: r, from: from})
			}
		}
	}
	return out
}

// elementAddrs returns the addresses of element e of a slice literal.
func elementAddrs(e element) []ssa.Value {
	arr, ok := e.base.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var out []ssa.Value
	for _, r := range *arr.Referrers() {
		if ia, ok := r.(*ssa.IndexAddr); ok && ia.X == arr {
			if k, ok := ia.Index.(*ssa.Const); ok && k.Value != nil && accesspath.Elem("c:"+k.Value.ExactString()) == e.sel {
				out = append(out, ia)
			}
		}
	}
	return out
}

// entryNameOf is the name of a list entry: the value, the expression that
// gives it, and the receiver of the handler it may be made from (nil when
// a helper makes it from something other than its parameters).
type entryNameOf struct {
	val  ssa.Value
	expr ast.Expr
	recv *ssa.Parameter
}

// entryName returns the name of the entry v is (or that address v holds):
// the "name" of a map literal, the Name (or JSON "name") field of a struct
// literal, or that of the entry a helper of this package returns, named by
// the helper's argument when the helper names it by its parameter.
func (c *checker) entryName(v ssa.Value, recv *ssa.Parameter, depth int) (entryNameOf, bool) {
	if depth > 8 {
		return entryNameOf{}, false
	}
	switch v := ssaval.Unwrap(v).(type) {
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return c.entryName(v.X, recv, depth+1)
		}
	case *ssa.MakeMap:
		var name *ssa.MapUpdate
		for _, r := range *v.Referrers() {
			if u, ok := r.(*ssa.MapUpdate); ok && u.Map == v && constKey(u.Key) == "name" {
				if name != nil {
					return entryNameOf{}, false
				}
				name = u
			}
		}
		if name != nil {
			return c.literalName(name.Value, name.Pos(), recv)
		}
	case *ssa.Alloc, *ssa.IndexAddr:
		var name, whole *ssa.Store
		n := 0
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr == v {
					whole = r
					n++
				}
			case *ssa.FieldAddr:
				if r.X == v && hasField(gotypes.Deref(v.Type()), r.Field, nameField, "name") {
					for _, s := range *r.Referrers() {
						if st, ok := s.(*ssa.Store); ok && st.Addr == r {
							name = st
							n++
						}
					}
				}
			}
		}
		switch {
		case n != 1:
		case name != nil:
			return c.literalName(name.Val, name.Pos(), recv)
		case whole != nil:
			return c.entryName(whole.Val, recv, depth+1)
		}
	case *ssa.Call:
		callee := v.Common().StaticCallee()
		if callee == nil || c.body(callee) == nil || callee.Signature.Results().Len() != 1 {
			break
		}
		var res []entryNameOf
		for _, b := range callee.Blocks {
			if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				if n, ok := c.entryName(ret.Results[0], nil, depth+1); ok {
					res = append(res, n)
				}
			}
		}
		if len(res) != 1 {
			break
		}
		p, ok := ssaval.Unwrap(res[0].val).(*ssa.Parameter)
		if !ok {
			return res[0], true
		}
		i := slices.Index(callee.Params, p)
		j := i // the argument's index in the call expression
		if callee.Signature.Recv() != nil {
			j-- // the receiver is not among the call's arguments
		}
		call := c.callExpr(v.Common().Pos())
		if call == nil || j < 0 || j >= len(call.Args) || callee.Signature.Variadic() && i == len(callee.Params)-1 {
			break
		}
		return entryNameOf{val: v.Common().Args[i], expr: call.Args[j], recv: recv}, true
	}
	return entryNameOf{}, false
}

// literalName returns the name val of an entry literal, given at the colon
// of its key-value element.
func (c *checker) literalName(val ssa.Value, colon token.Pos, recv *ssa.Parameter) (entryNameOf, bool) {
	kv := c.syntax().kvs[colon]
	if kv == nil {
		return entryNameOf{}, false
	}
	return entryNameOf{val: val, expr: kv.Value, recv: recv}, true
}

// rawOrigins is how the origins (origins.go) of the names of list entries
// are found: a name is a value of the handler with receiver recv, its
// conversions looked through (ssaval.Unwrap), and a value is keyed alike
// in every handler of one server (rawKey); a constant by its normalized
// name, as a ref of it is.
func (c *checker) rawOrigins(recv *ssa.Parameter) originRules[ssa.Value] {
	return originRules[ssa.Value]{
		maxDepth: 16,
		constant: func(v ssa.Value) (string, bool) {
			s, ok := ssaval.ConstString(v)
			return ref{Root: rootConst, Key: s}.key(), ok
		},
		operands: func(v ssa.Value) ([]ssa.Value, bool) {
			ops, ok := c.stringOperands(v)
			out := make([]ssa.Value, len(ops))
			for i, op := range ops {
				out[i] = ssaval.Unwrap(op)
			}
			return out, ok
		},
		key: func(v ssa.Value) string { return rawKey(v, recv, 0) },
	}
}

// rawKey names a value by how it is computed from the server (recv, the
// handler's receiver), constants and package-level variables: through
// fields, elements (any element of a table, "[]"), loads, results of calls
// and method calls. Two handlers of one server that compute a value alike
// name it alike; "" is a value that cannot be named so.
func rawKey(v ssa.Value, recv *ssa.Parameter, depth int) string {
	if depth > 32 {
		return ""
	}
	sub := func(x ssa.Value) string { return rawKey(x, recv, depth+1) }
	suffix := func(x ssa.Value, s string) string {
		if k := sub(x); k != "" {
			return k + s
		}
		return ""
	}
	index := func(i ssa.Value) string {
		if k, ok := i.(*ssa.Const); ok && k.Value != nil {
			return string(accesspath.Elem(k.Value.ExactString()))
		}
		return string(accesspath.AnyElem)
	}
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value == nil {
			return "nil"
		}
		return "c:" + v.Value.ExactString()
	case *ssa.Parameter:
		if recv != nil && v == recv {
			return "recv"
		}
	case *ssa.Global:
		return "g:" + globalName(v)
	case *ssa.Alloc:
		// A local variable stored once, as a range loop's element is.
		var val ssa.Value
		for _, r := range *v.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == v {
				if val != nil {
					return ""
				}
				val = st.Val
			}
		}
		if val != nil && !fieldStores(v) {
			return sub(val)
		}
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return sub(v.X)
		}
	case *ssa.MakeInterface:
		return sub(v.X)
	case *ssa.ChangeType:
		return sub(v.X)
	case *ssa.ChangeInterface:
		return sub(v.X)
	case *ssa.Convert:
		return sub(v.X)
	case *ssa.Slice:
		if v.Low == nil && v.High == nil && v.Max == nil {
			return sub(v.X)
		}
	case *ssa.TypeAssert:
		return suffix(v.X, ".("+v.AssertedType.String()+")")
	case *ssa.FieldAddr, *ssa.Field:
		x, field, _ := ssaval.SelectedField(v)
		return suffix(x, string(accesspath.FieldOf(x.Type(), field)))
	case *ssa.IndexAddr:
		return suffix(v.X, index(v.Index))
	case *ssa.Index:
		return suffix(v.X, index(v.Index))
	case *ssa.Lookup:
		return suffix(v.X, index(v.Index))
	case *ssa.Next:
		if rng, ok := v.Iter.(*ssa.Range); ok {
			return suffix(rng.X, string(accesspath.AnyElem))
		}
	case *ssa.Extract:
		return suffix(v.Tuple, string(accesspath.Result(v.Index)))
	case *ssa.Phi:
		k := ""
		for _, e := range v.Edges {
			if e == v {
				continue
			}
			ek := sub(e)
			if ek == "" || k != "" && ek != k {
				return ""
			}
			k = ek
		}
		return k
	case *ssa.Call:
		common := v.Common()
		var fn string
		switch {
		case common.IsInvoke():
			if fn = sub(common.Value); fn == "" {
				return ""
			}
			fn += "." + common.Method.Name()
		case common.StaticCallee() != nil:
			fn = common.StaticCallee().String()
		default:
			return "" // a builtin or a function value
		}
		args := make([]string, len(common.Args))
		for i, a := range common.Args {
			if args[i] = sub(a); args[i] == "" {
				return ""
			}
		}
		return fn + "(" + strings.Join(args, ",") + ")"
	}
	return ""
}

// hasField reports whether field i of struct t is named name or carries
// the JSON name tag.
func hasField(t types.Type, i int, name, tag string) bool {
	st, ok := t.Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return false
	}
	if st.Field(i).Name() == name {
		return true
	}
	return gotypes.JSONTagName(st, i) == tag
}

// constKey returns the string constant a map key is, or "".
func constKey(v ssa.Value) string {
	s, _ := ssaval.ConstString(v)
	return s
}
