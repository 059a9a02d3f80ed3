package dualreg

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/accesspath"
	"github.com/mcpvet/mcpvet/internal/gotypes"
)

// everyElement generalises a name taken from the current element of a range
// loop over a slice, such as caps[i].Name, to every element, caps[].Name,
// when the instruction at that registers it (or appends it to the slice that
// is registered) runs in every iteration. Two loops over one table, one
// registering each element as a tool and one as a prompt, then register the
// same names. The name no longer depends on the loop's index.
func (c *checker) everyElement(r ref, at ssa.Instruction) ref {
	out := r
	for i, e := range r.Path {
		idx, ok := c.indexVals[e]
		if !ok {
			continue
		}
		header, body, coll := rangeLoop(idx)
		if header == nil || !everyIteration(at, header, body) || earlyExit(header, body) {
			continue
		}
		// The loop must range over the slice it indexes.
		prefix := ref{Root: r.Root, Index: r.Index, Key: r.Key, Path: r.Path[:i+1]}
		if c.ref(coll, accesspath.Path{e}).key() != prefix.key() {
			continue
		}
		if out.Path[i] == e {
			out.Path = slices.Clone(out.Path)
		}
		out.Path[i] = accesspath.AnyElem
		out.deps = slices.DeleteFunc(slices.Clone(out.deps), func(d ssa.Instruction) bool { return d == idx })
	}
	return out
}

// rangeLoop recognises the index of a range loop over a slice, as the SSA
// builder lays it out:
//
//	header: p = phi [-1, v]; v = p + 1; if v < len(coll) goto body else done
//
// and returns the loop's header and body blocks and the slice ranged over.
func rangeLoop(v ssa.Instruction) (header, body *ssa.BasicBlock, coll ssa.Value) {
	inc, ok := v.(*ssa.BinOp)
	if !ok || inc.Op != token.ADD || !isConst(inc.Y, 1) {
		return nil, nil, nil
	}
	phi, ok := inc.X.(*ssa.Phi)
	if !ok || phi.Block() != inc.Block() || len(phi.Edges) != 2 || !isConst(phi.Edges[0], -1) || phi.Edges[1] != inc {
		return nil, nil, nil
	}
	header = inc.Block()
	branch, ok := header.Instrs[len(header.Instrs)-1].(*ssa.If)
	if !ok {
		return nil, nil, nil
	}
	cmp, ok := branch.Cond.(*ssa.BinOp)
	if !ok || cmp.Op != token.LSS || cmp.X != inc {
		return nil, nil, nil
	}
	n, ok := cmp.Y.(*ssa.Call)
	if !ok {
		return nil, nil, nil
	}
	if b, ok := n.Common().Value.(*ssa.Builtin); !ok || b.Name() != "len" {
		return nil, nil, nil
	}
	return header, header.Succs[0], n.Common().Args[0]
}

// everyIteration reports whether instruction at, in the body of the loop
// with the given header, runs in every iteration that returns to the
// header: its block dominates every edge back to the header. An iteration
// left by continue, or an instruction under an if, does not.
func everyIteration(at ssa.Instruction, header, body *ssa.BasicBlock) bool {
	blk := at.Block()
	if blk == nil || blk.Parent() != header.Parent() || !body.Dominates(blk) {
		return false
	}
	for _, pred := range header.Preds {
		if body.Dominates(pred) && !blk.Dominates(pred) {
			return false
		}
	}
	return true
}

// earlyExit reports whether the loop with the given header and body can be
// left other than by its header (a break, a return, a goto out): then the
// iterations after it do not run, and not every element is reached.
// Blocks that panic end the program's run, not the loop's.
func earlyExit(header, body *ssa.BasicBlock) bool {
	for _, b := range header.Parent().Blocks {
		if !body.Dominates(b) {
			continue
		}
		if len(b.Succs) == 0 {
			if _, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				return true
			}
		}
		for _, s := range b.Succs {
			if s != header && !body.Dominates(s) {
				return true
			}
		}
	}
	return false
}

func isConst(v ssa.Value, want int64) bool {
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.Int {
		return false
	}
	got, exact := constant.Int64Val(k.Value)
	return exact && got == want
}

// tableCallees returns the functions a call of a function value runs when,
// in every iteration of a range loop over a literal table of functions, it
// calls the current element:
//
//	for _, register := range []func(*mcp.Server){tools.Register, prompts.Register} {
//		register(s)
//	}
func (c *checker) tableCallees(call ssa.CallInstruction) []*ssa.Function {
	load, ok := call.Common().Value.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return nil
	}
	elem, ok := load.X.(*ssa.IndexAddr)
	if !ok {
		return nil
	}
	idx, ok := elem.Index.(ssa.Instruction)
	if !ok {
		return nil
	}
	header, body, coll := rangeLoop(idx)
	if header == nil || coll != elem.X || !everyIteration(call, header, body) {
		return nil
	}
	arr := c.literal(coll)
	if arr == nil {
		return nil
	}
	n := gotypes.Deref(arr.Type()).Underlying().(*types.Array).Len()
	fns := make([]*ssa.Function, n)
	for _, r := range *arr.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok || ia.X != arr {
			continue
		}
		k, ok := ia.Index.(*ssa.Const)
		if !ok || k.Value == nil {
			return nil
		}
		i, _ := constant.Int64Val(k.Value)
		for _, s := range *ia.Referrers() {
			if st, ok := s.(*ssa.Store); ok && st.Addr == ia {
				fn, ok := st.Val.(*ssa.Function)
				if !ok || i < 0 || i >= n || fns[i] != nil {
					return nil
				}
				fns[i] = fn
			}
		}
	}
	if slices.Contains(fns, nil) {
		return nil
	}
	return fns
}

// literal returns the array of a slice literal that v is, directly, through
// a local variable or through a package-level variable assigned once.
func (c *checker) literal(v ssa.Value) *ssa.Alloc {
	for range 8 {
		switch x := v.(type) {
		case *ssa.Slice:
			if a, ok := x.X.(*ssa.Alloc); ok && x.Low == nil && x.High == nil {
				if _, ok := gotypes.Deref(a.Type()).Underlying().(*types.Array); ok {
					return a
				}
			}
			return nil
		case *ssa.UnOp:
			g, ok := x.X.(*ssa.Global)
			if x.Op != token.MUL || !ok || g.Pkg != c.pkg || len(c.globalStores()[g]) != 1 {
				return nil
			}
			v = c.globalStores()[g][0].Val
		default:
			return nil
		}
	}
	return nil
}
