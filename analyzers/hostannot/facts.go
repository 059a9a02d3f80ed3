package hostannot

import (
	"fmt"
	"go/token"
	"sort"
	"strings"
)

// HintFact summarises, for the packages that call a function, the
// annotation hints it sets on an entry whose identity its callers provide:
// the caller that passes prompt-derived data is where the finding is.
type HintFact struct {
	Hints []ParamHint
}

// AFact marks HintFact as an analysis fact.
func (*HintFact) AFact() {}

func (f *HintFact) String() string {
	var parts []string
	for _, h := range f.Hints {
		parts = append(parts, h.String())
	}
	return "hints:" + strings.Join(parts, ",")
}

// ParamHint is one hint a function sets (itself or through functions it
// calls) on an entry named by its parameters.
type ParamHint struct {
	Hint  string // "ReadOnlyHint", ...
	Value bool   // the permissive value it is set to
	// Params are the parameters the entry's identity derives from, or
	// that are the entry.
	Params []int
	// HintParam is -1 if the hint is set to the permissive constant, or
	// the parameter whose value the hint takes; Ptr tells whether that
	// parameter is a *bool.
	HintParam int
	Ptr       bool
	// Returned tells that the function returns the struct that holds
	// the hint (set to its permissive constant), or the option or
	// options that set it: the entry is what the caller puts it in, or
	// the constructor the caller passes it to.
	Returned bool
	// Pos is where the hint is set, and Setter the function that sets
	// it, as shown to users.
	Pos    token.Position
	Setter string
	// Source, if set, is a prompts/list source the entry derives from
	// inside the function itself (then only the hint's value is the
	// caller's).
	Source *SourceRef
	// Host tells that the hint is in a struct of the host's own that the
	// function neither puts in a tool entry nor lets go anywhere but
	// back to its callers (reach.go): a caller's finding needs the struct
	// to reach a tool entry's use from the call.
	Host bool
}

// SourceRef is a prompts/list source recorded in a fact.
type SourceRef struct {
	Pos  token.Position
	Desc string
}

func (h ParamHint) String() string {
	ret := ""
	if h.Returned {
		ret = " returned"
	}
	return fmt.Sprintf("%s=%v@%s:%d params%v hintParam%d%s", h.Hint, h.Value, shortFile(h.Pos.Filename), h.Pos.Line, h.Params, h.HintParam, ret)
}

// key identifies a summary for deduplication.
func (h ParamHint) key() string {
	return fmt.Sprintf("%s|%s|%v|%d|%v", h.Pos, h.Hint, h.Params, h.HintParam, h.Returned)
}

func shortFile(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		return name[i+1:]
	}
	return name
}

func sortHints(hs []ParamHint) {
	sort.SliceStable(hs, func(i, j int) bool {
		a, b := hs[i].Pos, hs[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Offset != b.Offset {
			return a.Offset < b.Offset
		}
		return hs[i].key() < hs[j].key()
	})
}
