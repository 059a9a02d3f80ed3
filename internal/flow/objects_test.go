package flow

import "testing"

// TestSubObjectsBelowBound checks the folding of access paths below the
// depth bound: one object per last key, so that the fields of a record
// reached through a long path (a client, its tools and its prompts) stay
// apart, and the number of objects stays finite on a recursive path.
func TestSubObjectsBelowBound(t *testing.T) {
	g := &graph{solver: newSolver(), subObjs: map[subKey]label{}}
	root := g.symLabel(&symRoot{glob: "p.servers"}, "")
	deep := root
	for range maxDepth {
		deep = g.sub(deep, ".next")
	}
	if d := g.obj(deep).depth; d != maxDepth {
		t.Fatalf("depth after %d keys = %d, want %d", maxDepth, d, maxDepth)
	}
	tools, prompts, client := g.sub(deep, ".Tools"), g.sub(deep, ".Prompts"), g.sub(deep, ".Client")
	if tools == prompts || tools == client || prompts == client {
		t.Errorf("fields below the bound are merged: Tools %d, Prompts %d, Client %d", tools, prompts, client)
	}
	if tools == deep {
		t.Errorf("a field below the bound is its record: %d", tools)
	}
	// x.….Tools.Prompts is x.….Prompts; x.….Tools.Tools is x.….Tools.
	if got := g.sub(tools, ".Prompts"); got != prompts {
		t.Errorf("deeper path not folded into the object for its last key: got %d, want %d", got, prompts)
	}
	if got := g.sub(tools, ".Tools"); got != tools {
		t.Errorf("recursive path below the bound makes a new object: got %d, want %d", got, tools)
	}
	if g.obj(tools).path == g.obj(prompts).path {
		t.Errorf("folded objects share the access path %q", g.obj(tools).path)
	}
}
