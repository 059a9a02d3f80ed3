package promptreach

import (
	_ "embed"
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/internal/analysisdoc"
	"github.com/mcpvet/mcpvet/internal/flow"
	"github.com/mcpvet/mcpvet/internal/incomplete"
	"github.com/mcpvet/mcpvet/internal/suppress"
)

//go:embed doc.go
var doc string

// Analyzer is the promptreach analyzer.
var Analyzer = &analysis.Analyzer{
	Name:       "promptreach",
	Doc:        analysisdoc.MustExtract(doc, "promptreach"),
	URL:        "https://pkg.go.dev/github.com/mcpvet/mcpvet/analyzers/promptreach",
	Requires:   []*analysis.Analyzer{flow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	Run:        run,
}

// Result is what a driver may want to know of the run beyond diagnostics.
type Result struct {
	// DispatchMatched lists the -dispatch entries that name a function of
	// the package (an entry no package matches names nothing: the mcpvet
	// command warns of it).
	DispatchMatched []string
	// Entries counts the model dispatch entries found in the package, and
	// Sinks its prompts/get call sites: a driver can say when it saw
	// prompts/get calls but no dispatch to judge them by.
	Entries, Sinks int
}

func init() {
	Analyzer.Flags.Func("dispatch", "comma-separated `list` of extra dispatch entries: pkgpath.Func or pkgpath.Type.Method (an empty value clears the list)", func(s string) error {
		// The engine finds the entries (its facts say which functions
		// are entries), so the list is its flag's.
		return flow.Analyzer.Flags.Set("dispatch", s)
	})
	Analyzer.Flags.Func("userselect", "strict mode: comma-separated `list` of the functions that handle a person's prompt selection: pkgpath.Func or pkgpath.Type.Method", func(s string) error {
		return flow.Analyzer.Flags.Set("userselect", s)
	})
	Analyzer.Flags.BoolFunc("strict", "report every path to prompts/get that does not start at a user selection (//mcpvet:userselect or -userselect)", func(s string) error {
		return flow.Analyzer.Flags.Set("strict", s)
	})
}

func run(pass *analysis.Pass) (any, error) {
	suppress.Wrap(pass, "promptreach")
	res := pass.ResultOf[flow.Analyzer].(*flow.Result)
	for _, p := range res.Directives {
		pass.Report(problem(p))
	}
	for _, d := range res.Dispatch {
		pass.Report(dispatch(pass, d))
	}
	for _, f := range res.Flattened {
		pass.Report(flattened(pass, f))
	}
	for _, s := range res.Strict {
		pass.Report(strict(pass, s))
	}
	for _, m := range res.Stale {
		pass.Report(stale(m))
	}
	for _, c := range res.Cuts {
		incomplete.Report(pass, c)
	}
	return &Result{DispatchMatched: res.DispatchMatched, Entries: res.Entries, Sinks: res.Sinks}, nil
}

// CheckDispatch checks one entry of the -dispatch list, as the flag does
// (for drivers that take the list from their own configuration).
func CheckDispatch(d string) error { return flow.CheckDispatch(d) }
