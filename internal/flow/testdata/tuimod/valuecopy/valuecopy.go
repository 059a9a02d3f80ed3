package valuecopy // want package:"hot:"

// The package has a method on a pointer receiver, whose stores its callers
// see, and its twin on a value receiver, whose stores change only the
// method's copy of the struct (and are not summarised), except through a
// pointer the copy holds.

// Tool is what a holder keeps.
type Tool interface{ Run(input string) string }

// Inner is a part of a holder.
type Inner struct{ Tool Tool }

// Holder keeps a tool, a part made from it, and a pointer to another
// holder.
type Holder struct {
	Tool Tool
	In   Inner
	Next *Holder
}

func newInner(t Tool) Inner { return Inner{Tool: t} }

// Refresh remakes the caller's part from the caller's tool.
func (h *Holder) Refresh() { // want Refresh:`stores:param0.Tool\*->param0.In.Tool`
	h.refresh()
}

// Refreshed remakes the part of its copy of the holder, and of the holder
// its copy points to, which is the caller's too: only the second is
// summarised. (refresh holds both receivers, so the second is said to be
// made from either holder's tool.)
func (h Holder) Refreshed() { // want Refreshed:`^stores:param0.Tool\*->param0.Next\*.In.Tool stores:param0.Next\*.Tool\*->param0.Next\*.In.Tool$`
	h.refresh()
	h.Next.refresh()
}

func (h *Holder) refresh() { // want refresh:"^$"
	h.In = newInner(h.Tool)
}
