package pkgssa_test

import (
	"maps"
	"slices"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/internal/pkgssa"
	"github.com/mcpvet/mcpvet/internal/suitetest"
)

const src = `package p

import (
	"errors"
	"fmt"
	"strings"
)

var _ error = (*myErr)(nil)

type myErr struct{}

func (*myErr) Error() string { return "" }

func F(b *strings.Builder) string {
	b.WriteString(strings.ToUpper("x"))
	return fmt.Sprint(b.String(), strings.ToLower("Y"))
}

func G(err error) bool { var e *myErr; return errors.As(err, &e) }

func H() *strings.Reader { return nil }
`

func TestBuild(t *testing.T) {
	pass := suitetest.CheckFile(t, src)
	p := pkgssa.Build(pass)

	// Imports are created with the package-level functions used, and
	// the package initializer, only.
	want := map[string][]string{
		"strings": {"ToLower", "ToUpper", "init"},
		"fmt":     {"Sprint", "init"},
		"errors":  {"As", "init"},
	}
	for path, members := range want {
		ip := p.Prog.ImportedPackage(path)
		if ip == nil {
			t.Errorf("%s: not created", path)
			continue
		}
		if got := slices.Sorted(maps.Keys(ip.Members)); !slices.Equal(got, members) {
			t.Errorf("%s: members %v, want %v", path, got, members)
		}
		for _, name := range members[:len(members)-1] {
			if fn := ip.Func(name); fn == nil || fn.Synthetic != "from type information" || fn.Blocks != nil {
				t.Errorf("%s.%s: want a body-less function from type information, got %v", path, name, fn)
			}
		}
	}

	// F's calls: the imported functions are the created members; the
	// method of the imported type is created on demand.
	var callees []string
	for _, b := range p.Func("F").Blocks {
		for _, in := range b.Instrs {
			if c, ok := in.(*ssa.Call); ok {
				if fn := c.Call.StaticCallee(); fn != nil {
					callees = append(callees, fn.String()+" # "+fn.Synthetic)
				}
			}
		}
	}
	wantCallees := []string{
		"strings.ToUpper # from type information",
		"(*strings.Builder).WriteString # from type information (on demand)",
		"(*strings.Builder).String # from type information (on demand)",
		"strings.ToLower # from type information",
		"fmt.Sprint # from type information",
	}
	if !slices.Equal(callees, wantCallees) {
		t.Errorf("F calls\n%q\nwant\n%q", callees, wantCallees)
	}
}
