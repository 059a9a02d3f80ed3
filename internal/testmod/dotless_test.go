package testmod

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRewrite(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"module example.com/t\n", "module mcptest\n"},
		{`import "example.com/t/x"`, `import "mcptest/x"`},
		{`import "example.com/t"`, `import "mcptest"`},
		{"// want `via the import of \"example\\.com/t/dualreg/tools\"`", "// want `via the import of \"mcptest/dualreg/tools\"`"},
		{`// want "g:example\\.com/t/a"`, `// want "g:mcptest/a"`},
		{"-dispatch=example.com/t/flagged.Run", "-dispatch=mcptest/flagged.Run"},
		{"example.com/t.Run", "mcptest.Run"},
		{"g:example.com/t/x.srv.*", "g:mcptest/x.srv.*"},
		{`"example.com/tools"`, `"example.com/tools"`},
		{`"example.com/t-x/y"`, `"example.com/t-x/y"`},
		{`"foo.example.com/t/y"`, `"foo.example.com/t/y"`},
		{`"github.com/example.com/t"`, `"github.com/example.com/t"`},
		{`"examplexcom/t"`, `"examplexcom/t"`},
	} {
		if got := Rewrite(c.in, "example.com/t", "mcptest"); got != c.want {
			t.Errorf("Rewrite(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got, want := Rewrite(`example\.com/t/x`, "example.com/t", "my.host"), `my\.host/x`; got != want {
		t.Errorf("escaped dots in the new path: got %q, want %q", got, want)
	}
}

func TestDotless(t *testing.T) {
	src := t.TempDir()
	files := map[string]string{
		"go.mod":          "module example.com/m\n\ngo 1.26.0\n\nreplace example.com/dep => ../dep\n\nreplace (\n\texample.com/stub => ./stub // in the module\n)\n",
		"go.sum":          "example.com/m v1.0.0 h1:x\n",
		"a/a.go":          "package a\n\nimport _ \"example.com/m/b\" // want `example\\.com/m/b`\n",
		".golangci.yml":   "dispatch:\n  - example.com/m/a.Run\n",
		"stub/go.mod":     "module example.com/stub\n",
		"a/a.go.golden":   "package a\n\nimport _ \"example.com/m/b\"\n",
		"b/bin.dat":       "example.com/m\x00",
		"b/unrelated.txt": "example.com/mod\n",
	}
	for name, data := range files {
		path := filepath.Join(src, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	dst := Dotless(t, src, "example.com/m", "m")
	parent := filepath.ToSlash(filepath.Dir(src))
	want := map[string]string{
		"go.mod":          "module m\n\ngo 1.26.0\n\nreplace example.com/dep => " + parent + "/dep\n\nreplace (\n\texample.com/stub => ./stub // in the module\n)\n",
		"go.sum":          files["go.sum"],
		"a/a.go":          "package a\n\nimport _ \"m/b\" // want `m/b`\n",
		".golangci.yml":   "dispatch:\n  - m/a.Run\n",
		"stub/go.mod":     files["stub/go.mod"],
		"a/a.go.golden":   "package a\n\nimport _ \"m/b\"\n",
		"b/bin.dat":       files["b/bin.dat"],
		"b/unrelated.txt": files["b/unrelated.txt"],
	}
	for name, w := range want {
		got, err := os.ReadFile(filepath.Join(dst, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != w {
			t.Errorf("%s:\ngot  %q\nwant %q", name, got, w)
		}
	}
}
