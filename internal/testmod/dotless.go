package testmod

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A module whose path has no dot in its first element (what `go mod init
// myhost` writes) must be analysed exactly like one named example.com/...:
// its packages are not the standard library. The helpers below make such a
// module from a test module, at test time, so that every test module is
// also run under a dotless path without keeping a second copy in testdata.

// Dotless copies the module in srcDir (every file, dot files included)
// into a new temporary directory and renames the module from oldPath to
// newPath: the module line of go.mod and every occurrence of oldPath as an
// import-path prefix in the copied files (.go files, `// want` patterns,
// including their regexp-escaped spelling example\.com/..., golden files,
// configuration files, go.mod directives), as Rewrite does. go.sum is copied
// unchanged. A relative replace target of go.mod that points outside srcDir
// is made absolute, so the copy builds against the same replacement.
//
// newPath must have no dot in its first element (that is the point), and
// oldPath must be the module path of srcDir/go.mod. It returns the copy's
// root directory.
func Dotless(t testing.TB, srcDir, oldPath, newPath string) string {
	t.Helper()
	if first, _, _ := strings.Cut(newPath, "/"); strings.Contains(first, ".") {
		t.Fatalf("testmod.Dotless: %q has a dot in its first element", newPath)
	}
	return Rename(t, srcDir, oldPath, newPath)
}

// Rename is Dotless without the requirement on newPath.
func Rename(t testing.TB, srcDir, oldPath, newPath string) string {
	t.Helper()
	srcDir, err := filepath.Abs(srcDir)
	if err != nil {
		t.Fatal(err)
	}
	if got := ModulePath(t, srcDir); got != oldPath {
		t.Fatalf("testmod.Rename: %s/go.mod declares module %q, not %q", srcDir, got, oldPath)
	}
	// t.TempDir's name is made from the test's name, which has no dot
	// issue; EvalSymlinks so that positions printed by the tools (which
	// resolve symlinks, as gopls does) are under the returned directory.
	dst, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	dst = filepath.Join(dst, filepath.Base(srcDir))
	err = filepath.WalkDir(srcDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(srcDir, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o777)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		switch {
		case d.Name() == "go.sum":
			// checksums of dependencies: never the module itself
		case d.Name() == "go.mod":
			data = []byte(absReplaces(Rewrite(string(data), oldPath, newPath), filepath.Dir(path), srcDir))
		case isText(data):
			data = []byte(Rewrite(string(data), oldPath, newPath))
		}
		return os.WriteFile(target, data, 0o666)
	})
	if err != nil {
		t.Fatalf("copying %s: %v", srcDir, err)
	}
	if got := ModulePath(t, dst); got != newPath {
		t.Fatalf("testmod.Rename: the copy declares module %q, want %q", got, newPath)
	}
	return dst
}

// ModulePath returns the module path that dir/go.mod declares.
func ModulePath(t testing.TB, dir string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for l := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(l), "module"); ok && rest != "" && (rest[0] == ' ' || rest[0] == '\t') {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	t.Fatalf("%s/go.mod has no module line", dir)
	return ""
}

// Rewrite replaces, in text, every occurrence of the import path oldPath
// that stands for that path or a prefix of one (not preceded by a path
// character, and followed by '/', '.', a quote, a space, the end of the
// text or any other character that cannot continue a path element) by
// newPath. Occurrences whose dots are regexp-escaped (example\.com/t,
// or example\\.com/t in an interpreted string literal) are rewritten too,
// with newPath's dots escaped the same way.
func Rewrite(text, oldPath, newPath string) string {
	var pat strings.Builder
	for i, part := range strings.Split(oldPath, ".") {
		if i > 0 {
			pat.WriteString(`(\\{0,2})\.`)
		}
		pat.WriteString(regexp.QuoteMeta(part))
	}
	re := regexp.MustCompile(pat.String())
	var out strings.Builder
	last := 0
	for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
		start, end := m[0], m[1]
		if start > 0 && isPathByte(text[start-1]) {
			continue
		}
		if end < len(text) && isElemByte(text[end]) {
			continue
		}
		esc := ""
		if len(m) > 2 && m[2] >= 0 {
			esc = text[m[2]:m[3]]
		}
		out.WriteString(text[last:start])
		out.WriteString(strings.ReplaceAll(newPath, ".", esc+"."))
		last = end
	}
	out.WriteString(text[last:])
	return out.String()
}

// isElemByte reports whether c can continue a path element (a '.' can too,
// but after a whole path it separates a package from a member, as in
// example.com/t.Func, so it is not counted).
func isElemByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c == '~'
}

// isPathByte reports whether c can precede a path's first element inside
// a longer path (so the match would not be the start of an import path).
func isPathByte(c byte) bool {
	return isElemByte(c) || c == '.' || c == '/'
}

// isText reports whether data looks like a text file.
func isText(data []byte) bool {
	return !bytes.ContainsRune(data, 0)
}

var replaceLine = regexp.MustCompile(`^(\s*(?:replace\s+)?\S+(?:\s+\S+)?\s*=>\s*)(\S+)(\s*(?://.*)?)$`)

// absReplaces makes the relative replace targets of a go.mod (in modDir)
// that point outside root absolute.
func absReplaces(gomod, modDir, root string) string {
	var out strings.Builder
	for l := range strings.Lines(gomod) {
		body := strings.TrimRight(l, "\r\n")
		nl := l[len(body):]
		if m := replaceLine.FindStringSubmatch(body); m != nil && (strings.HasPrefix(m[2], "./") || strings.HasPrefix(m[2], "../") || m[2] == "." || m[2] == "..") {
			abs := filepath.Join(modDir, filepath.FromSlash(m[2]))
			if r, err := filepath.Rel(root, abs); err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
				body = m[1] + filepath.ToSlash(abs) + m[3]
			}
		}
		out.WriteString(body + nl)
	}
	return out.String()
}

// Path is the module path of testdata/mod, and DotlessPath the path of
// its dotless copy.
const (
	Path        = "example.com/t"
	DotlessPath = "mcptest"
)

// Module is a variant of testdata/mod: its directory and module path.
type Module struct {
	Name string // "dotted" or "dotless"
	Dir  string
	Path string
}

// Pkg returns the import path of the package at rel ("promptreach/x")
// in the module.
func (m Module) Pkg(rel string) string {
	if rel == "" || rel == "." {
		return m.Path
	}
	return m.Path + "/" + rel
}

// Each runs f twice, as subtests: "dotted" on testdata/mod (module
// example.com/t) and "dotless" on a copy of it named mcptest (see
// Dotless), which must give the same results.
func Each(t *testing.T, f func(t *testing.T, m Module)) {
	t.Helper()
	dir := Dir(t)
	t.Run("dotted", func(t *testing.T) {
		f(t, Module{Name: "dotted", Dir: dir, Path: Path})
	})
	t.Run("dotless", func(t *testing.T) {
		f(t, Module{Name: "dotless", Dir: Dotless(t, dir, Path, DotlessPath), Path: DotlessPath})
	})
}
